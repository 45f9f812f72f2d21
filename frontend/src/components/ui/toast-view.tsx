import * as Toast from '@radix-ui/react-toast'
import { X } from 'lucide-react'

import { useText } from '@/i18n/language-provider'

import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, toasterText } from './toaster'
import type { ShownToast } from './toaster'

interface ToastViewProps {
  current: ShownToast | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The toast itself and its region: Radix gives the timer, swipe to dismiss and F8. */
export default function ToastView({ current, open, onOpenChange }: ToastViewProps) {
  const t = useText(toasterText)
  const destructive = current?.variant === 'destructive'
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD} label={t.region}>
      {current && (
        <Toast.Root
          key={current.id}
          open={open}
          onOpenChange={onOpenChange}
          type={destructive ? 'foreground' : 'background'}
          data-variant={current.variant ?? 'default'}
          className={[
            'group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          ].join(' ')}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t.close}
            // A 44 px touch target in the corner (docs/decisions-spec.md §22).
            className="absolute top-0 right-0 inline-flex h-11 w-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </Toast.Provider>
  )
}
