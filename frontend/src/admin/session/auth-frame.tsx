import { Globe } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'
import { useConsoleTitle } from '../ui/console-page'

interface AuthFrameProps {
  title: string
  intro?: ReactNode
  children: ReactNode
}

/**
 * The card of the console's pages without a session (sign-in, forgot password, reset
 * password): alone on the page, outside the console's navigation.
 */
export function AuthFrame({ title, intro, children }: AuthFrameProps) {
  useConsoleTitle(title)
  const t = useText(consoleText)
  const { toggleLocale } = useLanguage()
  return (
    <main id="main" className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-6 sm:py-10">
      {/* A first visit has no session and no saved language: the switch is here too (§23). */}
      <div className="mb-6 flex w-full max-w-sm justify-end">
        <Button variant="outline" size="sm" onClick={toggleLocale} aria-label={t.switchLanguage}>
          <Globe className="h-4 w-4" aria-hidden />
          {t.switchLanguageShort}
        </Button>
      </div>
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {intro && <div className="mt-2 space-y-2 text-sm text-slate-600">{intro}</div>}
        </div>
        {children}
      </div>
    </main>
  )
}

/** A plain link between these pages (back to sign-in, ask for a new link). */
export const AUTH_LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'
