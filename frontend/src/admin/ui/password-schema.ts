import { z } from '@/lib/zod'

/** The server's minimum (docs/decisions-spec.md §7), in characters. */
export const PASSWORD_MIN = 12

/** A new password, typed twice: the same rules wherever the owner sets one. */
const newPassword = z.string().refine((text) => Array.from(text).length >= PASSWORD_MIN, `tooShort:${PASSWORD_MIN}`)
const sameTwice = (values: { newPassword: string; repeat: string }) => values.repeat === values.newPassword
const mismatch = { path: ['repeat'], message: 'mismatch' }

/** Changing the password on the Account screen: the current one, then the new one twice. */
export const passwordSchema = z
  .object({ currentPassword: z.string().min(1, 'required'), newPassword, repeat: z.string() })
  .refine(sameTwice, mismatch)

export type PasswordValues = z.infer<typeof passwordSchema>

/** Setting a new password from an e-mailed reset link: the new one twice, nothing else. */
export const newPasswordSchema = z.object({ newPassword, repeat: z.string() }).refine(sameTwice, mismatch)

export type NewPasswordValues = z.infer<typeof newPasswordSchema>
