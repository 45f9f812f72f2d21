import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { defineDictionary } from '@/i18n/dictionary'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export interface ShownToast extends ToastMessage {
  id: number
}

/** Display time and swipe distance of docs/product-spec.md §9. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD = 50

export const toasterText = defineDictionary(
  'toaster',
  { region: 'Thông báo ({hotkey})', close: 'Đóng thông báo' },
  { region: 'Notifications ({hotkey})', close: 'Close notification' },
)

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null)

// The toast's code loads once the page is idle (or at the first toast), keeping it out of
// the first load; the region, and F8, are there from then on.
const loadToastView = () => import('./toast-view')
const ToastView = lazy(loadToastView)

/** One toast at a time (docs/product-spec.md §9): a new toast replaces the one shown. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const [open, setOpen] = useState(false)
  const [viewWanted, setViewWanted] = useState(false)

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
    const handle = idle(() => setViewWanted(true))
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle)
  }, [])

  const show = useCallback((toast: ToastMessage) => {
    setViewWanted(true)
    setCurrent({ ...toast, id: Date.now() + Math.random() })
    setOpen(true)
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      {viewWanted && (
        <Suspense fallback={null}>
          <ToastView current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}

export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used within a Toaster')
  return show
}
