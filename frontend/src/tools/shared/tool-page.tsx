import { ArrowLeft, FileDown, Info, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { pageText, usePageMeta } from '@/app/page-meta'
import type { RoutePath } from '@/app/page-meta'
import { Button } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'

import { toolText } from './tool-text'

/** The notice every tool screen carries: results are for reference only. */
export function ReferenceNotice() {
  const t = useText(toolText)
  return (
    <aside
      aria-label={t.referenceTitle}
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{t.referenceTitle}. </strong>
        {t.referenceNotice}
      </p>
    </aside>
  )
}

/** Reset and Export PDF, the two actions every tool has. */
export function ToolActions({ onReset }: { onReset: () => void }) {
  const t = useText(toolText)
  const toast = useToast()
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onReset}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t.reset}
      </Button>
      <Button variant="outline" onClick={() => toast({ title: t.exportPdf, description: t.exportPdfSoon })}>
        <FileDown className="h-4 w-4" aria-hidden />
        {t.exportPdf}
      </Button>
    </div>
  )
}

interface ToolPageProps {
  path: RoutePath
  onReset: () => void
  children: ReactNode
}

/** The frame of a tool screen: title, page metadata, actions, the notice, then the tool. */
export function ToolPage({ path, onReset, children }: ToolPageProps) {
  usePageMeta(path)
  const { locale } = useLanguage()
  const t = useText(toolText)
  const page = pageText(path, locale)
  return (
    <>
      <PageHero title={page.title} subtitle={page.description}>
        <Link to="/tools" className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-slate-200 hover:text-white">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.backToTools}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ToolActions onReset={onReset} />
        </div>
        <ReferenceNotice />
        {children}
      </div>
    </>
  )
}

/** The toasts tools show: a destructive validation error, and a success. */
export function useToolToasts() {
  const t = useText(toolText)
  const toast = useToast()
  return {
    error: (description: string) => toast({ title: t.errorTitle, description, variant: 'destructive' }),
    success: (title: string, description: string) => toast({ title, description }),
  }
}
