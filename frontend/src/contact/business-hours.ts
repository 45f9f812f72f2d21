import type { Bilingual } from '@/i18n/locale'

/** Opening hours of product.md §9; `null` times mean closed all day. */
export interface OpeningDays {
  days: Bilingual
  opens: string | null
  closes: string | null
}

export const BUSINESS_HOURS: readonly OpeningDays[] = [
  { days: { vi: 'Thứ Hai – Thứ Sáu', en: 'Monday – Friday' }, opens: '08:00', closes: '18:00' },
  { days: { vi: 'Thứ Bảy', en: 'Saturday' }, opens: '08:00', closes: '12:00' },
  { days: { vi: 'Chủ nhật', en: 'Sunday' }, opens: null, closes: null },
]

/** '08:00' → '8:00', as both languages write office hours. */
export function clockTime(time: string): string {
  return time.replace(/^0(\d)/, '$1')
}
