import type { Bilingual } from '@/i18n/locale'

/**
 * The brand and contact details shown on the site. They are placeholders that the business
 * replaces here, and only here, before going live (decisions.md §1).
 */
export const BRAND = {
  name: 'Tradelane',
  legalName: 'Tradelane Logistics Consulting',
  tagline: {
    vi: 'Tư vấn chuỗi cung ứng và logistics',
    en: 'Supply chain & logistics consulting',
  } satisfies Bilingual,
  email: 'contact@tradelane.example',
  phone: '+84 28 0000 0000',
  street: {
    vi: '123 Đường Nguyễn Huệ, Quận 1',
    en: '123 Nguyen Hue Street, District 1',
  } satisfies Bilingual,
  city: {
    vi: 'TP. Hồ Chí Minh, Việt Nam',
    en: 'Ho Chi Minh City, Vietnam',
  } satisfies Bilingual,
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const

export type SocialId = (typeof BRAND.social)[number]['id']
