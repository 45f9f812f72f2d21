import { Handshake, Scale } from 'lucide-react'
import { useId } from 'react'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatMoney, formatPercent } from '@/lib/format'
import { AlertBox } from '@/tools/shared/alert-box'
import { Badge } from '@/tools/shared/badge'
import { labelOf } from '@/tools/shared/choices'

import type { HsAnalysisResult, HsHeadingMatch, HsRecommendation, HsVietnamTaxes } from './calc'
import { HS_COUNTRIES } from './data'
import type { HsInput } from './input'
import { hsCodeText } from './hs-code-text'

function usd(value: number, locale: Locale): string {
  return formatMoney(value, 'USD', locale)
}

/** The words that chose a heading or subheading, quoted. */
export function quoteWords(words: readonly string[], locale: Locale): string {
  return words.map((word) => (locale === 'vi' ? `“${word}”` : `"${word}"`)).join(', ')
}

/** Everything shown after an analysis: the guidance banner, headings, subheadings, taxes, agreements, legal note. */
export function HsCodeResults({ result, input }: { result: HsAnalysisResult; input: HsInput }) {
  const t = useText(hsCodeText)
  const headingId = useId()
  const headingName = (code: string) => result.headings.find((match) => match.code === code)
  return (
    <section data-result-headline aria-labelledby={headingId} className="scroll-mt-24 space-y-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t.resultsTitle}
      </h2>

      <AlertBox tone="warning" title={t.guidanceBanner} />

      {result.headings.length === 0 ? (
        <AlertBox tone="info" title={t.noHeading} />
      ) : (
        <>
          <div className="space-y-3">
            <h3 className="text-lg font-semibold text-slate-900">{t.headingsTitle}</h3>
            <ul className="grid gap-3 md:grid-cols-2">
              {result.headings.map((match) => (
                <HeadingCard key={match.code} match={match} />
              ))}
            </ul>
          </div>

          <div className="space-y-3">
            <h3 className="text-lg font-semibold text-slate-900">{t.recommendationsTitle}</h3>
            {result.undecided && <p className="text-sm font-medium text-amber-900">{t.undecidedNote}</p>}
            <ol className="grid gap-4 lg:grid-cols-3">
              {result.recommendations.map((row) => (
                <li key={row.code} className="min-w-0">
                  <RecommendationCard row={row} headingVi={headingName(row.heading)?.nameVi ?? ''} />
                </li>
              ))}
            </ol>
            <p className="text-sm text-slate-700">{t.nationalLine}</p>
          </div>
        </>
      )}

      <Taxes result={result} input={input} />

      <Agreements result={result} input={input} />

      <LegalNote />
    </section>
  )
}

function HeadingCard({ match }: { match: HsHeadingMatch }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  return (
    <li data-heading={match.code} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <p className="font-mono text-lg font-bold text-slate-900">{match.code}</p>
      <p className="font-medium text-slate-900">{locale === 'vi' ? match.nameVi : match.nameEn}</p>
      {locale === 'vi' && <p className="mt-1 text-slate-600">{match.nameEn}</p>}
      <p className="mt-2 text-slate-700">{t.headingReason(quoteWords(match.words, locale))}</p>
    </li>
  )
}

function RecommendationCard({ row, headingVi }: { row: HsRecommendation; headingVi: string }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`hs-card-${row.code}`}
      className={`flex h-full flex-col gap-2 rounded-xl border bg-white p-5 shadow-sm ${
        row.rank === 1 ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{t.rank(row.rank)}</Badge>
        {row.rank === 1 && row.words.length > 0 && <Badge tone="success">{t.bestFit}</Badge>}
      </div>
      <h4 id={titleId} className="font-mono text-xl font-bold text-slate-900">
        {row.code}
      </h4>
      {locale === 'vi' && <p className="text-sm font-medium text-slate-900">{headingVi}</p>}
      <p className="text-sm text-slate-700">
        <span className="sr-only">{t.nomenclatureText}: </span>
        {row.descriptionEn}
      </p>
      <p className="text-sm text-slate-800">{row.words.length > 0 ? t.subheadingReason(quoteWords(row.words, locale)) : t.subheadingNoReason}</p>
    </article>
  )
}

function Taxes({ result, input }: { result: HsAnalysisResult; input: HsInput }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const to = labelOf(HS_COUNTRIES, input.destinationCountry)[locale]
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{t.taxTitle}</h3>
      {result.vietnam ? (
        <VietnamTaxes taxes={result.vietnam} />
      ) : (
        <p className="text-sm text-slate-700">{t.foreignTariff(to, result.destinationTariff[locale])}</p>
      )}
    </div>
  )
}

function VietnamTaxes({ taxes }: { taxes: HsVietnamTaxes }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const pct = (value: number) => formatPercent(value, locale)
  const rows: Array<[string, string, boolean?]> = []
  if (taxes.dutyRate !== undefined && taxes.dutyAmount !== undefined && taxes.vatAmount !== undefined && taxes.totalAmount !== undefined) {
    rows.push([`${t.dutyAmount} · ${pct(taxes.dutyRate)}`, usd(taxes.dutyAmount, locale)])
    rows.push([`${t.vatAmount} · ${pct(taxes.vatRate)}`, usd(taxes.vatAmount, locale)])
    rows.push([t.totalAmount, usd(taxes.totalAmount, locale), true])
    if (taxes.preferentialRate !== undefined && taxes.preferentialTotal !== undefined) {
      rows.push([t.preferentialTotal(pct(taxes.preferentialRate)), usd(taxes.preferentialTotal, locale)])
    }
  }
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {rows.length === 0 && <p>{t.vietnamNoRate}</p>}
      <p>{t.vatNote(pct(taxes.vatRate))}</p>
      {rows.length > 0 && (
        <>
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {rows.map(([label, value, strong]) => (
              <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
                <dt className={strong ? 'font-semibold text-slate-900' : undefined}>{label}</dt>
                <dd className={`tabular-nums ${strong ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs">{t.ratesFromUser}</p>
        </>
      )}
      {taxes.savings !== undefined && (
        <AlertBox tone="success" title={`${t.savings}: ${usd(taxes.savings, locale)}`}>
          <p>{t.savingsNote}</p>
        </AlertBox>
      )}
    </div>
  )
}

function Agreements({ result, input }: { result: HsAnalysisResult; input: HsInput }) {
  const t = useText(hsCodeText)
  const { locale } = useLanguage()
  const from = labelOf(HS_COUNTRIES, input.originCountry)[locale]
  const to = labelOf(HS_COUNTRIES, input.destinationCountry)[locale]
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
                <div className="min-w-0">
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
        <p className="text-xs text-slate-600">{t.sourceNote}</p>
      </div>
    </section>
  )
}
