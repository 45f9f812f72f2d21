// The PDF content of an Incoterms result, in one language (docs/decisions-spec.md §10 "Export PDF").
import type { Locale } from '@/i18n/locale'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import type { PdfReport } from '@/tools/shared/pdf-report'
import { toolText } from '@/tools/shared/tool-text'

import type { IncotermsBreakdown } from './calc'
import { CARGO_TYPES, DESTINATION_PORTS, ICC_CONDITIONS, INCOTERM_RULES, LOADING_PORTS } from './data'
import { incotermsText } from './incoterms-text'
import type { IncotermsOutcome } from './results-view'

const BREAKDOWN_ORDER: readonly (keyof IncotermsBreakdown)[] = [
  'exwBase',
  'packaging',
  'inlandToPort',
  'exportFormalities',
  'loading',
  'freight',
  'insurance',
  'importFormalities',
  'customsDuty',
  'vat',
  'otherImportFees',
  'deliveryToFinal',
]

export function incotermsReport({ input, result }: IncotermsOutcome, locale: Locale): PdfReport {
  const t = incotermsText[locale]
  const shared = toolText[locale]
  const money = (value: number) => formatMoney(value, input.currency, locale)
  const label = (list: ReadonlyArray<{ id: string; label: { vi: string; en: string } }>, id: string) =>
    list.find((item) => item.id === id)?.label[locale] ?? id
  const unit = t.unitShort[input.unit]
  return {
    tool: 'incoterms',
    title: t.pdfTitle,
    inputs: [
      [t.exwPrice, money(input.exwPrice)],
      // The rate the default costs were converted at, with its date, as on the screen.
      ...(input.exchangeRate !== undefined
        ? ([[t.exchangeRate(input.currency), [formatNumber(input.exchangeRate, locale), input.rateDate ? formatDate(input.rateDate, locale) : ''].filter(Boolean).join(', ')]] as Array<[string, string]>)
        : []),
      [t.quantity, `${formatNumber(input.quantity, locale)} ${unit}`],
      [t.cargoType, label(CARGO_TYPES, input.cargoType)],
      [t.loadingPort, label(LOADING_PORTS, input.loadingPort)],
      [t.destinationPort, label(DESTINATION_PORTS, input.destinationPort)],
      [t.advancedMode, input.advancedMode ? shared.yes : shared.no],
      [t.iccCondition, label(ICC_CONDITIONS, input.iccCondition)],
      [t.effectiveInsurance, formatPercent(result.insuranceRate, locale)],
      [t.insureAt110, input.insureAt110 ? shared.yes : shared.no],
      [t.customsDuty, formatPercent(input.customsDuty, locale)],
      [t.vat, formatPercent(input.vat, locale)],
    ],
    sections: [
      {
        heading: t.allRulesTitle,
        table: {
          columns: [t.rule, t.total, t.perUnitColumn, t.riskPasses],
          numeric: [false, true, true, false],
          rows: INCOTERM_RULES.map((rule) => {
            const { total, riskPasses } = result.rules[rule.id]
            return [`${rule.id} – ${rule.label[locale]}`, money(total), money(total / input.quantity), t.risk[riskPasses]]
          }),
        },
        notes: [t.cipNote],
      },
      {
        heading: t.breakdownTitle,
        table: {
          columns: [t.costItem, t.amount],
          numeric: [false, true],
          rows: [...BREAKDOWN_ORDER.map((key) => [t.breakdown[key], money(result.breakdown[key])]), [t.subtotal('DDP'), money(result.ddp)]],
          strongRows: [BREAKDOWN_ORDER.length],
        },
      },
      { heading: t.formulasTitle, notes: INCOTERM_RULES.map((rule) => t.formulas[rule.id]) },
    ],
  }
}
