import type { Bilingual } from '@/i18n/locale'

import brand from './brand.json'

export interface Brand {
  name: string
  legalName: string
  tagline: Bilingual
  email: string
  phone: string
  street: Bilingual
  city: Bilingual
  addressLocality: string
  addressCountry: string
  social: ReadonlyArray<{ id: string; label: string; href: string }>
}

/**
 * The brand and contact details shown on the site. They are placeholders that the business
 * replaces in brand.json, and only there (decisions.md §1); the server reads the same file.
 */
export const BRAND: Brand = brand

export type SocialId = Brand['social'][number]['id']
