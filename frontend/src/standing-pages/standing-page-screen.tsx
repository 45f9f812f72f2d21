import { useMemo } from 'react'
import { useLocation } from 'react-router'

import { useContentPageMeta } from '@/app/page-meta'
import { LoadState } from '@/components/ui/load-state'
import { PageHero } from '@/components/ui/page-hero'
import { Markdown } from '@/components/markdown/markdown'
import { NextSteps } from '@/components/ui/next-steps'
import { markdownLineText } from '@/components/markdown/source'
import { fillPlaceholders, usePlaceholderValues } from '@/config/placeholders'
import { useLanguage } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import type { Block } from '@/lib/plain-text'
import { parseBody } from '@/lib/plain-text'
import { NotFoundScreen } from '@/not-found/not-found-screen'

import type { StandingPage } from './use-standing-page'
import { useStandingPage } from './use-standing-page'

/**
 * The FAQ's questions and answers as FAQPage structured data (the server writes the same),
 * as plain words: Markdown's marks are left out.
 */
export function faqJsonLd(blocks: Block[], name: string, url: string, locale: Locale) {
  const questions: Array<{ question: string; answer: string[] }> = []
  let open = false
  for (const block of blocks) {
    if (block.kind === 'question') {
      questions.push({ question: markdownLineText(block.text), answer: [] })
      open = true
    } else if (block.kind === 'heading') {
      open = false
    } else if (open) {
      const last = questions[questions.length - 1]
      last?.answer.push((block.kind === 'list' ? block.items : block.text.split('\n')).map(markdownLineText).join(' '))
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name,
    url,
    inLanguage: locale,
    mainEntity: questions
      .filter((q) => q.answer.length > 0)
      .map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer.join(' ') },
      })),
  }
}

function PageView({ page }: { page: StandingPage }) {
  const { locale } = useLanguage()
  const values = usePlaceholderValues(locale)
  // Until the settings are known a placeholder shows as nothing rather than as {code}.
  const fill = (text: string) => fillPlaceholders(text, values)
  const title = fill(locale === 'vi' ? page.titleVi : page.titleEn)
  const description = fill(locale === 'vi' ? page.descriptionVi : page.descriptionEn)
  const body = locale === 'vi' ? page.bodyVi : page.bodyEn
  const path = `/${page.slug}`
  const text = useMemo(() => ({ title, description }), [title, description])
  const filledBody = fill(body)
  const data = useMemo(() => {
    if (page.slug !== 'faq') return undefined
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    const url = locale === 'vi' ? `${origin}${path}` : `${origin}${path}?lang=en`
    return faqJsonLd(parseBody(filledBody), title, url, locale)
  }, [page.slug, filledBody, title, path, locale])
  useContentPageMeta(path, text, data)
  return (
    <>
      <PageHero title={title} subtitle={description} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <Markdown text={filledBody} />
      </article>
      <NextSteps />
    </>
  )
}

/** About, FAQ, Support, Privacy and Terms: their text from the database, as text. */
export function StandingPageScreen() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '')
  const query = useStandingPage(slug)
  if (query.isError && query.error.message.startsWith('404')) return <NotFoundScreen />
  return <LoadState query={query}>{(page) => <PageView page={page} />}</LoadState>
}
