import { useLanguage, useText } from '@/i18n/language-provider'
import { Badge } from '@/tools/shared/badge'
import { Panel } from '@/tools/shared/result-card'
import { ResultsTable, TableCell } from '@/tools/shared/results-table'

import { INCOTERM_RULES } from './data'
import { PAYER_LABELS, WHO_PAYS_STEPS } from './who-pays-data'
import type { Payer } from './who-pays-data'
import { incotermsText } from './incoterms-text'

// Two tones as well as two words, so the split reads at a glance.
const PAYER_TONE = { seller: 'brand', buyer: 'warning' } as const

function PayerBadge({ payer }: { payer: Payer }) {
  const { locale } = useLanguage()
  return (
    <span data-payer={payer}>
      <Badge tone={PAYER_TONE[payer]}>{PAYER_LABELS[payer][locale]}</Badge>
    </span>
  )
}

/** The 10 steps of a sea shipment and who pays each under EXW, FOB, CIF and DDP. */
export function WhoPaysTable() {
  const t = useText(incotermsText)
  const { locale } = useLanguage()
  return (
    <Panel title={t.whoPaysTitle}>
      <p className="mb-4 text-sm text-slate-700">{t.whoPaysIntro}</p>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span className="font-medium">{t.legend}:</span>
        <PayerBadge payer="seller" />
        <PayerBadge payer="buyer" />
      </div>
      {/* Pinned on a phone: eleven rules side by side are the point of the table, so it stays
          a table; the step and the last rule (DDP, the other end from EXW) stay in view. */}
      <ResultsTable
        pinned
        wide
        caption={t.whoPaysCaption}
        columns={[
          { label: t.step },
          ...INCOTERM_RULES.map((rule) => ({
            label: (
              <>
                {rule.id}
                <span className="block min-w-20 text-xs font-normal whitespace-normal text-slate-600">{rule.label[locale]}</span>
              </>
            ),
          })),
        ]}
      >
        {WHO_PAYS_STEPS.map((step) => (
          <tr key={step.id} className="bg-white">
            {/* Wraps (unlike RowHeader): narrow on a phone, wide enough to read elsewhere. */}
            <th scope="row" className="min-w-28 px-3 py-2 text-left font-medium text-slate-900 sm:min-w-44">
              {step.label[locale]}
            </th>
            {INCOTERM_RULES.map((rule) => (
              <TableCell key={rule.id}>
                <PayerBadge payer={step.payer[rule.id]} />
              </TableCell>
            ))}
          </tr>
        ))}
      </ResultsTable>
    </Panel>
  )
}
