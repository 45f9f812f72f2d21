// The PDF content of an HS code analysis, in one language (docs/decisions.md §10 "Export PDF").
import type { Locale } from '@/i18n/locale'
import { formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { labelOf } from '@/tools/shared/choices'
import type { PdfReport } from '@/tools/shared/pdf-report'

import { HS_COUNTRIES, HS_UNITS, hsGroupLabel } from './data'
import type { HsOutcome } from './hs-code-screen'
import { hsCodeText } from './hs-code-text'

export function hsCodeReport({ input, result }: HsOutcome, locale: Locale): PdfReport {
  const t = hsCodeText[locale]
  const usd = (value: number) => formatMoney(value, 'USD', locale)
  const pct = (value: number) => formatPercent(value, locale)
  const from = labelOf(HS_COUNTRIES, input.originCountry)[locale]
  const to = labelOf(HS_COUNTRIES, input.destinationCountry)[locale]
  const inputs: Array<[string, string]> = [
    [t.productDescription, input.productDescription],
    [t.customsValue, usd(input.customsValue)],
    [t.quantity, `${formatNumber(input.quantity, locale)} ${labelOf(HS_UNITS, input.unit)[locale]}`],
    [t.originCountry, from],
    [t.destinationCountry, to],
  ]
  if (input.material) inputs.push([t.material, input.material])
  if (input.usage) inputs.push([t.usage, input.usage])
  if (input.composition) inputs.push([t.composition, input.composition])
  inputs.push([t.technicalTolerance, pct(input.technicalTolerance)])
  return {
    tool: 'hs-code',
    title: t.pdfTitle,
    inputs,
    sections: [
      {
        heading: t.resultsTitle,
        pairs: [[t.maxSavings(usd(result.maxSavings)), t.matchedGroup(hsGroupLabel(result.matchedGroup)[locale])]],
        table: {
          columns: [t.codeColumn, t.rankColumn, t.customsDuty, t.vat, t.otherCharges, t.totalTax, t.totalTaxAmount, t.savings],
          numeric: [false, true, true, true, true, true, true, true],
          rows: result.recommendations.map((row) => [
            `${row.code} – ${locale === 'vi' ? row.descriptionVi : row.descriptionEn}`,
            String(row.rank),
            pct(row.customsDuty),
            pct(row.vat),
            pct(row.otherCharges),
            pct(row.totalTax),
            usd(row.totalTaxAmount),
            usd(row.savings),
          ]),
        },
        notes: result.recommendations.map((row) => `${row.code} – ${t.legalReference}: ${row.legalReference[locale]}`),
      },
      {
        heading: t.agreementsTitle,
        pairs: result.tradeAgreements.map((agreement) => [agreement.name[locale], `${t.proofOfOrigin}: ${agreement.proof[locale]}`]),
        notes: [result.tradeAgreements.length > 0 ? t.agreementsIntro(from, to) : t.agreementsNone(from, to)],
      },
      { heading: t.legalTitle, notes: [t.legalIndicative, t.legalVerify, t.legalAdvanceRuling] },
    ],
  }
}
