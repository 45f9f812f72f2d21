import { api, serverErrorText } from './client'
import type { components } from './schema'

export type SubscriptionRequest = components['schemas']['SubscriptionRequest']
/** The box the visitor used (docs/decisions-spec.md §7). */
export type SubscriptionSource = 'blog' | 'testimonials'

/** A subscription the server did not store, with its own explanation when it gave one. */
export class SubscribeError extends Error {
  readonly serverText: string | undefined

  constructor(serverText: string | undefined) {
    super(serverText ?? 'Failed to subscribe')
    this.name = 'SubscribeError'
    this.serverText = serverText
  }
}

/** POST /api/subscriptions: resolves with the server's thank-you text only on a 201. */
export async function subscribe(body: SubscriptionRequest): Promise<string> {
  const { data, error, response } = await api.POST('/subscriptions', { body })
  if (response.status === 201 && data) return data.message
  throw new SubscribeError(serverErrorText(error))
}

/** POST /api/subscriptions/unsubscribe: the server's confirmation, or its error text thrown. */
export async function unsubscribe(token: string): Promise<string> {
  const { data, error, response } = await api.POST('/subscriptions/unsubscribe', { body: { token } })
  if (response.ok && data) return data.message
  throw new SubscribeError(serverErrorText(error))
}

/** POST /api/subscriptions/confirm: resolves on the 204, or throws the server's error text. */
export async function confirmSubscription(token: string): Promise<void> {
  const { error, response } = await api.POST('/subscriptions/confirm', { body: { token } })
  if (response.status === 204) return
  throw new SubscribeError(serverErrorText(error))
}
