import brand from '@/config/brand.json'
import type { Bilingual } from '@/i18n/locale'

/** What a tool's PDF prints about the company: name and contacts. */
export interface CompanyDetails {
  companyName: string
  phone: string
  email: string
  street: Bilingual
  city: Bilingual
}

interface EmbeddedSettings {
  companyName?: unknown
  phone?: unknown
  email?: unknown
  streetVi?: unknown
  streetEn?: unknown
  cityVi?: unknown
  cityEn?: unknown
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback)

/**
 * The company's details as the owner set them: the public settings the server embeds in the
 * page (`<script id="tradelane-settings" type="application/json">`, issue 12), else the
 * defaults of brand.json. The one place the tools read them.
 */
export function readCompanyDetails(doc: Document = document): CompanyDetails {
  let settings: EmbeddedSettings = {}
  const block = doc.getElementById('tradelane-settings')
  if (block?.textContent) {
    try {
      const parsed: unknown = JSON.parse(block.textContent)
      if (parsed && typeof parsed === 'object') settings = parsed as EmbeddedSettings
    } catch {
      // a broken block: the defaults below
    }
  }
  return {
    companyName: text(settings.companyName, brand.legalName),
    phone: text(settings.phone, brand.phone),
    email: text(settings.email, brand.email),
    street: { vi: text(settings.streetVi, brand.street.vi), en: text(settings.streetEn, brand.street.en) },
    city: { vi: text(settings.cityVi, brand.city.vi), en: text(settings.cityEn, brand.city.en) },
  }
}
