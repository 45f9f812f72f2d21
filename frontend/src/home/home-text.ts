import { defineDictionary } from '@/i18n/dictionary'

export const homeText = defineDictionary(
  'home',
  {
    hero: {
      badge: 'Đối tác logistics tin cậy của doanh nghiệp xuất nhập khẩu',
      title: 'Tối ưu chuỗi cung ứng, đưa hàng Việt ra thế giới nhanh hơn',
      subtitle:
        'Tư vấn vận tải biển, hàng không, thủ tục hải quan và kho bãi giúp doanh nghiệp giảm chi phí, giao hàng đúng hạn và tuân thủ quy định.',
      getStarted: 'Bắt đầu ngay',
      viewServices: 'Xem dịch vụ',
    },
    // The figures themselves are settings (src/settings/figures.rs); these name the rows.
    headlineStats: { label: 'Số liệu nổi bật' },
    features: {
      eyebrow: 'Dịch vụ',
      title: 'Giải pháp logistics trọn gói',
      subtitle: 'Từ kho bãi đến vận chuyển quốc tế, chúng tôi lo từng khâu để hàng của bạn đi đúng hạn, đúng chi phí.',
      warehouse: {
        title: 'Quản lý kho bãi',
        text: 'Kho thường, kho lạnh và kho ngoại quan gần các cảng chính, tồn kho cập nhật theo thời gian thực trên hệ thống WMS.',
      },
      shipping: {
        title: 'Vận chuyển quốc tế',
        text: 'Hàng nguyên container, hàng lẻ và hàng không đến hơn 50 quốc gia, đặt chỗ trực tiếp với các hãng tàu và hãng bay lớn.',
      },
      supplyChain: {
        title: 'Tư vấn chuỗi cung ứng',
        text: 'Phân tích tổng chi phí hàng về kho, thiết kế mạng lưới và chọn điều kiện Incoterms phù hợp cho từng tuyến hàng.',
      },
      viewAll: 'Xem tất cả dịch vụ',
    },
    why: {
      eyebrow: 'Vì sao chọn chúng tôi',
      title: (brand: string) => `Vì sao doanh nghiệp tin chọn ${brand}`,
      subtitle: 'Kinh nghiệm thực tế, quy trình minh bạch và kết quả đo lường được trên từng lô hàng.',
      experience: {
        title: 'Hơn 10 năm kinh nghiệm',
        text: 'Đội ngũ am hiểu hải quan, cảng biển và các hiệp định thương mại tự do mà Việt Nam đã ký kết.',
      },
      savings: {
        title: 'Giảm đến 30% chi phí',
        text: 'Tối ưu tuyến vận chuyển, phụ phí và thuế nhập khẩu để cắt giảm tổng chi phí logistics của doanh nghiệp.',
      },
      compliance: {
        title: 'Tuân thủ và minh bạch',
        text: 'Hồ sơ hải quan chuẩn xác ngay từ đầu, báo giá tách bạch từng khoản phí, không có chi phí ẩn.',
      },
      visibility: {
        title: 'Theo dõi theo thời gian thực',
        text: 'Cập nhật trạng thái từng container, từng chuyến xe và cảnh báo sớm trước khi hết thời gian lưu container miễn phí.',
      },
      statsLabel: 'Thành tích của chúng tôi',
    },
    cta: {
      title: 'Sẵn sàng tối ưu chuỗi cung ứng của bạn?',
      text: 'Trao đổi với chuyên gia của chúng tôi để nhận phương án vận chuyển và báo giá phù hợp trong vòng một ngày làm việc.',
      contact: 'Liên hệ tư vấn',
      tools: 'Dùng thử công cụ miễn phí',
    },
  },
  {
    hero: {
      badge: 'Trusted logistics partner for importers and exporters',
      title: 'Optimise your supply chain and get Vietnamese goods to the world faster',
      subtitle:
        'Sea and air freight, customs and warehousing advice that helps businesses cut costs, deliver on time and stay compliant.',
      getStarted: 'Get Started',
      viewServices: 'View Services',
    },
    headlineStats: { label: 'Key figures' },
    features: {
      eyebrow: 'Services',
      title: 'End-to-end logistics solutions',
      subtitle: 'From warehousing to international shipping, we handle every step so your goods move on time and on budget.',
      warehouse: {
        title: 'Warehouse management',
        text: 'General, cold and bonded storage close to the main ports, with real-time stock levels on our WMS.',
      },
      shipping: {
        title: 'Global shipping',
        text: 'Full-container, groupage and air freight to more than 50 countries, booked directly with the major carriers and airlines.',
      },
      supplyChain: {
        title: 'Supply chain consulting',
        text: 'Landed cost analysis, network design and the right Incoterms rule for every trade lane.',
      },
      viewAll: 'View All Services',
    },
    why: {
      eyebrow: 'Why choose us',
      title: (brand: string) => `Why businesses choose ${brand}`,
      subtitle: 'Hands-on experience, transparent processes and measurable results on every shipment.',
      experience: {
        title: 'Over 10 years of experience',
        text: 'A team that knows Vietnamese customs, ports and the free trade agreements Vietnam has signed.',
      },
      savings: {
        title: 'Up to 30% cost reduction',
        text: 'We optimise routes, surcharges and import duties to cut your total logistics cost.',
      },
      compliance: {
        title: 'Compliance and transparency',
        text: 'Customs paperwork right the first time, and quotes that itemise every charge, with no hidden fees.',
      },
      visibility: {
        title: 'Real-time visibility',
        text: 'Status updates on every container and truck, with early warnings before free time runs out.',
      },
      statsLabel: 'Our track record',
    },
    cta: {
      title: 'Ready to optimise your supply chain?',
      text: 'Talk to our specialists and get a tailored shipping plan and quote within one business day.',
      contact: 'Contact Us',
      tools: 'Try Our Free Tools',
    },
  },
)
