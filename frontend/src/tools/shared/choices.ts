import type { Bilingual, Locale } from '@/i18n/locale'

import type { Choice } from './fields'

/** A tool's reference list (code + bilingual label) as select/checkbox choices in one language. */
export function localizedChoices(options: ReadonlyArray<{ code: string; label: Bilingual }>, locale: Locale): Choice[] {
  return options.map((option) => ({ value: option.code, label: option.label[locale] }))
}
