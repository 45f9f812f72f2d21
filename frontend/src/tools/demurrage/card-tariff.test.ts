// docs/decisions-spec.md §24: the demurrage arithmetic on a tariff of the consultancy's card
// (with tiers), and without one.
import { describe, expect, it } from 'vitest'

import type { CardTariff } from '@/tools/shared/rate-card'

import { DEMURRAGE_DEFAULTS, trackDemurrage, type DemurrageInput } from './calc'
import { cardTariffInputs } from './card-tariff'

const TARIFFS: CardTariff[] = [
  {
    port: 'sgn',
    carrier: 'Maersk',
    container: '40hc',
    freeDays: 3,
    demurrage: [{ fromDay: 1, rate: 99 }],
    detention: [{ fromDay: 1, rate: 99 }],
  },
  {
    port: 'sgn',
    carrier: '',
    container: '40hc',
    freeDays: 5,
    demurrage: [
      { fromDay: 1, rate: 30 },
      { fromDay: 4, rate: 60 },
    ],
    detention: [{ fromDay: 1, rate: 20 }],
  },
]

const BASE: DemurrageInput = {
  ...DEMURRAGE_DEFAULTS,
  containerType: '40hc',
  dischargePort: 'sgn',
  // A Monday; calendar days.
  etaDate: '2026-03-02',
  currentDate: '2026-03-12',
  dayType: 'calendar',
  excludeWeekends: false,
  excludeHolidays: false,
  chargeType: 'both',
}

describe('the demurrage tracker on the card tariff', () => {
  it("takes the port's tariff for any carrier, with its free days and steps", () => {
    const inputs = cardTariffInputs(TARIFFS, 'sgn', '40hc')
    expect(inputs).toEqual({
      freeTimeDays: 5,
      demurrageRate: 30,
      detentionRate: 20,
      demurrageTiers: TARIFFS[1]!.demurrage,
      detentionTiers: TARIFFS[1]!.detention,
    })
    const result = trackDemurrage({ ...BASE, ...inputs! })
    // Free 2–6 March; charged 7–12 March (6 days): demurrage 30 × 3 + 60 × 3, detention 20 × 6.
    expect(result.freeTimeEndDate).toBe('2026-03-06')
    expect(result.costSoFar).toMatchObject({ chargedDays: 6, demurrage: 270, detention: 120, total: 390 })
  })

  it('has no tariff for a port or container the card does not list: the typical one applies', () => {
    expect(cardTariffInputs(TARIFFS, 'hph', '40hc')).toBeNull()
    expect(cardTariffInputs(TARIFFS, 'sgn', '20gp')).toBeNull()
    expect(cardTariffInputs(undefined, 'sgn', '40hc')).toBeNull()
    // Only a carrier's row: that one.
    expect(cardTariffInputs([TARIFFS[0]!], 'sgn', '40hc')?.freeTimeDays).toBe(3)
  })
})
