import { unsubscribe } from '@/api/subscriptions'
import { useText } from '@/i18n/language-provider'

import { TokenAction } from './token-action'
import { unsubscribeText } from './unsubscribe-text'

/**
 * /unsubscribe?token=…: the subscription ends only when the visitor presses the button
 * (docs/decisions-spec.md §7); the server's own words confirm it.
 */
export function UnsubscribeScreen() {
  const t = useText(unsubscribeText)
  return <TokenAction path="/unsubscribe" text={t} action={unsubscribe} done={(message) => message} />
}
