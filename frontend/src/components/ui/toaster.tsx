import * as Toast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { createContext, useCallback, useContext, useState } from 'react'
import type { ReactNode } from 'react'

import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

interface ShownToast extends ToastMessage {
  id: number
}

/** Display time and swipe distance of product.md §9. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD = 50

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null)

const text = defineDictionary(
  'toaster',
  { region: 'Thông báo ({hotkey})', close: 'Đóng thông báo' },
  { region: 'Notifications ({hotkey})', close: 'Close notification' },
)

/**
 * One toast at a time (product.md §9): a new toast replaces the one shown. Radix gives the
 * timer, swipe to dismiss, and F8 to focus the region.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const [open, setOpen] = useState(false)
  const t = useText(text)

  const show = useCallback((toast: ToastMessage) => {
    setCurrent({ ...toast, id: Date.now() + Math.random() })
    setOpen(true)
  }, [])

  const destructive = current?.variant === 'destructive'
  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD} label={t.region}>
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={destructive ? 'foreground' : 'background'}
            data-variant={current.variant ?? 'default'}
            className={[
              'group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
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
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
            >
              <X className="h-4 w-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]" />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}

export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used within a Toaster')
  return show
}
