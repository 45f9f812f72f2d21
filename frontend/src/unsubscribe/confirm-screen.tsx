import { confirmSubscription } from '@/api/subscriptions'
import { useText } from '@/i18n/language-provider'

import { confirmText } from './confirm-text'
import { TokenAction } from './token-action'

/**
 * /subscribe/confirm?token=…: the subscription is confirmed only when the visitor presses the
 * button (consent is the person's act, docs/decisions-spec.md §17).
 */
export function ConfirmScreen() {
  const t = useText(confirmText)
  return <TokenAction path="/subscribe/confirm" text={t} action={confirmSubscription} done={() => t.done} />
}
