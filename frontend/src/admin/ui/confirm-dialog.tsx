import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/** Asks before something that cannot be undone (remove a subscriber, sign out everywhere). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const t = useText(consoleText)
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline')}>{t.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
