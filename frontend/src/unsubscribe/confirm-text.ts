import { defineDictionary } from '@/i18n/dictionary'

export const confirmText = defineDictionary(
  'subscribeConfirm',
  {
    title: 'Xác nhận đăng ký nhận bản tin',
    intro:
      'Bấm nút bên dưới để xác nhận địa chỉ email của bạn. Sau khi xác nhận, bạn sẽ nhận được các bài viết và cập nhật mới của chúng tôi; mỗi thư đều có liên kết hủy đăng ký.',
    button: 'Xác nhận',
    sending: 'Đang xác nhận...',
    done: 'Cảm ơn bạn! Đăng ký đã được xác nhận: bạn sẽ nhận được bài viết mới qua email.',
    noToken:
      'Liên kết này thiếu mã xác nhận. Vui lòng mở lại đúng liên kết trong email xác nhận của chúng tôi, hoặc đăng ký lại.',
    failed: 'Không thể xác nhận lúc này. Vui lòng thử lại.',
    home: 'Về trang chủ',
  },
  {
    title: 'Confirm your subscription',
    intro:
      'Press the button below to confirm your e-mail address. Once confirmed, you will receive our new articles and updates; every e-mail has an unsubscribe link.',
    button: 'Confirm',
    sending: 'Confirming...',
    done: 'Thank you! Your subscription is confirmed: new articles will reach you by e-mail.',
    noToken:
      'This link has no confirmation code. Please open the exact link from our confirmation e-mail again, or subscribe again.',
    failed: 'Could not confirm right now. Please try again.',
    home: 'Back to the home page',
  },
)
