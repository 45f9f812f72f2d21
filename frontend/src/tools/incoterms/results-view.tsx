import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { InfoTip } from '@/tools/shared/info-tip'
import { Panel, StatCard } from '@/tools/shared/result-card'
import { ResultsTable, RowCard, RowHeader, TableCell } from '@/tools/shared/results-table'

import type { IncotermsBreakdown, IncotermsInput, IncotermsResult } from './calc'
import { CARGO_TYPES, DESTINATION_PORTS, INCOTERM_RULES, LOADING_PORTS } from './data'
import type { IncotermRule } from './data'
import { incotermsText } from './incoterms-text'

export interface IncotermsOutcome {
  /** The input the result was calculated from; the form may have changed since. */
  input: IncotermsInput
  result: IncotermsResult
}

type Line = { kind: 'line'; key: keyof IncotermsBreakdown; basis?: string } | { kind: 'subtotal'; term: 'FOB' | 'CIF' }

/**
 * A cost line's name, with how it was worked out on a second line. It may wrap, unlike the
 * shared RowHeader, so that the two-column table fits a phone without scrolling.
 */
function ItemHeader({ label, basis, strong }: { label: string; basis?: string; strong?: boolean }) {
  return (
    <th scope="row" className={`px-3 py-2 text-left ${strong ? 'font-semibold text-brand-900' : 'font-medium text-slate-900'}`}>
      {label}
      {basis && <span className="block text-xs font-normal text-slate-600">{basis}</span>}
    </th>
  )
}

export function ResultsView({ outcome }: { outcome: IncotermsOutcome }) {
  const t = useText(incotermsText)
  const { locale } = useLanguage()
  const { input, result } = outcome

  const money = (value: number) => formatMoney(value, input.currency, locale)
  const pct = (value: number) => formatPercent(value, locale)
  const unit = t.unitShort[input.unit]
  const quantity = `${formatNumber(input.quantity, locale)} ${unit}`
  const perUnitBasis = (perUnit: number) => t.timesQuantity(`${money(perUnit)}/${unit}`, quantity)
  const labelOf = <T extends { id: string; label: { vi: string; en: string } }>(list: readonly T[], id: string) =>
    list.find((item) => item.id === id)?.label[locale] ?? id

  const totals = { EXW: result.exw, FOB: result.fob, CIF: result.cif, DDP: result.ddp }
  const headline: readonly (keyof typeof totals)[] = ['EXW', 'FOB', 'CIF', 'DDP']
  const ruleLabel = (id: IncotermRule) => INCOTERM_RULES.find((rule) => rule.id === id)!.label[locale]

  // The breakdown in the order the costs arise, with the FOB and CIF prices where they fall,
  // so the table adds up to each price.
  const lines: Line[] = [
    { kind: 'line', key: 'exwBase' },
    { kind: 'line', key: 'packaging' },
    { kind: 'line', key: 'inlandToPort', basis: perUnitBasis(input.inlandTransportPerUnit) },
    { kind: 'line', key: 'exportFormalities' },
    { kind: 'line', key: 'loading' },
    { kind: 'subtotal', term: 'FOB' },
    { kind: 'line', key: 'freight', basis: perUnitBasis(input.seaFreightPerUnit) },
    { kind: 'line', key: 'insurance', basis: (input.insureAt110 ? t.ofCif110 : t.ofCif)(pct(result.insuranceRate)) },
    { kind: 'subtotal', term: 'CIF' },
    { kind: 'line', key: 'importFormalities' },
    { kind: 'line', key: 'customsDuty', basis: t.ofCif(pct(input.customsDuty)) },
    { kind: 'line', key: 'vat', basis: t.ofVatBase(pct(input.vat)) },
    { kind: 'line', key: 'otherImportFees' },
    { kind: 'line', key: 'deliveryToFinal', basis: perUnitBasis(input.finalDeliveryPerUnit) },
  ]

  return (
    <div className="space-y-6">
      <Panel title={t.resultsTitle}>
        <p className="mb-4 text-sm text-slate-700">
          {t.resultsSummary(
            quantity,
            labelOf(CARGO_TYPES, input.cargoType),
            labelOf(LOADING_PORTS, input.loadingPort),
            labelOf(DESTINATION_PORTS, input.destinationPort),
          )}{' '}
          {input.advancedMode ? t.modeUsedAdvanced : t.modeUsedExpress}
          {input.exchangeRate !== undefined && (
            <> {t.rateUsed(formatNumber(input.exchangeRate, locale), input.currency, input.rateDate ? formatDate(input.rateDate, locale) : '')}</>
          )}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {headline.map((id) => (
            <StatCard
              key={id}
              label={id}
              tone={id === 'DDP' ? 'brand' : 'default'}
              value={<span data-testid={`price-${id}`}>{money(totals[id])}</span>}
              note={
                <>
                  {ruleLabel(id)}
                  <br />
                  {t.perUnit(money(totals[id] / input.quantity), unit)}
                </>
              }
            />
          ))}
        </div>
        {!input.advancedMode && (
          // Express mode hides duty and VAT: say which it assumed and how to change them (docs/decisions-spec.md §22).
          <p data-testid="ddp-assumption" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {t.ddpAssumed(formatPercent(input.customsDuty, locale), formatPercent(input.vat, locale))}
          </p>
        )}
        <div className="mt-4 sm:max-w-xs">
          <StatCard
            label={t.effectiveInsurance}
            value={<span data-testid="effective-insurance">{pct(result.insuranceRate)}</span>}
            note={
              <span className="inline-flex items-center gap-1">
                {t.effectiveInsuranceNote(pct(input.insuranceRate))}
                <InfoTip label={t.effectiveInsuranceInfoLabel}>{t.effectiveInsuranceInfo}</InfoTip>
              </span>
            }
          />
        </div>
      </Panel>

      <Panel title={t.allRulesTitle}>
        {/* Cards on a phone: a total in dong and the risk text do not fit beside each other. */}
        <ResultsTable
          caption={t.allRulesCaption}
          cards={INCOTERM_RULES.map((rule) => {
            const { total, riskPasses } = result.rules[rule.id]
            return (
              <RowCard
                key={rule.id}
                data-card={rule.id}
                title={`${rule.id} – ${rule.label[locale]}`}
                figures={[
                  { label: t.total, value: money(total) },
                  { label: t.perUnitColumn, value: money(total / input.quantity) },
                ]}
                details={[{ label: t.riskPasses, value: t.risk[riskPasses], wide: true }]}
              />
            )
          })}
          columns={[{ label: t.rule }, { label: t.total, numeric: true }, { label: t.perUnitColumn, numeric: true }, { label: t.riskPasses }]}
        >
          {INCOTERM_RULES.map((rule) => {
            const { total, riskPasses } = result.rules[rule.id]
            return (
              <tr key={rule.id} data-rule={rule.id}>
                <RowHeader>
                  {rule.id}
                  <span className="block text-xs font-normal text-slate-600">{rule.label[locale]}</span>
                </RowHeader>
                <TableCell numeric strong>
                  <span data-testid={`rule-${rule.id}`}>{money(total)}</span>
                </TableCell>
                <TableCell numeric>{money(total / input.quantity)}</TableCell>
                <td className="min-w-56 px-3 py-2 text-slate-700">{t.risk[riskPasses]}</td>
              </tr>
            )
          })}
        </ResultsTable>
        <p className="mt-3 text-sm text-slate-700">{t.cipNote}</p>
      </Panel>

      <Panel title={t.formulasTitle}>
        <ul className="space-y-1.5 text-sm text-slate-700">
          {INCOTERM_RULES.map((rule) => (
            <li key={rule.id}>{t.formulas[rule.id]}</li>
          ))}
        </ul>
        {input.insureAt110 && <p className="mt-3 text-sm text-slate-700">{t.insureAt110Hint}</p>}
      </Panel>

      <Panel title={t.breakdownTitle}>
        <ResultsTable
          caption={t.breakdownCaption}
          columns={[{ label: t.costItem }, { label: t.amount, numeric: true }]}
          foot={
            <tr className="bg-brand-50">
              <ItemHeader strong label={t.subtotal('DDP')} />
              <TableCell numeric strong>
                {money(result.ddp)}
              </TableCell>
            </tr>
          }
        >
          {lines.map((line) =>
            line.kind === 'line' ? (
              <tr key={line.key}>
                <ItemHeader label={t.breakdown[line.key]} basis={line.basis} />
                <TableCell numeric>{money(result.breakdown[line.key])}</TableCell>
              </tr>
            ) : (
              <tr key={line.term} className="bg-slate-50">
                <ItemHeader strong label={t.subtotal(line.term)} />
                <TableCell numeric strong>
                  {money(totals[line.term])}
                </TableCell>
              </tr>
            ),
          )}
        </ResultsTable>
      </Panel>
    </div>
  )
}
