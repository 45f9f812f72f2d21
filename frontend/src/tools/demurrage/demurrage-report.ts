// The PDF content of a demurrage result, in one language (docs/decisions-spec.md §10 "Export PDF").
import type { Locale } from '@/i18n/locale'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { labelOf } from '@/tools/shared/choices'
import type { PdfReport } from '@/tools/shared/pdf-report'
import { parseNumber } from '@/lib/numbers'
import { toolText } from '@/tools/shared/tool-text'

import { parseRate } from './calc'
import type { DemurrageResult } from './calc'
import { CHARGE_TYPES, CONTAINER_TYPES, DAY_TYPES, DIRECTIONS, PORTS } from './data'
import type { DemurrageForm } from './demurrage-screen'
import { STATUS_LABELS } from './demurrage-results'
import { demurrageText } from './demurrage-text'
import { HOLIDAY_NAMES, MAKE_UP_WORKDAY_NAME } from './vn-holidays'

/** `tariffUsed`: whose tariff the result used, in `locale` (see `tariffSourceText`). */
export function demurrageReport(form: DemurrageForm, result: DemurrageResult, locale: Locale, tariffUsed: string): PdfReport {
  const t = demurrageText[locale]
  const shared = toolText[locale]
  const money = (value: number) => formatMoney(value, 'USD', locale, 0)
  const date = (iso: string) => formatDate(iso, locale)
  const yes = (value: boolean) => (value ? shared.yes : shared.no)
  // Rates as the page's language groups them ("1.500" / "1,500"), not as typed.
  const rate = (text: string) => formatNumber(parseRate(parseNumber(text, locale)), locale)
  const tiers = (rows: DemurrageForm['demurrageTiers'], flat: string) =>
    rows.length > 0
      ? rows.map((row) => `${t.tierFromDay} ${row.fromDay}: ${rate(row.rate)} ${t.ratePerDay}`).join('; ')
      : `${rate(flat)} ${t.ratePerDay} (${t.flatRate})`

  const inputs: Array<[string, string]> = [
    [t.containerType, labelOf(CONTAINER_TYPES, form.containerType)[locale]],
    [t.containerNumber, form.containerNumber],
  ]
  if (form.bookingNumber) inputs.push([t.bookingNumber, form.bookingNumber])
  inputs.push([t.direction, labelOf(DIRECTIONS, form.direction ?? 'import')[locale]])
  if (form.loadingPort) inputs.push([t.loadingPort, labelOf(PORTS, form.loadingPort)[locale]])
  if (form.dischargePort) inputs.push([t.dischargePort, labelOf(PORTS, form.dischargePort)[locale]])
  inputs.push([t.etaDate, date(result.eta)])
  if (result.actualArrival) inputs.push([t.actualArrivalDate, date(result.actualArrival)])
  inputs.push(
    [t.currentDate, date(result.currentDate)],
    [t.freeTimeDays, String(result.freeTimeDays)],
    [t.dayType, labelOf(DAY_TYPES, form.dayType)[locale]],
    // The exclusions apply to working days only; with calendar days they are not shown.
    ...(form.dayType === 'working'
      ? ([
          [t.excludeWeekends, yes(form.excludeWeekends)],
          [t.excludeHolidays, yes(form.excludeHolidays)],
        ] as Array<[string, string]>)
      : []),
    [t.chargeType, labelOf(CHARGE_TYPES, form.chargeType)[locale]],
  )
  if (form.chargeType !== 'detention') inputs.push([t.demurrageRate, tiers(form.demurrageTiers, form.demurrageRate)])
  if (form.chargeType !== 'demurrage') inputs.push([t.detentionRate, tiers(form.detentionTiers, form.detentionRate)])
  if (result.projected) inputs.push([t.returnDate, date(result.projected.until)])
  // Whose tariff and the card's version: the company's word or indicative (§24).
  inputs.push([t.tariffUsed, tariffUsed])

  const summary: Array<[string, string]> = [
    [t.freeTimeEnd, date(result.freeTimeEndDate)],
    [t.daysOverdue, String(result.daysOverdue)],
    [t.chargesSplit, `${money(result.totalDemurrage)} / ${money(result.totalDetention)}`],
    [t.totalCost, `${money(result.totalCost)} (${t.totalCostNote(result.dailyTracking.length)})`],
    [t.costSoFar, `${money(result.costSoFar.total)} (${t.costSoFarNote(date(result.costSoFar.until), result.costSoFar.chargedDays)})`],
  ]
  if (result.projected) {
    summary.push([
      t.projectedCost,
      `${money(result.projected.total)} (${t.projectedCostNote(date(result.projected.until), result.projected.chargedDays)})`,
    ])
  }

  const rows = result.dailyTracking.map((row) => {
    const marks = [
      row.holiday ? HOLIDAY_NAMES[row.holiday][locale] : '',
      row.makeUpWorkday ? MAKE_UP_WORKDAY_NAME[locale] : '',
    ].filter(Boolean)
    return [
      marks.length > 0 ? `${date(row.date)} – ${marks.join(', ')}` : date(row.date),
      String(row.dayNumber),
      STATUS_LABELS[row.status][locale],
      String(row.freeTimeRemaining),
      money(row.dailyDemurrage + row.dailyDetention),
      money(row.demurrageCost + row.detentionCost),
    ]
  })

  return {
    tool: 'demurrage',
    title: t.pdfTitle,
    inputs,
    sections: [
      { heading: t.summaryTitle, pairs: summary },
      {
        heading: t.trackingTitle,
        table: {
          columns: [t.date, t.dayNumber, t.status, t.freeTimeRemaining, t.dailyCost, t.runningCost],
          numeric: [false, true, false, true, true, true],
          rows,
        },
        notes: result.dailyTracking.some((row) => row.holiday || row.makeUpWorkday) ? [t.holidaysSource] : [],
      },
    ],
  }
}
