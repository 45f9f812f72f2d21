// docs/decisions-spec.md §24: the freight arithmetic with a lane of the consultancy's card, and
// without one (the indicative tables).
import { describe, expect, it } from 'vitest'

import type { CardLane } from '@/tools/shared/rate-card'

import { compareFreight, type FreightInput } from './calc'

const LANE: CardLane = {
  origin: 'hph',
  destination: 'NLRTM',
  service: 'fcl40',
  container: 'standard',
  base: 1800,
  baf: 12,
  caf: 2,
  lss: 4,
  pss: 0,
  thc: 240,
  doc: 45,
  security: 25,
  transitMin: 30,
  transitMax: 36,
  carrier: 'Evergreen',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
}

function input(overrides: Partial<FreightInput> = {}): FreightInput {
  return {
    serviceType: 'fcl40',
    originPorts: ['sgn', 'hph'],
    destinationPort: 'NLRTM',
    departureDate: '2026-12-15',
    containerType: 'standard',
    volume: 1,
    weight: 0,
    cargoValue: 0,
    includeInsurance: false,
    card: { version: 3, lanes: [LANE] },
    ...overrides,
  }
}

describe('compareFreight with the published card', () => {
  it('quotes a port with a lane on the card and the others on the indicative rates', () => {
    const rows = compareFreight(input())
    const hph = rows.find((row) => row.port === 'hph')!
    // 1800 base, BAF 12% = 216, CAF 36, LSS 72, PSS 0, THC 240, doc 45, security 25.
    expect(hph).toMatchObject({
      baseFreight: 1800,
      baf: 216,
      caf: 36,
      lss: 72,
      pss: 0,
      thc: 240,
      docFee: 45,
      securityFee: 25,
      otherFees: 0,
      total: 2434,
      transitDays: [30, 36],
      source: { kind: 'card', version: 3, validUntil: '2026-12-31', carrier: 'Evergreen' },
    })
    const sgn = rows.find((row) => row.port === 'sgn')!
    // The indicative table: 2200 × 1.6.
    expect(sgn.baseFreight).toBe(3520)
    expect(sgn.source).toEqual({ kind: 'indicative' })
  })

  it('applies a lane only on departure dates within its validity, both ends included', () => {
    const on = (departureDate: string) => compareFreight(input({ departureDate })).find((r) => r.port === 'hph')!.source.kind
    expect(on('2026-12-01')).toBe('card')
    expect(on('2026-12-31')).toBe('card')
    expect(on('2026-11-30')).toBe('indicative')
    expect(on('2027-01-01')).toBe('indicative')
    // No departure date: the business's today decides.
    expect(compareFreight(input({ departureDate: '', today: '2026-12-20' }))[0]!.source.kind).toBe('card')
    expect(compareFreight(input({ departureDate: '', today: '2027-02-01' })).every((r) => r.source.kind === 'indicative')).toBe(true)
  })

  it('matches the container type for FCL and multiplies per container', () => {
    expect(compareFreight(input({ containerType: 'reefer' })).every((r) => r.source.kind === 'indicative')).toBe(true)
    const two = compareFreight(input({ containerCount: 2 })).find((r) => r.port === 'hph')!
    // Per container twice; the documentation fee once.
    expect(two.total).toBe(2 * (2434 - 45) + 45)
  })

  it('prices LCL per m³ from the card, whatever the container type', () => {
    const lcl: CardLane = { ...LANE, service: 'lcl', container: '', base: 70, thc: 40, security: 0, doc: 35, baf: 10, caf: 0, lss: 0 }
    const row = compareFreight(input({ serviceType: 'lcl', volume: 3, containerType: 'reefer', card: { version: 1, lanes: [lcl] } }))
      .find((r) => r.port === 'hph')!
    expect(row).toMatchObject({ baseFreight: 210, baf: 21, thc: 40, docFee: 35, total: 306, source: { kind: 'card' } })
  })

  it('without a card every row is indicative and unchanged', () => {
    const withCard = compareFreight(input({ card: { version: 1, lanes: [] } }))
    const without = compareFreight(input({ card: undefined }))
    expect(withCard).toEqual(without)
    expect(without.every((row) => row.source.kind === 'indicative')).toBe(true)
  })
})

describe('the PDF and the quote say whose rates', () => {
  it('names the company, the validity and the card, or says indicative', async () => {
    const { freightReport } = await import('./freight-report')
    const { quoteSummary } = await import('@/tools/shared/tool-page')
    const form = {
      serviceType: 'fcl40',
      originPorts: ['hph'],
      destinationPort: 'NLRTM',
      departureDate: '2026-12-15',
      containerType: 'standard',
      volume: '1',
      weight: '0',
      containerCount: '1',
      cargoValue: '0',
      includeInsurance: false,
      sortBy: 'cost',
    } as const
    const rows = compareFreight(input({ originPorts: ['hph'] }))
    const card = { version: 3, freight: [LANE], demurrage: [], usdVnd: { rate: 25400, date: '2026-11-28' } }
    const report = freightReport({ ...form, originPorts: ['hph'] }, rows, 'en', { card, company: 'Acme Logistics' })
    const summary = quoteSummary(report)
    expect(summary).toContain("Rates used: Acme Logistics's rates, valid until")
    expect(summary).toContain('(rate card 3)')
    expect(report.sections[0]!.notes).toContain('Converted at 1 USD = 25,400 VND on November 28, 2026.')
    // VND beside USD, in the PDF and the quote; no "indicative" note on the card's rates.
    const vnd = `${(rows[0]!.total * 25400).toLocaleString('en-US')}`
    expect(report.sections[0]!.pairs).toEqual([['Total in VND – Hai Phong', expect.stringContaining(vnd)]])
    expect(summary).toContain(`Total in VND – Hai Phong: ₫${vnd}`)
    expect(report.sections[0]!.notes!.join(' ')).not.toContain('indicative and may vary')
    const indicative = freightReport({ ...form, originPorts: ['hph'] }, compareFreight(input({ card: undefined })), 'vi')
    expect(quoteSummary(indicative)).toContain('Giá cước áp dụng: Giá tham khảo.')
    expect(indicative.sections[0]!.pairs).toBeUndefined()
    expect(indicative.sections[0]!.notes!.join(' ')).toContain('chỉ mang tính tham khảo')
  })
})
