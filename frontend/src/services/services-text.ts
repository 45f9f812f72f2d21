import { defineDictionary } from '@/i18n/dictionary'

export const servicesText = defineDictionary(
  'services',
  {
    hero: {
      badge: 'Dịch vụ',
      title: 'Dịch vụ logistics trọn gói cho doanh nghiệp',
      subtitle:
        'Từ vận tải biển, hàng không đến thủ tục hải quan và kho ngoại quan, chúng tôi lo trọn từng khâu để hàng của bạn đi đúng hạn, đúng chi phí.',
    },
    listLabel: 'Danh sách dịch vụ',
    learnMore: 'Tìm hiểu thêm',
    // The link's full name, so each card's link says which service it is about.
    learnMoreLabel: (title: string) => `Tìm hiểu thêm về ${title}`,
    cta: {
      title: 'Cần một phương án logistics riêng cho doanh nghiệp?',
      text: 'Cho chúng tôi biết về hàng hóa và tuyến vận chuyển của bạn, chuyên gia của chúng tôi sẽ đề xuất phương án tối ưu, hoàn toàn miễn phí.',
      action: 'Nhận tư vấn miễn phí',
    },
  },
  {
    hero: {
      badge: 'Services',
      title: 'End-to-end logistics services for businesses',
      subtitle:
        'From sea and air freight to customs clearance and bonded storage, we handle every step so your goods move on time and on budget.',
    },
    listLabel: 'Our services',
    learnMore: 'Learn More',
    learnMoreLabel: (title: string) => `Learn More about ${title}`,
    cta: {
      title: 'Need a logistics plan tailored to your business?',
      text: 'Tell us about your cargo and trade lanes and our specialists will propose the best option, free of charge.',
      action: 'Get a Free Consultation',
    },
  },
)
