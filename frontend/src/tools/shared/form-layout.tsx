import { Calculator } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

/**
 * A tool's form beside its side panel (information, guide, benefits). On a phone the panel
 * stacks under the form; from `lg` the form takes two thirds of the width.
 */
export function FormWithSidePanel({ form, side }: { form: ReactNode; side: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">{form}</div>
      <div className="min-w-0 space-y-6">{side}</div>
    </div>
  )
}

/** The grid of a tool form's fields: one column on a phone, two from `sm`. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>
}

/** A field that takes the whole row of a `FieldGrid`. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>
}

/** The form's main action (Calculate, Analyze); full width on a phone. */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
      <Calculator className="h-5 w-5" aria-hidden />
      {children}
    </Button>
  )
}

/** What stands where the result will appear, before the first calculation. */
export function EmptyResult({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{children}</p>
  )
}
