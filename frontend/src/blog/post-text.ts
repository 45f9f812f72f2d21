import { defineDictionary } from '@/i18n/dictionary'

export const postText = defineDictionary(
  'blogPost',
  {
    back: 'Quay lại blog',
    more: 'Bài viết khác',
    read: 'Đọc bài',
  },
  {
    back: 'Back to the blog',
    more: 'More articles',
    read: 'Read',
  },
)
