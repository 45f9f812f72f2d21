import { useState } from 'react'

/**
 * A tool's form and result: the inputs as typed, a setter per field, the last result, and
 * Reset (every input back to its default, the result gone) — the same for every tool.
 */
export function useToolForm<F extends object, R>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial)
  const [result, setResult] = useState<R | null>(null)
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setForm((current) => ({ ...current, [key]: value }))
  const reset = () => {
    setForm(typeof initial === 'function' ? (initial as () => F)() : initial)
    setResult(null)
  }
  return { form, set, result, setResult, reset }
}
