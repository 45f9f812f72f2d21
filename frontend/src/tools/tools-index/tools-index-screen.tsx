import { ArrowRight, Calculator, ChartPie, Clock, Container, ScanSearch, Send, Ship, Truck } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { pageText, usePageMeta } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useLanguage, useText } from '@/i18n/language-provider'
import { Badge } from '@/tools/shared/badge'

import { toolsIndexText } from './tools-index-text'

type ToolId = keyof typeof toolsIndexText.en.tools

interface ToolCard {
  id: ToolId
  icon: LucideIcon
  /** The route of an available tool; coming-soon tools have none to link to. */
  to?: string
}

// The three coming-soon tools would live at /tools/container-calculator, /tools/cost-analysis
// and /tools/delivery-estimator, which are not routes yet, so they get no link.
const TOOLS: readonly ToolCard[] = [
  { id: 'incoterms', icon: Calculator, to: '/tools/incoterms-calculator' },
  { id: 'freight', icon: Ship, to: '/tools/freight-calculator' },
  { id: 'demurrage', icon: Clock, to: '/tools/demurrage-calculator' },
  { id: 'hsCode', icon: ScanSearch, to: '/tools/hs-code-analyzer' },
  { id: 'container', icon: Container },
  { id: 'costAnalysis', icon: ChartPie },
  { id: 'deliveryEstimator', icon: Truck },
]

export function ToolsIndexScreen() {
  usePageMeta('/tools')
  const { locale } = useLanguage()
  const t = useText(toolsIndexText)
  const page = pageText('/tools', locale)

  return (
    <>
      <PageHero title={page.title} subtitle={page.description} badge={t.heroBadge} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="tools-list-title">
          <h2 id="tools-list-title" className="sr-only">
            {t.listTitle}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map(({ id, icon: Icon, to }) => {
              const text = t.tools[id]
              return (
                <li
                  key={id}
                  className={`flex flex-col rounded-xl border p-6 shadow-sm ${to ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'}`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <span
                      className={`flex h-12 w-12 items-center justify-center rounded-lg ${to ? 'bg-brand-50 text-brand-700' : 'bg-slate-200 text-slate-600'}`}
                    >
                      <Icon className="h-6 w-6" aria-hidden />
                    </span>
                    <Badge tone={to ? 'success' : 'neutral'}>{to ? t.free : t.comingSoon}</Badge>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{text.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{text.description}</p>
                  <div className="mt-6">
                    {to ? (
                      // The name says which tool; it starts with the visible text (WCAG 2.5.3).
                      <Link
                        to={to}
                        aria-label={`${t.openTool}: ${text.title}`}
                        className={buttonClass('primary', 'md', 'w-full')}
                      >
                        {t.openTool}
                        <ArrowRight className="h-4 w-4" aria-hidden />
                      </Link>
                    ) : (
                      <Button variant="outline" disabled aria-label={`${t.comingSoon}: ${text.title}`} className="w-full">
                        {t.comingSoon}
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        </section>

        <section
          aria-labelledby="request-tool-title"
          className="rounded-2xl bg-brand-50 px-6 py-10 text-center sm:px-12"
        >
          <h2 id="request-tool-title" className="text-2xl font-bold text-slate-900">
            {t.requestTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t.requestText}</p>
          <Link to="/contact" className={buttonClass('accent', 'lg', 'mt-6')}>
            <Send className="h-4 w-4" aria-hidden />
            {t.requestButton}
          </Link>
        </section>
      </div>
    </>
  )
}
