import { defineDictionary } from '@/i18n/dictionary'

export const caseStudiesText = defineDictionary(
  'caseStudies',
  {
    hero: {
      badge: 'Dự án tiêu biểu',
      title: 'Kết quả thực tế từ những dự án chúng tôi đã triển khai',
      subtitle:
        'Chi phí thấp hơn, thông quan nhanh hơn và giao hàng đúng hạn hơn: những con số đo lường được từ khách hàng của chúng tôi.',
    },
    listLabel: 'Các dự án tiêu biểu',
    imageAlt: (title: string) => `Hình minh họa dự án: ${title}`,
    client: 'Khách hàng',
    industry: 'Ngành',
    results: 'Kết quả đạt được',
    viewDetails: 'Xem chi tiết',
    // The link's full name, so each card's link says which case study it is about.
    viewDetailsLabel: (title: string) => `Xem chi tiết dự án ${title}`,
    // The API's industry names (in English) and how they read in Vietnamese.
    industryNames: {
      seafood: 'Thủy sản',
      electronics: 'Điện tử',
      furniture: 'Đồ gỗ nội thất',
      retail: 'Bán lẻ',
      manufacturing: 'Sản xuất',
      food: 'Thực phẩm',
      agriculture: 'Nông sản',
      textiles: 'Dệt may',
      fashion: 'Thời trang',
      pharmaceuticals: 'Dược phẩm',
      healthcare: 'Y tế',
      automotive: 'Ô tô',
      'e-commerce': 'Thương mại điện tử',
    },
    cta: {
      title: 'Bạn muốn đạt được kết quả tương tự?',
      text: 'Chia sẻ bài toán logistics của bạn, chúng tôi sẽ phân tích và đề xuất lộ trình cải thiện cụ thể, có mục tiêu đo lường được.',
      action: 'Trao đổi với chuyên gia',
    },
  },
  {
    hero: {
      badge: 'Case studies',
      title: 'Real results from projects we have delivered',
      subtitle:
        'Lower costs, faster customs clearance and more on-time deliveries: measurable outcomes from our clients.',
    },
    listLabel: 'Case studies',
    imageAlt: (title: string) => `Illustration for the case study: ${title}`,
    client: 'Client',
    industry: 'Industry',
    results: 'Results Achieved',
    viewDetails: 'View Details',
    viewDetailsLabel: (title: string) => `View Details of ${title}`,
    industryNames: {
      seafood: 'Seafood',
      electronics: 'Electronics',
      furniture: 'Furniture',
      retail: 'Retail',
      manufacturing: 'Manufacturing',
      food: 'Food',
      agriculture: 'Agriculture',
      textiles: 'Textiles',
      fashion: 'Fashion',
      pharmaceuticals: 'Pharmaceuticals',
      healthcare: 'Healthcare',
      automotive: 'Automotive',
      'e-commerce': 'E-commerce',
    },
    cta: {
      title: 'Want results like these?',
      text: 'Share your logistics challenge and we will analyse it and propose a concrete improvement plan with measurable targets.',
      action: 'Talk to Our Team',
    },
  },
)
