// The published card's demurrage and detention tariff as the tracker's inputs
// (docs/decisions-spec.md §24). Pure: the card's row is an input to the arithmetic of calc.ts.
import type { Locale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'
import { businessToday, cardTariffFor, type CardTariff, type RateCard } from '@/tools/shared/rate-card'

import type { DemurrageInput } from './calc'
import { demurrageText } from './demurrage-text'

export type TariffInputs = Pick<DemurrageInput, 'freeTimeDays' | 'demurrageRate' | 'detentionRate' | 'demurrageTiers' | 'detentionTiers'>

/** The tracker's tariff fields from a card row: its free days, first rates and steps. */
function tariffInputs(tariff: CardTariff): TariffInputs {
  return {
    freeTimeDays: tariff.freeDays,
    demurrageRate: tariff.demurrage[0]?.rate ?? 0,
    detentionRate: tariff.detention[0]?.rate ?? 0,
    demurrageTiers: tariff.demurrage,
    detentionTiers: tariff.detention,
  }
}

/** The card's tariff for the port where the container waits, as inputs; null when the card has none. */
export function cardTariffInputs(tariffs: readonly CardTariff[] | undefined, port: string, container: string): TariffInputs | null {
  const tariff = cardTariffFor(tariffs ?? [], port, container)
  return tariff ? tariffInputs(tariff) : null
}

/** Whose tariff a result used: the card's (its version and publication day) or the built-in one. */
export type TariffSource = { kind: 'card'; version: number; publishedAt: string | null } | { kind: 'indicative' }

function sameTiers(a: readonly { fromDay: number; rate: number }[] | undefined, b: readonly { fromDay: number; rate: number }[] | undefined): boolean {
  const left = a ?? []
  const right = b ?? []
  return left.length === right.length && left.every((tier, i) => tier.fromDay === right[i]?.fromDay && tier.rate === right[i]?.rate)
}

/**
 * The card's when the tariff a result was computed with is the card's for that port and
 * container, figure for figure; a tariff the visitor changed (or the typical one) is not the
 * company's word, so it is indicative.
 */
export function tariffSource(
  card: Pick<RateCard, 'version' | 'publishedAt' | 'demurrage'> | null | undefined,
  used: TariffInputs,
  port: string,
  container: string,
): TariffSource {
  const own = card?.version != null ? cardTariffInputs(card.demurrage, port, container) : null
  const same =
    own !== null &&
    own.freeTimeDays === used.freeTimeDays &&
    own.demurrageRate === used.demurrageRate &&
    own.detentionRate === used.detentionRate &&
    sameTiers(own.demurrageTiers, used.demurrageTiers) &&
    sameTiers(own.detentionTiers, used.detentionTiers)
  return same && card?.version != null ? { kind: 'card', version: card.version, publishedAt: card.publishedAt ?? null } : { kind: 'indicative' }
}

/** The sentence saying whose tariff a result used (the freight result's words, for a tariff). */
export function tariffSourceText(source: TariffSource, company: string, locale: Locale): string {
  const t = demurrageText[locale]
  if (source.kind === 'indicative') return t.indicativeTariff
  // The day it was published in Vietnam, as the card's other dates are.
  const published = source.publishedAt ? formatDate(businessToday(new Date(source.publishedAt)), locale) : ''
  return t.cardTariffUsed(company, published, source.version)
}
