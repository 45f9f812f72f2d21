import { z } from '@/lib/zod'

/**
 * A second-step code as typed: the authenticator app's 6 digits or a recovery code
 * (xxxx-xxxx). The server ignores spaces and dashes; its limit is 20 characters.
 */
export const codeSchema = z.object({
  code: z.string().trim().min(1, 'required').max(20, 'tooLong:20'),
})

export type CodeValues = z.infer<typeof codeSchema>
