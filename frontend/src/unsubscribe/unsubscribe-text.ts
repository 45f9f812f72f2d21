import { defineDictionary } from '@/i18n/dictionary'

export const unsubscribeText = defineDictionary(
  'unsubscribe',
  {
    title: 'Hủy đăng ký nhận email',
    intro: 'Bấm nút bên dưới để ngừng nhận bản tin và email báo giá từ chúng tôi tại địa chỉ đã đăng ký.',
    button: 'Hủy đăng ký',
    sending: 'Đang xử lý...',
    noToken:
      'Liên kết này thiếu mã hủy đăng ký. Vui lòng mở lại đúng liên kết trong email của chúng tôi, hoặc liên hệ để được hỗ trợ.',
    failed: 'Không thể hủy đăng ký lúc này. Vui lòng thử lại.',
    home: 'Về trang chủ',
  },
  {
    title: 'Unsubscribe',
    intro: 'Press the button below to stop receiving our newsletter and quote emails at the address you signed up with.',
    button: 'Unsubscribe',
    sending: 'Working...',
    noToken: 'This link has no unsubscribe code. Please open the exact link from our email again, or contact us for help.',
    failed: 'Could not unsubscribe right now. Please try again.',
    home: 'Back to the home page',
  },
)
