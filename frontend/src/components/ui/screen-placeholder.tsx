import { pageText, usePageMeta } from '@/app/page-meta'
import type { RoutePath } from '@/app/page-meta'
import { useLanguage } from '@/i18n/language-provider'

import { PageHero } from './page-hero'

/** A screen whose content a later change builds: its title and description for now. */
export function ScreenPlaceholder({ path }: { path: RoutePath }) {
  usePageMeta(path)
  const { locale } = useLanguage()
  const text = pageText(path, locale)
  return <PageHero title={text.title} subtitle={text.description} />
}
