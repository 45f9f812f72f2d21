import { defineDictionary } from '@/i18n/dictionary'

/** The words the body renderer adds for screen readers. */
export const markdownText = defineDictionary(
  'markdown',
  { newTab: '(mở trong thẻ mới)', table: 'Bảng', footnotes: 'Chú thích', footnoteBack: 'Quay lại đoạn văn' },
  { newTab: '(opens in a new tab)', table: 'Table', footnotes: 'Footnotes', footnoteBack: 'Back to the text' },
)
