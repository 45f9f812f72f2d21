// docs/decisions-spec.md §24: the demurrage arithmetic on a tariff of the consultancy's card
// (with tiers), and without one.
import { describe, expect, it } from 'vitest'

import type { CardTariff } from '@/tools/shared/rate-card'

import { DEMURRAGE_DEFAULTS, trackDemurrage, type DemurrageInput } from './calc'
import { cardTariffInputs, tariffSource, tariffSourceText } from './card-tariff'
import { demurrageReport } from './demurrage-report'
import type { DemurrageForm } from './demurrage-screen'

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

const CARD = { version: 7, publishedAt: '2026-11-27T18:30:00Z', demurrage: TARIFFS }

describe('whose tariff a demurrage result names', () => {
  const own = cardTariffInputs(TARIFFS, 'sgn', '40hc')!

  it("names the company's card, its version and the day it was published in Vietnam, in both languages", () => {
    const source = tariffSource(CARD, own, 'sgn', '40hc')
    expect(source).toEqual({ kind: 'card', version: 7, publishedAt: '2026-11-27T18:30:00Z' })
    // 18:30 UTC on the 27th is the 28th in Vietnam.
    expect(tariffSourceText(source, 'Tradelane', 'en')).toBe("Tradelane's tariff (rate card 7, published November 28, 2026).")
    expect(tariffSourceText(source, 'Tradelane', 'vi')).toBe('Biểu phí của Tradelane (bảng giá số 7, công bố ngày 28 tháng 11, 2026).')
  })

  it('is indicative once a figure differs from the card, on another port or container, or without a card', () => {
    const changedStep = { ...own, demurrageTiers: [{ fromDay: 1, rate: 30 }, { fromDay: 4, rate: 65 }] }
    const noSteps = { ...own, demurrageTiers: [], detentionTiers: [] }
    const moreDays = { ...own, freeTimeDays: 7 }
    for (const used of [changedStep, noSteps, moreDays]) expect(tariffSource(CARD, used, 'sgn', '40hc')).toEqual({ kind: 'indicative' })
    expect(tariffSource(CARD, own, 'hph', '40hc').kind).toBe('indicative')
    expect(tariffSource(CARD, own, 'sgn', '20gp').kind).toBe('indicative')
    expect(tariffSource(null, own, 'sgn', '40hc').kind).toBe('indicative')
    expect(tariffSource({ ...CARD, version: null }, own, 'sgn', '40hc').kind).toBe('indicative')
    expect(tariffSourceText({ kind: 'indicative' }, 'Tradelane', 'en')).toBe('Indicative tariff: check it against your contract with the carrier.')
    expect(tariffSourceText({ kind: 'indicative' }, 'Tradelane', 'vi')).toBe('Biểu phí tham khảo: hãy đối chiếu với hợp đồng của bạn với hãng tàu.')
  })

  it("prints the tariff's source among the PDF's inputs", () => {
    const form: DemurrageForm = {
      ...BASE,
      direction: 'import',
      actualArrivalDate: '',
      freeTimeDays: '5',
      demurrageRate: '30',
      detentionRate: '20',
      demurrageTiers: [
        { fromDay: '1', rate: '30' },
        { fromDay: '4', rate: '60' },
      ],
      detentionTiers: [{ fromDay: '1', rate: '20' }],
      returnDate: '',
      containerNumber: 'MSCU1234567',
    }
    const result = trackDemurrage({ ...BASE, ...own })
    const sentence = tariffSourceText(tariffSource(CARD, own, 'sgn', '40hc'), 'Tradelane', 'en')
    expect(demurrageReport(form, result, 'en', sentence).inputs).toContainEqual(['Tariff used', sentence])
  })
})
