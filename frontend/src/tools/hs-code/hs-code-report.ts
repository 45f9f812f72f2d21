// The PDF content of an HS classification guidance, in one language (docs/decisions-spec.md §10
// "Export PDF", §19 "HS"): it says it is guidance, like the screen.
import type { Locale } from '@/i18n/locale'
import { formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { labelOf } from '@/tools/shared/choices'
import type { PdfReport, PdfSection } from '@/tools/shared/pdf-report'

import { HS_COUNTRIES, HS_UNITS } from './data'
import { quoteWords } from './hs-code-results'
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

  const sections: PdfSection[] = [{ heading: t.resultsTitle, notes: [t.guidanceBanner] }]
  if (result.headings.length === 0) {
    sections.push({ heading: t.headingsTitle, notes: [t.noHeading] })
  } else {
    sections.push({
      heading: t.headingsTitle,
      pairs: result.headings.map((match) => [
        match.code,
        `${locale === 'vi' ? `${match.nameVi} (${match.nameEn})` : match.nameEn}. ${t.headingReason(quoteWords(match.words, locale))}`,
      ]),
    })
    sections.push({
      heading: t.recommendationsTitle,
      pairs: result.recommendations.map((row) => [
        `${t.rank(row.rank)}: ${row.code}`,
        `${row.descriptionEn}. ${row.words.length > 0 ? t.subheadingReason(quoteWords(row.words, locale)) : t.subheadingNoReason}`,
      ]),
      notes: [...(result.undecided ? [t.undecidedNote] : []), t.nationalLine],
    })
  }

  const vietnam = result.vietnam
  const taxPairs: Array<[string, string]> = []
  const taxNotes: string[] = []
  if (vietnam) {
    if (vietnam.dutyRate !== undefined && vietnam.dutyAmount !== undefined && vietnam.vatAmount !== undefined && vietnam.totalAmount !== undefined) {
      taxPairs.push([`${t.dutyAmount} · ${pct(vietnam.dutyRate)}`, usd(vietnam.dutyAmount)])
      taxPairs.push([`${t.vatAmount} · ${pct(vietnam.vatRate)}`, usd(vietnam.vatAmount)])
      taxPairs.push([t.totalAmount, usd(vietnam.totalAmount)])
      if (vietnam.preferentialRate !== undefined && vietnam.preferentialTotal !== undefined) {
        taxPairs.push([t.preferentialTotal(pct(vietnam.preferentialRate)), usd(vietnam.preferentialTotal)])
      }
      if (vietnam.savings !== undefined) taxPairs.push([t.savings, usd(vietnam.savings)])
      taxNotes.push(t.ratesFromUser)
      if (vietnam.savings !== undefined) taxNotes.push(t.savingsNote)
    } else {
      taxNotes.push(t.vietnamNoRate)
    }
    taxNotes.push(t.vatNote(pct(vietnam.vatRate)))
  } else {
    taxNotes.push(t.foreignTariff(to, result.destinationTariff[locale]))
  }
  sections.push({ heading: t.taxTitle, pairs: taxPairs, notes: taxNotes })
  sections.push({
    heading: t.agreementsTitle,
    pairs: result.tradeAgreements.map((agreement) => [agreement.name[locale], `${t.proofOfOrigin}: ${agreement.proof[locale]}`]),
    notes: [result.tradeAgreements.length > 0 ? t.agreementsIntro(from, to) : t.agreementsNone(from, to)],
  })
  sections.push({ heading: t.legalTitle, notes: [t.legalIndicative, t.legalVerify, t.legalAdvanceRuling, t.sourceNote] })
  return { tool: 'hs-code', title: t.pdfTitle, inputs, sections }
}
