import { z } from '@/lib/zod'

/** The server's minimum (docs/decisions.md §7), in characters. */
export const PASSWORD_MIN = 12

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'required'),
    newPassword: z.string().refine((text) => Array.from(text).length >= PASSWORD_MIN, `tooShort:${PASSWORD_MIN}`),
    repeat: z.string(),
  })
  .refine((values) => values.repeat === values.newPassword, { path: ['repeat'], message: 'mismatch' })

export type PasswordValues = z.infer<typeof passwordSchema>
