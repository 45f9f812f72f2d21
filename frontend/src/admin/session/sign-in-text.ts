import { defineDictionary } from '@/i18n/dictionary'

export const signInText = defineDictionary(
  'consoleSignIn',
  {
    title: 'Đăng nhập trang quản trị',
    intro: 'Dành cho chủ trang web. Tài khoản được tạo bằng lệnh tradelane admin create trên máy chủ.',
    email: 'Email',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập...',
    failed: 'Không thể đăng nhập. Vui lòng thử lại.',
    againTitle: 'Phiên đăng nhập đã hết hạn',
    againText: 'Hãy đăng nhập lại để tiếp tục. Nội dung bạn đang soạn vẫn còn nguyên trên trang này.',
    againSubmit: 'Đăng nhập và tiếp tục',
  },
  {
    title: 'Sign in to the console',
    intro: 'For the site owner. Accounts are made on the server with the command tradelane admin create.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    failed: 'Could not sign in. Please try again.',
    againTitle: 'Your session has ended',
    againText: 'Sign in again to carry on. What you were writing is still here, on this page.',
    againSubmit: 'Sign in and continue',
  },
)
