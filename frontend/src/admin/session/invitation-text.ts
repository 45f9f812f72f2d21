import { defineDictionary } from '@/i18n/dictionary'

/** The page of an invitation's link (docs/decisions-spec.md §25). */
export const invitationText = defineDictionary(
  'consoleInvitation',
  {
    title: 'Tham gia nhóm quản trị',
    intro: 'Chọn mật khẩu cho tài khoản của bạn. Mật khẩu cần có ít nhất 12 ký tự và khó đoán.',
    password: 'Mật khẩu',
    repeat: 'Nhập lại mật khẩu',
    accept: 'Tạo tài khoản',
    accepting: 'Đang tạo...',
    noToken: 'Liên kết này thiếu mã mời. Hãy mở đúng liên kết trong email mời, hoặc nhờ chủ tài khoản gửi lại lời mời.',
    doneTitle: 'Tài khoản đã sẵn sàng',
    done: (email: string) => `Bạn đã đăng nhập với ${email}.`,
    twoStepLead:
      'Nên bật xác minh 2 bước: khi đăng nhập, ngoài mật khẩu bạn nhập thêm mã từ ứng dụng xác thực trên điện thoại.',
    twoStepNow: 'Bật xác minh 2 bước ngay',
    later: 'Để sau, vào trang quản trị',
  },
  {
    title: 'Join the console team',
    intro: 'Choose a password for your account: at least 12 characters, and not easy to guess.',
    password: 'Password',
    repeat: 'Repeat the password',
    accept: 'Create my account',
    accepting: 'Creating...',
    noToken: 'This link has no invitation token. Open the link exactly as it is in the invitation e-mail, or ask an owner to send it again.',
    doneTitle: 'Your account is ready',
    done: (email: string) => `You are signed in as ${email}.`,
    twoStepLead: 'We recommend two-step sign-in: besides your password, you enter a code from an authenticator app on your phone.',
    twoStepNow: 'Set up two-step sign-in now',
    later: 'Later: open the console',
  },
)
