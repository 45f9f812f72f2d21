import { useLanguage, useText } from '@/i18n/language-provider'
import type { Bilingual } from '@/i18n/locale'
import { formatDate, formatMoney } from '@/lib/format'
import { AlertBox } from '@/tools/shared/alert-box'
import type { AlertTone } from '@/tools/shared/alert-box'
import { Badge } from '@/tools/shared/badge'
import type { BadgeTone } from '@/tools/shared/badge'
import { ProgressBar } from '@/tools/shared/progress-bar'
import type { ProgressTone } from '@/tools/shared/progress-bar'
import { Panel, StatCard } from '@/tools/shared/result-card'
import { ResultsTable, RowHeader, TableCell } from '@/tools/shared/results-table'

import {
  DEMURRAGE_TABLE_ROWS,
  freeTimeProgressPercent,
  isTableTruncated,
  tableRows,
  type DemurrageAlert,
  type DemurrageResult,
} from './calc'
import { DAY_STATUSES, type DayStatus } from './data'
import { demurrageText } from './demurrage-text'
import { HOLIDAY_NAMES, MAKE_UP_WORKDAY_NAME } from './vn-holidays'

const ALERT_TONES: Record<DemurrageAlert['type'], AlertTone> = {
  warning: 'warning',
  urgent: 'urgent',
  expired: 'destructive',
}

export const STATUS_LABELS = Object.fromEntries(DAY_STATUSES.map((status) => [status.code, status.label])) as Record<
  DayStatus,
  Bilingual
>

const STATUS_TONES: Record<DayStatus, BadgeTone> = {
  free: 'success',
  demurrage: 'warning',
  detention: 'danger',
  both: 'danger',
}

/** Bar colour by days of free time left, matching the alert levels. */
function progressTone(daysLeft: number): ProgressTone {
  if (daysLeft <= 0) return 'danger'
  if (daysLeft <= 2) return 'warning'
  return 'success'
}

/**
 * The alert, summary cards, free-time bar and daily table of a demurrage result;
 * `tariffUsed` says whose tariff it was computed with (docs/decisions-spec.md §24).
 */
export function DemurrageResults({ result, tariffUsed }: { result: DemurrageResult; tariffUsed: string }) {
  const { locale } = useLanguage()
  const t = useText(demurrageText)
  const money = (value: number) => formatMoney(value, 'USD', locale, 0)
  const date = (iso: string) => formatDate(iso, locale)
  const percent = Math.round(freeTimeProgressPercent(result))

  return (
    <div className="space-y-6">
      <Panel title={t.summaryTitle}>
        <div className="space-y-5">
          {result.alerts.map((alert) => (
            <DemurrageAlertBox key={alert.type} alert={alert} />
          ))}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={t.freeTimeEnd}
              value={date(result.freeTimeEndDate)}
              note={t.freeTimeEndNote(result.freeTimeDays, date(result.arrivalDate))}
              tone="brand"
            />
            <StatCard
              label={t.daysOverdue}
              value={result.daysOverdue}
              note={t.daysOverdueNote(date(result.currentDate))}
              tone={result.daysOverdue > 0 ? 'danger' : 'success'}
            />
            <StatCard
              label={t.chargesSplit}
              value={`${money(result.totalDemurrage)} / ${money(result.totalDetention)}`}
              note={t.chargesSplitNote}
            />
            <StatCard
              label={t.totalCost}
              value={money(result.totalCost)}
              note={t.totalCostNote(result.dailyTracking.length)}
              tone={result.totalCost > 0 ? 'warning' : 'default'}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard
              label={t.costSoFar}
              value={<span data-testid="cost-so-far">{money(result.costSoFar.total)}</span>}
              note={t.costSoFarNote(date(result.costSoFar.until), result.costSoFar.chargedDays)}
              tone={result.costSoFar.total > 0 ? 'danger' : 'success'}
            />
            {result.projected && (
              <StatCard
                label={t.projectedCost}
                value={<span data-testid="projected-cost">{money(result.projected.total)}</span>}
                note={t.projectedCostNote(date(result.projected.until), result.projected.chargedDays)}
                tone="warning"
              />
            )}
          </div>
          <p data-tariff-source className="text-sm font-medium text-slate-800">
            {tariffUsed}
          </p>
          <ProgressBar
            label={t.progressLabel}
            value={percent}
            valueText={t.progressText(percent, result.daysLeft)}
            tone={progressTone(result.daysLeft)}
          />
        </div>
      </Panel>

      <Panel title={t.trackingTitle}>
        {/* Pinned on a phone: up to thirty days read best as rows of a table, with the date
            and the running cost (the figure followed down the days) always in view. */}
        <ResultsTable
          pinned
          caption={t.trackingCaption}
          columns={[
            { label: t.date },
            { label: t.dayNumber, numeric: true },
            { label: t.status },
            { label: t.freeTimeRemaining, numeric: true },
            { label: t.dailyCost, numeric: true },
            { label: t.runningCost, numeric: true },
          ]}
        >
          {tableRows(result).map((row) => {
            const today = row.date === result.currentDate
            return (
              <tr
                key={row.date}
                className={today ? 'bg-brand-50' : row.holiday ? 'bg-rose-50' : 'bg-white'}
                aria-current={today ? 'date' : undefined}
                data-holiday={row.holiday}
              >
                <RowHeader>
                  <span className="whitespace-nowrap">{date(row.date)}</span>
                  {(today || row.holiday || row.makeUpWorkday) && (
                    // Below the date, so the pinned column stays narrow on a phone.
                    <span className="mt-1 flex flex-wrap gap-1 sm:mt-0 sm:ml-2 sm:inline-flex">
                      {today && <Badge tone="brand">{t.today}</Badge>}
                      {row.holiday && (
                        <span title={t.holiday}>
                          <Badge tone="danger">{HOLIDAY_NAMES[row.holiday][locale]}</Badge>
                        </span>
                      )}
                      {row.makeUpWorkday && <Badge tone="neutral">{MAKE_UP_WORKDAY_NAME[locale]}</Badge>}
                    </span>
                  )}
                </RowHeader>
                <TableCell numeric>{row.dayNumber}</TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status][locale]}</Badge>
                </TableCell>
                <TableCell numeric>{row.freeTimeRemaining}</TableCell>
                <TableCell numeric>{money(row.dailyDemurrage + row.dailyDetention)}</TableCell>
                <TableCell numeric strong>
                  {money(row.demurrageCost + row.detentionCost)}
                </TableCell>
              </tr>
            )
          })}
        </ResultsTable>
        {isTableTruncated(result) && (
          <p className="mt-3 text-sm text-slate-600 italic">{t.showingFirst(DEMURRAGE_TABLE_ROWS)}</p>
        )}
        {result.dailyTracking.some((row) => row.holiday || row.makeUpWorkday) && (
          <p className="mt-3 text-xs text-slate-500">{t.holidaysSource}</p>
        )}
      </Panel>
    </div>
  )
}

function DemurrageAlertBox({ alert }: { alert: DemurrageAlert }) {
  const t = useText(demurrageText)
  const texts = {
    warning: [t.warningTitle, t.warning(alert.daysLeft)],
    urgent: [t.urgentTitle, t.urgent(alert.daysLeft)],
    // Past the end, days left is minus the days since the end.
    expired: [t.expiredTitle, t.expired(-alert.daysLeft)],
  } as const
  const [title, text] = texts[alert.type]
  return (
    <AlertBox tone={ALERT_TONES[alert.type]} title={title}>
      {text}
    </AlertBox>
  )
}
