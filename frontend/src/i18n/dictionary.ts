import type { Locale } from './locale'

/**
 * The shape another language must match: the same keys, every text a string and every
 * templated text a function of the same arguments. Passing an object literal of this type
 * makes a missing or an extra key a compile error.
 */
export type Shape<V> = {
  [K in keyof V]: V[K] extends string
    ? string
    : V[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Shape<V[K]>
}

export type Dictionary<V> = Record<Locale, Shape<V>>

/** Every dictionary made here, so one test can check all of them at run time too. */
export const allDictionaries: Array<{ name: string; dictionary: Dictionary<unknown> }> = []

/**
 * Declares one feature's texts: Vietnamese first (the default language), then English,
 * which the compiler holds to exactly the Vietnamese keys.
 */
export function defineDictionary<V extends Record<string, unknown>>(
  name: string,
  vi: V & Record<string, unknown>,
  en: NoInfer<Shape<V>>,
): Dictionary<V> {
  const dictionary = { vi: vi as Shape<V>, en }
  allDictionaries.push({ name, dictionary: dictionary as Dictionary<unknown> })
  return dictionary
}
