import { useQuery } from '@tanstack/react-query'

import { api, responseError, serverErrorText } from './client'
import type { components } from './schema'

export type ConsentStatement = components['schemas']['ConsentStatement']
export type PersonalDataRequest = components['schemas']['PersonalDataRequest']
export type RequestKind = components['schemas']['RequestKind']

/** The key the server's render answers too (src/site/render/data.rs), so the form's page carries it. */
export const CONSENT_QUERY_KEY = ['api', 'consent', 'current'] as const

async function fetchConsent(): Promise<ConsentStatement> {
  const { data, response } = await api.GET('/consent')
  if (!response.ok || data === undefined) throw await responseError(response)
  return data
}

/**
 * The consent statement the contact form and the newsletter boxes show now
 * (docs/decisions-spec.md §27); they send its `version` as `consentVersion`.
 */
export function useConsent(): ConsentStatement | undefined {
  return useQuery({ queryKey: CONSENT_QUERY_KEY, queryFn: fetchConsent }).data
}

/** A refused personal data request or confirmation, with the server's own words when it gave them. */
export class PersonalDataError extends Error {
  readonly serverText: string | undefined

  constructor(serverText: string | undefined) {
    super(serverText ?? 'The personal data request failed')
    this.name = 'PersonalDataError'
    this.serverText = serverText
  }
}

/** POST /api/personal-data/requests: the server's text on its 202 (the same for every address). */
export async function askAboutPersonalData(body: PersonalDataRequest): Promise<string> {
  const { data, error, response } = await api.POST('/personal-data/requests', { body })
  if (response.status === 202 && data) return data.message
  throw new PersonalDataError(serverErrorText(error))
}

/** POST /api/personal-data/confirm: resolves on the 204, or throws the server's words. */
export async function confirmPersonalData(token: string): Promise<void> {
  const { error, response } = await api.POST('/personal-data/confirm', { body: { token } })
  if (response.status === 204) return
  throw new PersonalDataError(serverErrorText(error))
}
