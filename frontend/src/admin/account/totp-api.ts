import { useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, AdminError, adminCall } from '../admin-api'

export type TotpSetup = components['schemas']['TotpSetup']

export const TOTP_KEY = [ADMIN_KEY, 'totp'] as const

/** GET /api/admin/totp: whether the signed-in owner signs in with a second step. */
export function useTotpStatus() {
  return useQuery({ queryKey: TOTP_KEY, queryFn: () => adminCall(api.GET('/admin/totp')) })
}

/** POST /api/admin/totp: a new secret for the app, in force once a code confirms it (409 when on). */
export function beginTotp(): Promise<TotpSetup> {
  return adminCall(api.POST('/admin/totp'))
}

/** POST /api/admin/totp/confirm: turned on by a first good code; the ten recovery codes, shown once. */
export async function confirmTotp(code: string): Promise<string[]> {
  return (await adminCall(api.POST('/admin/totp/confirm', { body: { code } }))).recoveryCodes
}

/** DELETE /api/admin/totp: turned off with a code of the app or a recovery code. */
export function disableTotp(code: string): Promise<void> {
  return adminCall(api.DELETE('/admin/totp', { body: { code } }))
}

/** These calls answer a wrong or expired code with 400. */
export const isWrongCode = (error: unknown) => error instanceof AdminError && error.status === 400
