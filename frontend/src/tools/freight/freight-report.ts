// The PDF content of a freight comparison, in one language (docs/decisions-spec.md §10 "Export PDF").
import type { Locale } from '@/i18n/locale'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { labelOf } from '@/tools/shared/choices'
import type { PdfReport } from '@/tools/shared/pdf-report'
import { DESTINATION_PORTS, ORIGIN_PORTS } from '@/tools/shared/ports'
import { toolText } from '@/tools/shared/tool-text'
import { parseAmount } from '@/tools/shared/fallback-number'
import { parseNumber } from '@/lib/numbers'

import { containers } from './calc'
import type { FreightResultRow } from './calc'
import { CONTAINER_TYPES, SERVICE_TYPES } from './data'
import { FEE_FIELDS } from './freight-results'
import type { FreightForm } from './freight-screen'
import { freightText } from './freight-text'
import { rateSourceText, vndNote } from './rate-source'
import { toVnd, type RateCard } from '@/tools/shared/rate-card'

/** `rates`: the published card and the company, so the PDF says whose rates, with version and validity. */
export function freightReport(
  form: FreightForm,
  rows: readonly FreightResultRow[],
  locale: Locale,
  rates: { card: RateCard | null; company: string } = { card: null, company: '' },
): PdfReport {
  const t = freightText[locale]
  const shared = toolText[locale]
  const money = (value: number) => formatMoney(value, 'USD', locale, 0)
  const inputs: Array<[string, string]> = [
    [t.serviceType, labelOf(SERVICE_TYPES, form.serviceType)[locale]],
    [t.originPorts, form.originPorts.map((port) => labelOf(ORIGIN_PORTS, port)[locale]).join(', ')],
  ]
  if (form.destinationPort) inputs.push([t.destinationPort, labelOf(DESTINATION_PORTS, form.destinationPort)[locale]])
  if (form.departureDate) inputs.push([t.departureDate, formatDate(form.departureDate, locale)])
  if (form.serviceType === 'lcl') inputs.push([t.volume, `${form.volume} ${t.volumeUnit}`], [t.weight, `${form.weight} ${t.weightUnit}`])
  else {
    inputs.push([t.containerType, labelOf(CONTAINER_TYPES, form.containerType)[locale]])
    inputs.push([t.containerCount, formatNumber(containers(parseNumber(form.containerCount, locale)), locale)])
  }
  inputs.push(
    // Grouped the page's way ("60,000" / "60.000"), not as typed.
    [t.cargoValue, money(parseAmount(parseNumber(form.cargoValue, locale)))],
    [t.includeInsurance, form.includeInsurance ? shared.yes : shared.no],
    [t.sortBy, form.sortBy === 'time' ? t.sortByTime : t.sortByCost],
    // Whose rates, their validity and the card's version: a quote from this result carries it
    // to the owner's inbox (`quoteSummary` reads the inputs), docs/decisions-spec.md §24.
    [t.ratesUsed, rateSourceText(rows, rates.company, locale)],
  )
  // VND beside USD at the card's rate (docs/decisions-spec.md §24); the quote carries them too.
  const vndTotals = rows.flatMap((row): Array<[string, string]> => {
    const amount = toVnd(row.total, rates.card)
    return amount === null ? [] : [[t.totalInVnd(labelOf(ORIGIN_PORTS, row.port)[locale]), formatMoney(amount, 'VND', locale, 0)]]
  })
  // "Indicative" only where a row is: a result wholly on the card is the company's word.
  const indicative = rows.some((row) => row.source.kind === 'indicative')
  return {
    tool: 'freight',
    title: t.pdfTitle,
    inputs,
    sections: [
      {
        heading: t.tableTitle,
        table: {
          columns: [t.port, ...FEE_FIELDS.map((field) => t[field]), t.total, t.transit, t.co2e],
          numeric: [false, ...FEE_FIELDS.map(() => true), true, true, true],
          // Thirteen columns: on a portrait page even the port names break.
          landscape: true,
          rows: rows.map((row) => [
            labelOf(ORIGIN_PORTS, row.port)[locale],
            ...FEE_FIELDS.map((field) => money(row[field])),
            money(row.total),
            t.transitRange(row.transitDays[0], row.transitDays[1]),
            formatNumber(row.co2eKg, locale, 0),
          ]),
        },
        ...(vndTotals.length > 0 ? { pairs: vndTotals } : {}),
        notes: [
          ...(vndNote(rates.card, locale) ? [vndNote(rates.card, locale)!] : []),
          `${t.sourcesTitle}: ${t.sourcesText}`,
          ...(indicative ? [`${t.ratesNoteTitle}: ${t.ratesNote}`] : []),
        ],
      },
    ],
  }
}
