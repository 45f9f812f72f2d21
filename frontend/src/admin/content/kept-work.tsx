import { History } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { useBlocker, useLocation } from 'react-router'

import { Button, buttonClass } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import type { Kind } from './content-kinds'
import type { ContentForm } from './content-schema'
import { contentText } from './content-text'

/** Unsaved work kept in this browser: the form's values, when, and the version they started from. */
export interface Draft {
  savedAt: string
  values: ContentForm
  version?: string
}

/** One kept draft per item (a new item's under `new`), in this browser's localStorage. */
export const draftKey = (kind: Kind, key: string | undefined) => `tradelane:draft:${kind}:${key ?? 'new'}`

export function readDraft(storageKey: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Draft | null
    return draft && typeof draft.savedAt === 'string' && typeof draft.values === 'object' ? draft : undefined
  } catch {
    return undefined
  }
}

export function sameValues(a: ContentForm, b: ContentForm): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

/** How long typing rests before the draft is written. */
const WRITE_DELAY_MS = 400

/**
 * Keeps the editor's unsaved values in localStorage as they are typed, so that a reload, a
 * closed tab or a session that ended takes nothing away. A draft found when the editor
 * opens, different from the stored item, is offered back (`offer`); until the owner answers,
 * nothing overwrites it.
 */
export function useDraft(storageKey: string, values: ContentForm, baseline: ContentForm, version: string | undefined) {
  const [offer, setOffer] = useState<Draft | undefined>(() => {
    const draft = readDraft(storageKey)
    return draft && !sameValues(draft.values, baseline) ? draft : undefined
  })
  const dirty = !sameValues(values, baseline)

  useEffect(() => {
    if (offer) return
    if (!dirty) {
      localStorage.removeItem(storageKey)
      return
    }
    const timer = window.setTimeout(() => {
      const draft: Draft = { savedAt: new Date().toISOString(), values, version }
      try {
        localStorage.setItem(storageKey, JSON.stringify(draft))
      } catch {
        // A full or refused storage: the warning before leaving still guards the work.
      }
    }, WRITE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [storageKey, values, dirty, offer, version])

  return {
    dirty,
    offer,
    /** The owner answered the offer (restored it into the form, or discarded it). */
    settle: (keep: boolean) => {
      if (!keep) localStorage.removeItem(storageKey)
      setOffer(undefined)
    },
    /** A save went through: the draft is the stored item now. */
    clear: () => localStorage.removeItem(storageKey),
  }
}

/** The offer of a draft found in this browser: restore it into the form, or discard it. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: Draft; onRestore: () => void; onDiscard: () => void }) {
  const t = useText(contentText)
  const { locale } = useLanguage()
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <History className="h-5 w-5 shrink-0 text-amber-800" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-amber-900">{t.draftFound(formatDateTime(draft.savedAt, locale))}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={onRestore}>
          {t.draftRestore}
        </Button>
        <Button variant="outline" size="sm" onClick={onDiscard}>
          {t.draftDiscard}
        </Button>
      </div>
    </div>
  )
}

/**
 * Warns before unsaved work is left: another page of the console (react-router's blocker,
 * with a dialog to stay or leave) and a reload or closed tab (the browser's own question,
 * on `beforeunload`). `allowed` lets a navigation the editor makes itself through (to a
 * new item's address after its first save).
 */
export function LeaveGuard({ dirty, allowed }: { dirty: boolean; allowed: RefObject<boolean> }) {
  const t = useText(contentText)
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  // Only a navigation away from the editor's own address: the guard of an editor just left
  // is still registered for a moment after the next screen shows (its cleanup runs after the
  // paint), and a Back pressed then, from that screen to the editor, must not be undone.
  const { pathname } = useLocation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname === pathname && nextLocation.pathname !== pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a return value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const blocked = blocker.state === 'blocked'
  useEffect(() => {
    const element = dialog.current
    if (blocked && element && !element.open) element.showModal()
    if (!blocked && element?.open) element.close()
  }, [blocked])

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault()
        if (blocker.state === 'blocked') blocker.reset()
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.leaveTitle}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-slate-700">
        {t.leaveText}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Staying is the safe choice: it has the focus first. */}
        <button type="button" autoFocus className={buttonClass('primary')} onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          {t.stay}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'md', 'border-red-700 text-red-800 hover:bg-red-50')}
          onClick={() => blocker.state === 'blocked' && blocker.proceed()}
        >
          {t.leave}
        </button>
      </div>
    </dialog>
  )
}
