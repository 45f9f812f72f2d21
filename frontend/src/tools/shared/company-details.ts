import brand from '@/config/brand.json'
import { type PublicSettings, readEmbeddedSettings } from '@/config/site-settings'
import type { Bilingual } from '@/i18n/locale'

/** What a tool's PDF prints about the company: name and contacts. */
export interface CompanyDetails {
  companyName: string
  phone: string
  email: string
  street: Bilingual
  city: Bilingual
}

const text = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback)

/**
 * The company's details as the owner set them: the public settings the server embeds in every
 * page (read by the shared `readEmbeddedSettings`), else the defaults of a new database
 * (brand.json; only a page not served by tradelane, e.g. the Vite dev server, lacks the block).
 */
export function readCompanyDetails(doc: Document = document): CompanyDetails {
  const settings: Partial<PublicSettings> = readEmbeddedSettings(doc) ?? {}
  return {
    // The registered name: a document the visitor files or forwards names the legal entity.
    companyName: text(settings.legalName, brand.legalName),
    phone: text(settings.phone, brand.phone),
    email: text(settings.email, brand.email),
    street: { vi: text(settings.streetVi, brand.street.vi), en: text(settings.streetEn, brand.street.en) },
    city: { vi: text(settings.cityVi, brand.city.vi), en: text(settings.cityEn, brand.city.en) },
  }
}
