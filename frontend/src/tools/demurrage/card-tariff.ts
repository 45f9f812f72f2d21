// The published card's demurrage and detention tariff as the tracker's inputs
// (docs/decisions-spec.md §24). Pure: the card's row is an input to the arithmetic of calc.ts.
import { cardTariffFor, type CardTariff } from '@/tools/shared/rate-card'

import type { DemurrageInput } from './calc'

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
