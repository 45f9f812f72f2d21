import { afterEach, expect, test, vi } from 'vitest'

import { z } from './zod'

afterEach(() => vi.restoreAllMocks())

test('schemas are checked without compiling code, which the CSP would refuse', () => {
  const compile = vi.spyOn(globalThis, 'Function')
  const schema = z.object({ name: z.string().min(1), email: z.email() })
  expect(schema.safeParse({ name: 'Lan', email: 'lan@example.vn' }).success).toBe(true)
  expect(schema.safeParse({ name: '', email: 'x' }).success).toBe(false)
  expect(compile).not.toHaveBeenCalled()
})
