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
  },
  {
    title: 'Sign in to the console',
    intro: 'For the site owner. Accounts are made on the server with the command tradelane admin create.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    failed: 'Could not sign in. Please try again.',
  },
)
