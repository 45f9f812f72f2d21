// Whose rates a freight result used, in words (docs/decisions-spec.md §24): "<company>'s rates,
// valid until <date>" or "indicative". Pure: the screen, the PDF and the tests share it.
import type { Locale } from '@/i18n/locale'
import { formatDate, formatNumber } from '@/lib/format'
import { labelOf } from '@/tools/shared/choices'
import { ORIGIN_PORTS } from '@/tools/shared/ports'
import type { RateCard } from '@/tools/shared/rate-card'

import type { FreightResultRow } from './calc'
import { freightText } from './freight-text'

/** The sentence saying whose rates `rows` used. */
export function rateSourceText(rows: readonly FreightResultRow[], company: string, locale: Locale): string {
  const t = freightText[locale]
  const onCard = rows.flatMap((row) => (row.source.kind === 'card' ? [{ row, source: row.source }] : []))
  const first = onCard[0]
  if (!first) return t.indicativeRates
  // The earliest end: the whole result holds until then.
  const until = formatDate(onCard.map((c) => c.source.validUntil).sort()[0]!, locale)
  if (onCard.length === rows.length) return t.cardRates(company, until, first.source.version)
  const ports = onCard.map((c) => labelOf(ORIGIN_PORTS, c.row.port)[locale]).join(', ')
  return t.cardRatesSome(company, ports, until, first.source.version)
}

/** The conversion note under a result, when the card has a USD→VND rate. */
export function vndNote(card: RateCard | null, locale: Locale): string | null {
  const rate = card?.usdVnd
  return rate ? freightText[locale].usdVndAt(formatNumber(rate.rate, locale, 0), formatDate(rate.date, locale)) : null
}
