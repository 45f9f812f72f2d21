import { defineDictionary } from '@/i18n/dictionary'

export const industriesText = defineDictionary(
  'industries',
  {
    hero: {
      badge: 'Ngành hàng',
      title: 'Giải pháp logistics cho từng ngành hàng',
      subtitle:
        'Mỗi ngành hàng có quy định, mùa vụ và yêu cầu bảo quản riêng. Chúng tôi thiết kế giải pháp logistics theo đúng đặc thù của ngành bạn.',
    },
    listLabel: 'Các ngành hàng chúng tôi phục vụ',
    stats: {
      title: 'Kinh nghiệm được kiểm chứng qua nhiều ngành hàng',
      label: 'Số liệu về các ngành hàng',
      satisfaction: { value: '98%', label: 'Khách hàng hài lòng' },
      industries: { value: '15+', label: 'Ngành hàng đã phục vụ' },
      businesses: { value: '500+', label: 'Doanh nghiệp tin chọn' },
    },
  },
  {
    hero: {
      badge: 'Industries',
      title: 'Logistics solutions for every industry',
      subtitle:
        'Every industry has its own rules, seasons and handling needs. We design logistics around the way your sector works.',
    },
    listLabel: 'Industries we serve',
    stats: {
      title: 'Proven across industries',
      label: 'Industry figures',
      satisfaction: { value: '98%', label: 'Client satisfaction' },
      industries: { value: '15+', label: 'Industries served' },
      businesses: { value: '500+', label: 'Businesses served' },
    },
  },
)
