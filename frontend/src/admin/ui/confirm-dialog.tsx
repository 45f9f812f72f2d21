import { cloneElement, useId } from 'react'
import type { MouseEvent, ReactElement } from 'react'

import { buttonClass } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent<HTMLButtonElement>) => void }>
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/**
 * Asks before something that cannot be undone (remove a subscriber, delete content, sign out
 * everywhere). The browser's own modal <dialog>: it traps focus, closes on Escape and gives
 * focus back to the trigger. (Radix's AlertDialog injected a <style> element to lock the
 * page's scrolling, which the site's CSP, `style-src 'self'`, refuses with a console error.)
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const t = useText(consoleText)
  const id = useId()
  // Looked up when clicked (a ref handed to cloneElement's props reads as a render-time read).
  const dialog = () => document.getElementById(`${id}-dialog`) as HTMLDialogElement | null
  const close = () => dialog()?.close()
  const triggerClick = trigger.props.onClick
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    triggerClick?.(event)
    dialog()?.showModal()
  }
  return (
    <>
      {cloneElement(trigger, { onClick: open })}
      <dialog
        id={`${id}-dialog`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-sm text-slate-700">
          {description}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* The safe choice has the focus first, as with an alert dialog. */}
          <button type="button" autoFocus className={buttonClass('outline')} onClick={close}>
            {t.cancel}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
            onClick={() => {
              close()
              onConfirm()
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  )
}
