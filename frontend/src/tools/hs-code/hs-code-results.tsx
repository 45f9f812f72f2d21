import { Handshake, Scale } from 'lucide-react'
import { useId } from 'react'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatMoney, formatPercent } from '@/lib/format'
import { AlertBox } from '@/tools/shared/alert-box'
import { Badge } from '@/tools/shared/badge'
import { ResultsTable, RowHeader, TableCell } from '@/tools/shared/results-table'

import type { HsAnalysisResult, HsRecommendation } from './calc'
import { HS_COUNTRIES, hsGroupLabel } from './data'
import type { HsCountryCode } from './data'
import { labelOf } from '@/tools/shared/choices'
import { hsCodeText } from './hs-code-text'

function usd(value: number, locale: Locale): string {
  return formatMoney(value, 'USD', locale)
}

/** Everything shown after an analysis: savings alert, cards, comparison table, legal note. */
export function HsCodeResults({
  result,
  origin,
  destination,
}: {
  result: HsAnalysisResult
  origin: HsCountryCode
  destination: HsCountryCode
}) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t.resultsTitle}
      </h2>

      <AlertBox tone="success" title={t.maxSavings(usd(result.maxSavings, locale))}>
        <p>{t.maxSavingsExplain}</p>
        <p>{t.matchedGroup(hsGroupLabel(result.matchedGroup)[locale])}</p>
        {result.matchedGroup === 'generic' && <p>{t.genericNote}</p>}
        {result.toleranceFallback && <p className="font-medium">{t.toleranceFallbackNote}</p>}
        {result.fuzzyMatch && <p>{t.fuzzyNote}</p>}
      </AlertBox>

      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">{t.recommendationsTitle}</h3>
        <ol className="grid gap-4 lg:grid-cols-3">
          {result.recommendations.map((row) => (
            <li key={row.code} className="min-w-0">
              <RecommendationCard row={row} />
            </li>
          ))}
        </ol>
      </div>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">{t.comparisonTitle}</h3>
        <ComparisonTable recommendations={result.recommendations} />
      </div>

      <Agreements result={result} origin={origin} destination={destination} />

      <LegalNote />
    </section>
  )
}

function Agreements({ result, origin, destination }: { result: HsAnalysisResult; origin: HsCountryCode; destination: HsCountryCode }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const from = labelOf(HS_COUNTRIES, origin)[locale]
  const to = labelOf(HS_COUNTRIES, destination)[locale]
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{t.agreementsTitle}</h3>
      {result.tradeAgreements.length === 0 ? (
        <p className="text-sm text-slate-700">{t.agreementsNone(from, to)}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t.agreementsIntro(from, to)}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {result.tradeAgreements.map((agreement) => (
              <li key={agreement.id} data-agreement={agreement.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
                <Handshake className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <p className="font-semibold text-slate-900">{agreement.name[locale]}</p>
                  <p className="mt-1 text-slate-700">
                    <span className="font-medium">{t.proofOfOrigin}: </span>
                    {agreement.proof[locale]}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function RecommendationCard({ row }: { row: HsRecommendation }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const titleId = useId()
  const figures: Array<[string, string]> = [
    [t.customsDuty, formatPercent(row.customsDuty, locale)],
    [t.vat, formatPercent(row.vat, locale)],
    [t.otherCharges, formatPercent(row.otherCharges, locale)],
    [t.totalTax, formatPercent(row.totalTax, locale)],
    [t.totalTaxAmount, usd(row.totalTaxAmount, locale)],
    [t.technicalDeviation, formatPercent(row.technicalDeviation, locale)],
  ]
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`hs-card-${row.code}`}
      className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm ${
        row.rank === 1 ? 'border-emerald-300 ring-1 ring-emerald-200' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{t.rank(row.rank)}</Badge>
        {row.rank === 1 && <Badge tone="success">{t.lowestTax}</Badge>}
      </div>
      <h4 id={titleId} className="font-mono text-xl font-bold text-slate-900">
        {row.code}
      </h4>
      <p className="text-sm text-slate-700">{locale === 'vi' ? row.descriptionVi : row.descriptionEn}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-md bg-emerald-50 px-3 py-2">
          <dt className="text-emerald-900">{t.savings}</dt>
          <dd className="text-lg font-bold text-emerald-900 tabular-nums">{usd(row.savings, locale)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">{t.legalReference}</dt>
          <dd className="text-xs text-slate-700">{row.legalReference[locale]}</dd>
        </div>
      </dl>
    </article>
  )
}

function ComparisonTable({ recommendations }: { recommendations: readonly HsRecommendation[] }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const columns = [
    { label: t.codeColumn },
    { label: t.rankColumn, numeric: true },
    { label: t.customsDuty, numeric: true },
    { label: t.vat, numeric: true },
    { label: t.otherCharges, numeric: true },
    { label: t.totalTax, numeric: true },
    { label: t.totalTaxAmount, numeric: true },
    { label: t.technicalDeviation, numeric: true },
    { label: t.savings, numeric: true },
  ]
  return (
    <ResultsTable caption={t.comparisonTitle} columns={columns}>
      {recommendations.map((row) => (
        <tr key={row.code} className={row.rank === 1 ? 'bg-emerald-50' : undefined}>
          <RowHeader>{row.code}</RowHeader>
          <TableCell numeric>{row.rank}</TableCell>
          <TableCell numeric>{formatPercent(row.customsDuty, locale)}</TableCell>
          <TableCell numeric>{formatPercent(row.vat, locale)}</TableCell>
          <TableCell numeric>{formatPercent(row.otherCharges, locale)}</TableCell>
          <TableCell numeric>{formatPercent(row.totalTax, locale)}</TableCell>
          <TableCell numeric strong>
            {usd(row.totalTaxAmount, locale)}
          </TableCell>
          <TableCell numeric>{formatPercent(row.technicalDeviation, locale)}</TableCell>
          <TableCell numeric strong>
            {usd(row.savings, locale)}
          </TableCell>
        </tr>
      ))}
    </ResultsTable>
  )
}

function LegalNote() {
  const t = useText(hsCodeText)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
      <Scale className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <div className="space-y-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t.legalTitle}
        </h3>
        <p>{t.legalIndicative}</p>
        <p>{t.legalVerify}</p>
        <p>{t.legalAdvanceRuling}</p>
      </div>
    </section>
  )
}
