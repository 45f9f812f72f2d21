import { z } from '@/lib/zod'

/** The longest address the server takes, in characters. */
export const EMAIL_MAX = 254

/** Characters as the server counts them (code points). */
export const characters = (text: string) => Array.from(text).length

const emailFormat = z.email()

/** A valid address as the server takes it: the format, a dot in the domain, at most 254 characters. */
export function isEmail(text: string): boolean {
  return characters(text) <= EMAIL_MAX && emailFormat.safeParse(text).success && /@[^@]+\.[^@.]+$/.test(text)
}
