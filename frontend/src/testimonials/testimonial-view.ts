import type { Testimonial } from '@/api/use-content-list'
import type { Locale } from '@/i18n/locale'

/**
 * The avatar fallback (docs/product-spec.md §2): the first letter of each of the first two words of
 * the name, uppercase. NFC first, so a letter typed as base + combining mark ('Ấ') stays whole.
 */
export function initials(name: string): string {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase('vi'))
    .join('')
}

/** What a testimonial shows, in one language. */
export interface TestimonialView {
  id: string
  name: string
  position: string
  company: string
  quote: string
  avatarUrl: string | undefined
  /** The photo's own alt text (from the media library), when it has one. */
  avatarAlt: string | undefined
  initials: string
}

export function testimonialView(item: Testimonial, locale: Locale): TestimonialView {
  const name = locale === 'vi' ? item.nameVi : item.nameEn
  return {
    id: item.id,
    name,
    position: locale === 'vi' ? item.positionVi : item.positionEn,
    company: locale === 'vi' ? item.companyVi : item.companyEn,
    quote: locale === 'vi' ? item.contentVi : item.contentEn,
    avatarUrl: item.avatarUrl?.trim() || undefined,
    avatarAlt: (locale === 'vi' ? item.avatarAltVi : item.avatarAltEn) || undefined,
    initials: initials(name),
  }
}
