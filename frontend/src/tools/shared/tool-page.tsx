import { ArrowLeft, FileDown, Info, Link2, MessageSquareQuote, RotateCcw } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'

import { pageText, usePageMeta } from '@/app/page-meta'
import type { PagePath } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'

import { formatDate } from '@/lib/format'
import { useHydrated } from '@/lib/use-hydrated'
import { rememberQuote } from '@/lib/lead'
import type { EnquiryContext } from '@/lib/lead'
import { sendToolEvent } from '@/lib/visit-beacon'

import { readCompanyDetails } from './company-details'
import { pdfFileName } from './pdf-report'
import type { PdfReport } from './pdf-report'
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

/** Today as the visitor's calendar shows it. */
function localToday(now: Date): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
}

interface ToolActionsProps {
  onReset: () => void
  /** The address of the current inputs. */
  link: () => string
  /** The PDF's content, or null while there is no result. */
  report: () => PdfReport | null
}

/** Reset, Copy link and Export PDF, the actions every tool has. */
export function ToolActions({ onReset, link, report }: ToolActionsProps) {
  const t = useText(toolText)
  const { locale } = useLanguage()
  const toast = useToast()
  const [exporting, setExporting] = useState(false)

  async function copyLink() {
    const url = link()
    sendToolEvent('link')
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: t.linkCopied, description: t.linkCopiedText })
    } catch {
      // No clipboard (permission refused, insecure page): show the address to copy by hand.
      toast({ title: t.copyLinkFailed, description: url, variant: 'destructive' })
    }
  }

  async function exportPdf() {
    const content = report()
    if (!content) {
      toast({ title: t.errorTitle, description: t.pdfNeedsResult, variant: 'destructive' })
      return
    }
    setExporting(true)
    try {
      // pdf-lib, fontkit and the font files load only now (docs/decisions-spec.md §10).
      const { downloadPdf } = await import('./pdf/export-pdf')
      const now = new Date()
      await downloadPdf(
        {
          report: content,
          frame: {
            inputsHeading: t.pdfInputs,
            generatedOn: t.pdfGeneratedOn,
            referenceTitle: t.referenceTitle,
            referenceNotice: t.referenceNotice,
            page: t.pdfPage,
            link: { label: t.pdfLink, url: link() },
          },
          company: readCompanyDetails(),
          locale,
          date: formatDate(localToday(now), locale),
        },
        pdfFileName(content.tool, now),
      )
      sendToolEvent('pdf')
      toast({ title: t.exportPdf, description: t.pdfReady })
    } catch {
      toast({ title: t.errorTitle, description: t.pdfFailed, variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" onClick={onReset}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t.reset}
      </Button>
      <Button variant="outline" onClick={() => void copyLink()}>
        <Link2 className="h-4 w-4" aria-hidden />
        {t.copyLink}
      </Button>
      <Button variant="outline" disabled={exporting} aria-busy={exporting} onClick={() => void exportPdf()}>
        <FileDown className="h-4 w-4" aria-hidden />
        {t.exportPdf}
      </Button>
    </div>
  )
}

/** The result in a few lines for the owner's inbox: its title, inputs and first figures. */
export function quoteSummary(report: PdfReport): string {
  const pairs = [...report.inputs, ...report.sections.flatMap((section) => section.pairs ?? [])]
  const table = report.sections.find((section) => section.table)?.table
  const rows = (table?.rows ?? []).slice(0, 5).map((row) => row.join(' · '))
  const lines = [report.title, ...pairs.map(([label, value]) => `${label}: ${value}`), ...rows]
  return lines.join('\n').slice(0, 2000)
}

/** A path on this site the server takes as a quote's link (one leading `/`). */
function sitePath(url: string): string {
  const at = new URL(url, window.location.origin)
  return `${at.pathname}${at.search}`.slice(0, 2000)
}

/**
 * The end of every tool screen: with a result, "Request a quote with these figures" (the
 * contact form opens with them, docs/decisions-spec.md §15); without, a call to talk to us.
 */
function ToolNextStep({ link, report }: Pick<ToolActionsProps, 'link' | 'report'>) {
  const t = useText(toolText)
  const navigate = useNavigate()
  const content = report()
  const request = () => {
    if (!content) return
    const tool = window.location.pathname.split('/').filter(Boolean).at(-1) ?? ''
    rememberQuote({ tool: tool as EnquiryContext['tool'], link: sitePath(link()), summary: quoteSummary(content) })
    sendToolEvent('quote')
    // At the form, not the page's top (docs/decisions-spec.md §22).
    void navigate('/contact#contact-form')
  }
  return (
    <aside aria-labelledby="tool-next-title" className="rounded-xl border border-brand-100 bg-brand-50 p-6 print:hidden">
      <h2 id="tool-next-title" className="text-lg leading-snug font-semibold text-slate-900">
        {content ? t.quoteTitle : t.ctaTitle}
      </h2>
      <p className="mt-1 text-slate-700">{content ? t.quoteText : t.ctaText}</p>
      {content ? (
        <Button variant="primary" size="lg" className="mt-4" onClick={request}>
          <MessageSquareQuote className="h-4 w-4" aria-hidden />
          {t.requestQuote}
        </Button>
      ) : (
        <Link to="/contact" className={buttonClass('primary', 'lg', 'mt-4')}>
          {t.ctaButton}
        </Link>
      )}
    </aside>
  )
}

interface ToolPageProps extends ToolActionsProps {
  path: PagePath
  children: ReactNode
}

// Drawn once the app runs, in their own chunk: the tool's code stays within its budget.
const ShareLinks = lazy(() => import('@/components/ui/share-links').then((m) => ({ default: m.ShareLinks })))

/** The frame of a tool screen: title, page metadata, actions, the notice, then the tool. */
export function ToolPage({ path, onReset, link, report, children }: ToolPageProps) {
  usePageMeta(path)
  const { locale } = useLanguage()
  const t = useText(toolText)
  const page = pageText(path, locale)
  const hydrated = useHydrated()
  return (
    <>
      <PageHero title={page.title} subtitle={page.description}>
        <Link to="/tools" className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-200 hover:text-white">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.backToTools}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ToolActions onReset={onReset} link={link} report={report} />
        </div>
        <ReferenceNotice />
        {children}
        {report() && hydrated && (
          <Suspense>
            <ShareLinks href={link} copy={false} />
          </Suspense>
        )}
        <p id={RESULT_ANNOUNCER} role="status" aria-live="polite" className="sr-only" />
        <ToolNextStep link={link} report={report} />
      </div>
    </>
  )
}

/**
 * After Calculate (docs/decisions-spec.md §22): once the result is drawn, its headline figure
 * (the first `data-result-headline`) is scrolled into view (at once under
 * `prefers-reduced-motion`) and the outcome read out by the page's live region; no toast,
 * which would cover the header's call and Zalo buttons.
 */
function revealResult(text: string) {
  const region = document.getElementById(RESULT_ANNOUNCER)
  // Emptied first, so the same words said twice are read twice.
  if (region) region.textContent = ''
  const frame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16))
  // The result's screen may come a few frames after Calculate (its tab, its chunk): wait for
  // its headline, at most about two seconds; two frames at least, so React has committed and
  // the browser laid it out. A phone's cards and a desktop's table are both in the page, one
  // hidden: the one laid out is scrolled to.
  const reveal = (framesLeft: number, seen: number) => {
    const headlines = [...document.querySelectorAll('[data-result-headline]')]
    if ((headlines.length === 0 || seen < 2) && framesLeft > 0) {
      frame(() => reveal(framesLeft - 1, seen + 1))
      return
    }
    if (region) region.textContent = text
    const headline = headlines.find((e) => e.getClientRects().length > 0) ?? headlines[0]
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    headline?.scrollIntoView?.({ behavior: reduced ? 'instant' : 'smooth', block: 'start' })
  }
  reveal(120, 0)
}

const RESULT_ANNOUNCER = 'tool-result-announcer'

/** The toasts tools show: a destructive validation error, a success, and a result shown. */
export function useToolToasts() {
  const t = useText(toolText)
  const toast = useToast()
  return {
    error: (description: string) => toast({ title: t.errorTitle, description, variant: 'destructive' }),
    success: (title: string, description: string) => toast({ title, description }),
    result: (title: string, description: string) => revealResult(`${title}. ${description}`),
  }
}
