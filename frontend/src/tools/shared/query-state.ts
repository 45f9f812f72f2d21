// A tool's inputs in the page's query string (docs/decisions-spec.md §10 "Links"): the input field
// names of section 6 as keys, arrays comma-separated, booleans `true`/`false`. Numbers are
// written without grouping and with a dot ("50000", "0.8") whatever the page's language, and
// read back into the form in the page's own notation. A value that is not what the field
// expects is handled as if typed: a number that does not read stays as text for the tool's
// own fallback or validation, an unknown choice or boolean keeps the default.
import type { Locale } from '@/i18n/locale'

import { formatNumberInput, parseNumber } from '@/lib/numbers'

/** A stepped tariff row as typed: day and rate are text like every number of a form. */
export interface TierText {
  fromDay: string
  rate: string
}

export type FieldCodec =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'list'; values: readonly string[] }
  /** `fromDay:rate` pairs, comma-separated: `1:20,6:40`. */
  | { kind: 'tiers' }

export type QuerySpec<F> = { readonly [K in keyof F]?: FieldCodec }

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

// "92.000" or "92,000": one mark then exactly three digits, which the two languages read a
// thousand times apart. A form sent before the app has loaded writes numbers as typed, so such
// a value is read by the page's language, as typed (docs/decisions-spec.md §22); the app's own
// links never write one (a fourth decimal "0" is added: "1.1250").
const TYPED_THOUSANDS = /^-?[1-9]\d{0,2}[.,]\d{3}$/

function numberToQuery(text: string, locale: Locale): string {
  const value = parseNumber(text, locale)
  if (!Number.isFinite(value)) return text.trim()
  const plain = String(value)
  return TYPED_THOUSANDS.test(plain) ? `${plain}0` : plain
}

function numberFromQuery(text: string, locale: Locale): string {
  if (TYPED_THOUSANDS.test(text)) return text
  return PLAIN_NUMBER.test(text) ? formatNumberInput(Number(text), locale) : text
}

/** Whether the query holds any of the tool's keys (a tariff's rows as a form sends them too). */
export function hasToolKeys<F>(params: URLSearchParams, spec: QuerySpec<F>): boolean {
  return Object.keys(spec).some((key) => params.has(key) || params.has(`${key}.fromDay`))
}

/**
 * A tariff as a form sent before the app has loaded carries it (docs/decisions-spec.md §28):
 * `<key>.fromDay` and `<key>.rate` once per row, in order; null when the query has no row.
 */
function tiersFromForm(params: URLSearchParams, key: string, locale: Locale): TierText[] | null {
  const days = params.getAll(`${key}.fromDay`)
  if (days.length === 0) return null
  const rates = params.getAll(`${key}.rate`)
  return days.slice(0, 20).map((day, index) => ({
    fromDay: numberFromQuery(day.slice(0, 200).trim(), locale),
    rate: numberFromQuery((rates[index] ?? '').slice(0, 200).trim(), locale),
  }))
}

/** What a form holds now, as the query its submission would send (files left out). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value)
  return params
}

/** The form described by the query, over `base` (the defaults) for the keys it lacks. */
export function readQuery<F extends object>(params: URLSearchParams, spec: QuerySpec<F>, base: F, locale: Locale): F {
  const form = { ...base } as Record<string, unknown>
  for (const [key, codec] of Object.entries(spec) as [string, FieldCodec][]) {
    const rows = codec.kind === 'tiers' ? tiersFromForm(params, key, locale) : null
    if (rows) {
      form[key] = rows
      continue
    }
    // A list comes comma-separated in a link, one value per ticked box from a form.
    const raw = codec.kind === 'list' && params.has(key) ? params.getAll(key).join(',') : params.get(key)
    if (raw === null) continue
    // A link can be edited by hand: a field is at most a few hundred characters.
    const value = raw.slice(0, 2000)
    switch (codec.kind) {
      case 'text':
        form[key] = value
        break
      case 'number':
        form[key] = numberFromQuery(value.trim(), locale)
        break
      case 'boolean':
        if (value === 'true' || value === 'false') form[key] = value === 'true'
        break
      case 'choice':
        if (codec.values.includes(value)) form[key] = value
        break
      case 'list':
        form[key] = [...new Set(value.split(',').map((item) => item.trim()))].filter((item) => codec.values.includes(item))
        break
      case 'tiers':
        form[key] = value
          .split(',')
          .filter((pair) => pair.trim() !== '')
          .slice(0, 20)
          .map((pair): TierText => {
            const [fromDay = '', rate = ''] = pair.split(':')
            return { fromDay: numberFromQuery(fromDay.trim(), locale), rate: numberFromQuery(rate.trim(), locale) }
          })
        break
    }
  }
  return form as F
}

/** The query of a form: every field of the spec that holds something, in the spec's order. */
export function writeQuery<F extends object>(form: F, spec: QuerySpec<F>, locale: Locale): URLSearchParams {
  const params = new URLSearchParams()
  const values = form as Record<string, unknown>
  for (const [key, codec] of Object.entries(spec) as [string, FieldCodec][]) {
    const value = values[key]
    switch (codec.kind) {
      case 'text':
      case 'choice':
        if (typeof value === 'string' && value.trim() !== '') params.set(key, value)
        break
      case 'number':
        if (typeof value === 'string' && value.trim() !== '') params.set(key, numberToQuery(value, locale))
        break
      case 'boolean':
        params.set(key, value ? 'true' : 'false')
        break
      case 'list':
        if (Array.isArray(value) && value.length > 0) params.set(key, value.join(','))
        break
      case 'tiers': {
        const rows = (Array.isArray(value) ? (value as TierText[]) : []).filter(
          (row) => row.fromDay.trim() !== '' || row.rate.trim() !== '',
        )
        if (rows.length > 0) {
          params.set(key, rows.map((row) => `${numberToQuery(row.fromDay, locale)}:${numberToQuery(row.rate, locale)}`).join(','))
        }
        break
      }
    }
  }
  return params
}

/** The tool's part of a query, as one comparable string (other keys such as `lang` left out). */
export function toolQueryKey<F>(params: URLSearchParams, spec: QuerySpec<F>): string {
  const own = new URLSearchParams()
  for (const key of Object.keys(spec)) {
    const value = params.get(key)
    if (value !== null) own.set(key, value)
  }
  return own.toString()
}

/** `search` with the tool's keys replaced by `tool`, other keys (such as `lang`) kept. */
export function mergeSearch<F>(search: string, spec: QuerySpec<F>, tool: URLSearchParams): string {
  const params = new URLSearchParams(search)
  for (const key of Object.keys(spec)) params.delete(key)
  for (const [key, value] of tool) params.append(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}
