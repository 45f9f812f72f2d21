import { Check, Link2 } from 'lucide-react'
import { useEffect, useState } from 'react'

import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { useHydrated } from '@/lib/use-hydrated'

import { ZaloMark } from './zalo-mark'

export const shareText = defineDictionary(
  'share',
  {
    title: 'Chia sẻ',
    zalo: 'Chia sẻ qua Zalo',
    facebook: 'Chia sẻ lên Facebook',
    linkedin: 'Chia sẻ lên LinkedIn',
    copy: 'Sao chép liên kết',
    copied: 'Đã sao chép',
    newTab: '(mở trong thẻ mới)',
  },
  {
    title: 'Share',
    zalo: 'Share on Zalo',
    facebook: 'Share on Facebook',
    linkedin: 'Share on LinkedIn',
    copy: 'Copy link',
    copied: 'Copied',
    newTab: '(opens in a new tab)',
  },
)

/** The address shared: the page in the page's language (`?lang=`, docs/decisions-spec.md §22). */
export function sharedUrl(href: string, locale: Locale): string {
  const url = new URL(href)
  url.searchParams.set('lang', locale)
  url.hash = ''
  return url.href
}

/** Each network's own share address for `url`: plain links, no third-party script. */
export function shareLinks(url: string) {
  const encoded = encodeURIComponent(url)
  // Zalo's share page reads the address from `d`, its JSON in base64 (what its button sends).
  const zalo = btoa(JSON.stringify({ url }))
  return {
    zalo: `https://button-share.zalo.me/share_external?d=${encodeURIComponent(zalo)}&shareType=0`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  }
}

const ITEM =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50'

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden focusable="false">
      <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    </svg>
  )
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden focusable="false">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path fill="#fff" d="M7.1 9.5H4.6V19h2.5V9.5zM5.9 5.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM19.4 13.6c0-2.6-1.4-4.3-3.7-4.3-1.3 0-2.2.7-2.6 1.4V9.5h-2.4V19h2.5v-4.7c0-1.2.2-2.4 1.8-2.4 1.5 0 1.5 1.4 1.5 2.5V19h2.5l.4-5.4z" />
    </svg>
  )
}

/**
 * Share buttons for a post, a case study or a tool's result (docs/decisions-spec.md §22):
 * Zalo, Facebook and LinkedIn as plain links to their share pages, and Copy link (`copy`;
 * a tool's page has its own Copy link among its actions, so two would say the same). The address
 * is read when the visitor acts (`href`, default the address bar), in the page's language.
 */
export function ShareLinks({ href, copy = true }: { href?: () => string; copy?: boolean }) {
  const t = useText(shareText)
  const { locale } = useLanguage()
  const [copied, setCopied] = useState(false)
  // "Copied" for a moment, then the button is Copy link again (a second copy, in another
  // language after a switch, must be possible).
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2500)
    return () => clearTimeout(timer)
  }, [copied])
  // The address is the browser's: the server's render (and hydration) leaves the links empty,
  // then they are filled in; a click reads the address again.
  const hydrated = useHydrated()
  const current = () => sharedUrl(href ? href() : window.location.href, locale)
  const links = hydrated ? shareLinks(current()) : null
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="share-links">
      <span className="text-sm font-semibold text-slate-700">{t.title}</span>
      {(
        [
          ['zalo', t.zalo, <ZaloMark key="z" className="h-5 w-5" />],
          ['facebook', t.facebook, <FacebookMark key="f" />],
          ['linkedin', t.linkedin, <LinkedInMark key="l" />],
        ] as const
      ).map(([id, label, mark]) => (
        <a
          key={id}
          href={links?.[id] ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          className={ITEM}
          aria-label={`${label} ${t.newTab}`}
          data-share={id}
          onClick={(event) => {
            // The address as it is now (a result's inputs may have changed since the render).
            event.currentTarget.href = shareLinks(current())[id]
          }}
        >
          {mark}
        </a>
      ))}
      {copy && <button
        type="button"
        className={ITEM}
        data-share="copy"
        onClick={() => {
          const text = current()
          void navigator.clipboard
            ?.writeText(text)
            .then(() => setCopied(true))
            .catch(() => window.prompt(t.copy, text))
        }}
      >
        {copied ? <Check className="h-5 w-5 text-emerald-700" aria-hidden /> : <Link2 className="h-5 w-5" aria-hidden />}
        {copied ? t.copied : t.copy}
      </button>}
    </div>
  )
}
