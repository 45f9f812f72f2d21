import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { useSiteSettings } from '@/config/site-settings'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'

/** The console's document title, and the robots tag the server also writes (never indexed). */
export function useConsoleTitle(title: string) {
  const t = useText(consoleText)
  const company = useSiteSettings()?.companyName
  useEffect(() => {
    document.title = [title, t.console, company].filter(Boolean).join(' — ')
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')
    if (!robots) {
      robots = document.createElement('meta')
      robots.name = 'robots'
      document.head.append(robots)
    }
    robots.content = 'noindex, nofollow'
  }, [title, t.console, company])
}

interface ConsolePageProps {
  title: string
  /** Buttons beside the heading (export). */
  actions?: ReactNode
  children: ReactNode
}

/** One console screen: its h1, its actions, its content. */
export function ConsolePage({ title, actions, children }: ConsolePageProps) {
  useConsoleTitle(title)
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  )
}
