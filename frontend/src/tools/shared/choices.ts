import type { Bilingual, Locale } from '@/i18n/locale'

import type { Choice } from './fields'

/** An entry of a tool's reference list: a code and its label in both languages. */
export interface Option<C extends string> {
  code: C
  label: Bilingual
}

/** A tool's reference list (code + bilingual label) as select/checkbox choices in one language. */
export function localizedChoices(options: ReadonlyArray<{ code: string; label: Bilingual }>, locale: Locale): Choice[] {
  return options.map((option) => ({ value: option.code, label: option.label[locale] }))
}

/** Looks up a code's label; the lists are closed, so a miss is a programming error. */
export function labelOf<C extends string>(options: ReadonlyArray<Option<C>>, code: C): Bilingual {
  const found = options.find((option) => option.code === code)
  if (!found) throw new Error(`Unknown code: ${code}`)
  return found.label
}
