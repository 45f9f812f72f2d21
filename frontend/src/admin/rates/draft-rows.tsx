import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate, formatNumber } from '@/lib/format'

import { Pager } from '../ui/pager'
import { newLane, newTariff, withRow, withoutRow, type FreightLane, type RateCard, type Tariff } from './draft-edit'
import { LaneForm } from './lane-form'
import { ratesText } from './rates-text'
import { TariffForm } from './tariff-form'
import { useSaveCard } from './use-save-card'

const ROWS_PAGE = 50

/** Which row the form is open on: an index, 'new', or none. */
type Editing = number | 'new' | null

interface RowsProps {
  card: RateCard
  version: string | undefined
}

/** The row's two buttons, each named with the row so a screen reader tells them apart. */
function RowActions({ name, busy, onEdit, onDelete }: { name: string; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const t = useText(ratesText)
  return (
    <div className="flex justify-end gap-1">
      <Button variant="outline" size="sm" aria-label={t.editRow(name)} onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="outline" size="sm" aria-label={t.deleteRow(name)} disabled={busy} onClick={onDelete}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  )
}

/** A paged table of a draft list, its form above it while a row is added or edited. */
function RowsSection<T>(props: {
  id: string
  title: string
  empty: string
  addLabel: string
  rows: T[]
  head: string[]
  cells: (row: T) => ReactNode[]
  name: (row: T) => string
  form: (editing: Exclude<Editing, null>, close: () => void) => ReactNode
  onDelete: (index: number) => void
  busy: boolean
}) {
  const t = useText(ratesText)
  const [offset, setOffset] = useState(0)
  const [editing, setEditing] = useState<Editing>(null)
  const { rows } = props
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={props.id} className="font-semibold text-slate-900">
          {props.title}
        </h3>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden />
          {props.addLabel}
        </Button>
      </div>
      {editing !== null && props.form(editing, () => setEditing(null))}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{props.empty}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{props.title}</caption>
              <thead className="text-slate-600">
                <tr>
                  {props.head.map((label) => (
                    <th key={label} scope="col" className="whitespace-nowrap p-2">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(offset, offset + ROWS_PAGE).map((row, at) => (
                  <tr key={offset + at} className="border-t border-slate-100">
                    {props.cells(row).map((cell, column) => (
                      <td key={column} className="whitespace-nowrap p-2">
                        {cell}
                      </td>
                    ))}
                    <td className="p-2">
                      <RowActions
                        name={props.name(row)}
                        busy={props.busy}
                        onEdit={() => setEditing(offset + at)}
                        onDelete={() => {
                          // The rows after it move up: a form open on one would edit its neighbour.
                          setEditing(null)
                          props.onDelete(offset + at)
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={ROWS_PAGE} total={rows.length} onOffset={setOffset} />
        </>
      )}
    </section>
  )
}

const laneName = (lane: FreightLane) => `${lane.origin} → ${lane.destination} ${lane.service} ${lane.container}`.trim()

/** The draft's freight lanes: each one edited, deleted or added on its own. */
export function LanesSection({ card, version }: RowsProps) {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const save = useSaveCard(version)
  const form = (editing: number | 'new', done: () => void) => {
    const index = editing === 'new' ? null : editing
    return (
      <LaneForm
        key={`${editing}-${version}`}
        row={index === null ? newLane() : card.freight[index]!}
        adding={index === null}
        saving={save.isPending}
        error={save.error}
        onSave={(lane) => {
          save.mutate({ ...card, freight: withRow(card.freight, index, lane) }, { onSuccess: done })
        }}
        onCancel={() => {
          save.reset()
          done()
        }}
      />
    )
  }
  return (
    <RowsSection
      id="rates-lanes"
      title={t.lanesTitle}
      empty={t.noLanes}
      addLabel={t.addLane}
      rows={card.freight}
      head={[t.origin, t.destination, t.service, t.container, t.base, t.carrier, t.validity]}
      cells={(lane) => [
        lane.origin,
        lane.destination,
        lane.service,
        lane.container || '—',
        formatNumber(lane.base, locale),
        lane.carrier || '—',
        `${formatDate(lane.validFrom, locale)} – ${formatDate(lane.validUntil, locale)}`,
      ]}
      name={laneName}
      form={form}
      busy={save.isPending}
      onDelete={(index) => save.mutate({ ...card, freight: withoutRow(card.freight, index) })}
    />
  )
}

const tariffName = (tariff: Tariff) => `${tariff.port} ${tariff.container} ${tariff.carrier}`.trim()

/** The draft's demurrage and detention tariffs, each edited, deleted or added on its own. */
export function TariffsSection({ card, version }: RowsProps) {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const save = useSaveCard(version)
  const tiers = (list: Tariff['demurrage']) => list.map((tier) => `${t.fromDayShort(tier.fromDay)}: ${formatNumber(tier.rate, locale)}`).join(' · ')
  const form = (editing: number | 'new', done: () => void) => {
    const index = editing === 'new' ? null : editing
    return (
      <TariffForm
        key={`${editing}-${version}`}
        row={index === null ? newTariff() : card.demurrage[index]!}
        adding={index === null}
        saving={save.isPending}
        error={save.error}
        onSave={(tariff) => {
          save.mutate({ ...card, demurrage: withRow(card.demurrage, index, tariff) }, { onSuccess: done })
        }}
        onCancel={() => {
          save.reset()
          done()
        }}
      />
    )
  }
  return (
    <RowsSection
      id="rates-tariffs"
      title={t.tariffsTitle}
      empty={t.noTariffs}
      addLabel={t.addTariff}
      rows={card.demurrage}
      head={[t.port, t.container, t.carrier, t.freeDays, t.demurrage, t.detention]}
      cells={(tariff) => [tariff.port, tariff.container, tariff.carrier || t.anyCarrier, formatNumber(tariff.freeDays, locale), tiers(tariff.demurrage), tiers(tariff.detention)]}
      name={tariffName}
      form={form}
      busy={save.isPending}
      onDelete={(index) => save.mutate({ ...card, demurrage: withoutRow(card.demurrage, index) })}
    />
  )
}
