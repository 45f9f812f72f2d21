import { useQuery, useQueryClient } from '@tanstack/react-query'

import { api, serverErrorText } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, AdminError, adminCall, sessionLost } from '../admin-api'

export type Owner = components['schemas']['SessionInfo']

export const SESSION_KEY = [ADMIN_KEY, 'session'] as const

/** GET /api/admin/session: the signed-in owner, or null (401) when there is no session. */
export async function fetchOwner(): Promise<Owner | null> {
  const { data, error, response } = await api.GET('/admin/session')
  if (response.status === 401) return null
  if (!response.ok || !data) throw new AdminError(response.status, serverErrorText(error))
  return data
}

/**
 * The owner of this browser's session; checked again each time the console mounts. A session
 * found gone while a screen holds work keeps the owner known: the console signs in again
 * over that screen (session-keeper.tsx) instead of leaving it for the sign-in page.
 */
export function useOwner() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      const owner = await fetchOwner()
      const known = queryClient.getQueryData<Owner | null>(SESSION_KEY)
      if (owner === null && known && sessionLost()) return known
      return owner
    },
    staleTime: 0,
  })
}

export interface SignIn {
  email: string
  password: string
  language: 'vi' | 'en'
  /** With two-step sign-in on: the app's 6-digit code or an unused recovery code. */
  code?: string
}

/**
 * The password was right but the account signs in with a second step: the 401 that asks for
 * the code (`secondFactor: "totp"`), or refuses the one sent.
 */
export class SecondStepNeeded extends AdminError {
  constructor(serverText: string | undefined) {
    super(401, serverText)
    this.name = 'SecondStepNeeded'
  }
}

/**
 * POST /api/admin/session → 204 and the session cookie. Its 401 (wrong password, or a code
 * missing or wrong: SecondStepNeeded) is an answer to show, not a lost session, so it does
 * not go through adminCall.
 */
export async function signIn(body: SignIn): Promise<void> {
  const { error, response } = await api.POST('/admin/session', { body })
  if (response.ok) return
  if (response.status === 401 && error && 'secondFactor' in error && error.secondFactor === 'totp') {
    throw new SecondStepNeeded(serverErrorText(error))
  }
  throw new AdminError(response.status, serverErrorText(error))
}

/**
 * POST /api/admin/password-reset → 202 whatever the address (nobody learns which accounts
 * exist). No session is involved, so this does not go through adminCall either.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error, response } = await api.POST('/admin/password-reset', { body: { email } })
  if (!response.ok) throw new AdminError(response.status, serverErrorText(error))
}

/**
 * POST /api/admin/password-reset/confirm → 204, and every session of the account has ended.
 * A used, expired or unknown link, or a password too easy to guess, is a 400 with the
 * server's words.
 */
export async function confirmPasswordReset(body: { token: string; password: string }): Promise<void> {
  const { error, response } = await api.POST('/admin/password-reset/confirm', { body })
  if (!response.ok) throw new AdminError(response.status, serverErrorText(error))
}

/** DELETE /api/admin/session: this browser's session ends on the server. */
export function signOut() {
  return adminCall(api.DELETE('/admin/session'))
}
