import { defineDictionary } from '@/i18n/dictionary'

export const activityText = defineDictionary(
  'consoleActivity',
  {
    title: 'Nhật ký hoạt động',
    intro: 'Mọi thay đổi của chủ trang web: ai, làm gì, khi nào.',
    empty: 'Chưa có hoạt động nào.',
    actor: (actor: string) => `Bởi ${actor}`,
    actions: {
      'settings.update': 'Cập nhật cài đặt',
      'enquiry.status': 'Đổi trạng thái yêu cầu',
      'enquiry.note': 'Thêm ghi chú cho yêu cầu',
      'subscription.remove': 'Xóa người đăng ký',
      'owner.password': 'Đổi mật khẩu',
      'owner.signout_all': 'Đăng xuất khỏi mọi thiết bị',
      'owner.create': 'Tạo tài khoản chủ trang (dòng lệnh)',
      'owner.reset_password': 'Đặt lại mật khẩu (dòng lệnh)',
      'owner.password_reset': 'Đặt lại mật khẩu qua liên kết trong email',
      'owner.totp_on': 'Bật xác thực hai lớp',
      'owner.totp_off': 'Tắt xác thực hai lớp',
      'owner.remove': 'Xóa tài khoản chủ trang (dòng lệnh)',
      'mail.test': 'Gửi email thử',
      'media.upload': 'Tải ảnh lên thư viện',
      'media.alt': 'Cập nhật mô tả ảnh',
      'media.remove': 'Xóa ảnh khỏi thư viện',
      'session.signin': 'Đăng nhập',
      'session.failed': 'Đăng nhập thất bại: sai mật khẩu hoặc mã xác thực (từ địa chỉ trong chi tiết)',
      'session.locked': 'Tạm khoá đăng nhập 15 phút sau 5 lần sai',
      'content.create': 'Thêm nội dung',
      'content.update': 'Sửa nội dung',
      'content.publish': 'Xuất bản nội dung',
      'content.unpublish': 'Chuyển nội dung về bản nháp',
      'content.delete': 'Xóa nội dung',
      'content.reorder': 'Sắp xếp lại danh sách',
    },
    unknownAction: (key: string) => `Hoạt động khác (${key})`,
  },
  {
    title: 'Activity',
    intro: 'Every change an owner made: who, what and when.',
    empty: 'No activity yet.',
    actor: (actor: string) => `By ${actor}`,
    actions: {
      'settings.update': 'Settings updated',
      'enquiry.status': 'Enquiry status changed',
      'enquiry.note': 'Note added to an enquiry',
      'subscription.remove': 'Subscriber removed',
      'owner.password': 'Password changed',
      'owner.signout_all': 'Signed out everywhere',
      'owner.create': 'Owner account created (command line)',
      'owner.reset_password': 'Password reset (command line)',
      'owner.password_reset': 'Password reset with an e-mailed link',
      'owner.totp_on': 'Two-step sign-in turned on',
      'owner.totp_off': 'Two-step sign-in turned off',
      'owner.remove': 'Owner account removed (command line)',
      'mail.test': 'Test e-mail sent',
      'media.upload': 'Picture uploaded to the library',
      'media.alt': 'Picture alt texts updated',
      'media.remove': 'Picture deleted from the library',
      'session.signin': 'Signed in',
      'session.failed': 'Failed sign-in: wrong password or code (from the address shown)',
      'session.locked': 'Sign-in locked for 15 minutes after 5 failures',
      'content.create': 'Content added',
      'content.update': 'Content edited',
      'content.publish': 'Content published',
      'content.unpublish': 'Content moved back to draft',
      'content.delete': 'Content deleted',
      'content.reorder': 'List reordered',
    },
    unknownAction: (key: string) => `Other activity (${key})`,
  },
)

export type ActivityTexts = (typeof activityText)['vi']
export type ActionKey = keyof ActivityTexts['actions']

/** The owner's words for a stable action key; a key this console does not know yet is shown as it is. */
export function actionLabel(action: string, t: ActivityTexts): string {
  return Object.hasOwn(t.actions, action) ? t.actions[action as ActionKey] : t.unknownAction(action)
}
