import { defineDictionary } from '@/i18n/dictionary'

export const subscribersText = defineDictionary(
  'consoleSubscribers',
  {
    title: 'Người đăng ký',
    searchLabel: 'Tìm theo email',
    empty: 'Chưa có người đăng ký nào.',
    emptyFiltered: 'Không có người đăng ký nào khớp với từ khóa.',
    language: { vi: 'Tiếng Việt', en: 'Tiếng Anh' },
    source: { blog: 'Bản tin (Blog)', testimonials: 'Nhận báo giá (Khách hàng)' },
    subscribedAt: (at: string) => `Đăng ký lúc ${at}`,
    remove: 'Xóa',
    removeLabel: (email: string) => `Xóa ${email}`,
    confirmTitle: 'Xóa người đăng ký?',
    confirmText: (email: string) => `${email} sẽ bị xóa khỏi danh sách và không nhận email nữa. Không thể hoàn tác.`,
    removed: (email: string) => `Đã xóa ${email}.`,
  },
  {
    title: 'Subscribers',
    searchLabel: 'Search by email',
    empty: 'No subscribers yet.',
    emptyFiltered: 'No subscribers match this search.',
    language: { vi: 'Vietnamese', en: 'English' },
    source: { blog: 'Newsletter (Blog)', testimonials: 'Quotes (Testimonials)' },
    subscribedAt: (at: string) => `Subscribed ${at}`,
    remove: 'Remove',
    removeLabel: (email: string) => `Remove ${email}`,
    confirmTitle: 'Remove this subscriber?',
    confirmText: (email: string) => `${email} will be removed from the list and receive no more e-mail. This cannot be undone.`,
    removed: (email: string) => `${email} was removed.`,
  },
)
