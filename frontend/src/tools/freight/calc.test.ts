import { describe, expect, it } from 'vitest'

import { DESTINATION_PORTS, ORIGIN_PORTS, type DestinationPortCode, type OriginPortCode } from '@/tools/shared/ports'

import {
  containers,
  FREIGHT_DEFAULTS,
  barWidthPercent,
  compareFreight,
  destinationMultiplier,
  parseVolume,
  validateFreightDraft,
  type FreightInput,
  type FreightResultRow,
} from './calc'
import { CONTAINER_TYPES, SERVICE_TYPES, SURCHARGES } from './data'

function input(overrides: Partial<FreightInput> = {}): FreightInput {
  return {
    serviceType: 'fcl20',
    originPorts: ['sgn'],
    destinationPort: 'JPTYO',
    departureDate: '',
    containerType: 'standard',
    volume: 1,
    weight: 0,
    cargoValue: 0,
    includeInsurance: false,
    ...overrides,
  }
}

function only(overrides: Partial<FreightInput>): FreightResultRow {
  const rows = compareFreight(input(overrides))
  expect(rows).toHaveLength(1)
  return rows[0]!
}

const MONEY_FIELDS = [
  'baseFreight',
  'baf',
  'caf',
  'lss',
  'pss',
  'thc',
  'docFee',
  'securityFee',
  'otherFees',
] as const

function sumOfFields(row: FreightResultRow): number {
  return MONEY_FIELDS.reduce((sum, field) => sum + row[field], 0)
}

describe('compareFreight – worked example (docs/decisions-spec.md §6)', () => {
  const rows = compareFreight(
    input({
      serviceType: 'fcl40',
      containerType: 'reefer',
      destinationPort: 'NLRTM',
      cargoValue: 50000,
      includeInsurance: true,
      originPorts: ['sgn', 'hph', 'dad'],
    }),
  )

  it('ranks hph, dad, sgn', () => {
    expect(rows.map((row) => [row.port, row.total])).toEqual([
      ['hph', 5952],
      ['dad', 6226],
      ['sgn', 6500],
    ])
  })

  it('breaks hph down as specified', () => {
    expect(rows[0]).toEqual({
      port: 'hph',
      portName: 'Hai Phong',
      baseFreight: 3200,
      baf: 480,
      caf: 96,
      lss: 160,
      pss: 256,
      thc: 250,
      docFee: 50,
      securityFee: 30,
      otherFees: 1430,
      total: 5952,
      // docs/decisions-spec.md §10: 9,450 nm at 18–14 knots plus 2–5 port days; 9,450 × 1.852 km × 2 TEU × 55 g.
      transitDays: [24, 34],
      co2eKg: 1925,
      source: { kind: 'indicative' },
    })
  })

  it('rounds dad and sgn field by field', () => {
    // dad: 2100 × 1.6 = 3360; CAF 100.8 → 101; PSS 268.8 → 269; other 1344 + 150.
    expect(rows[1]).toMatchObject({ baseFreight: 3360, baf: 504, caf: 101, lss: 168, pss: 269, otherFees: 1494 })
    // sgn: 2200 × 1.6 = 3520; CAF 105.6 → 106; PSS 281.6 → 282; other 1408 + 150.
    expect(rows[2]).toMatchObject({ baseFreight: 3520, baf: 528, caf: 106, lss: 176, pss: 282, otherFees: 1558 })
    for (const row of rows) expect(row.total).toBe(sumOfFields(row))
  })
})

describe('container count (docs/decisions-spec.md §19)', () => {
  it('multiplies every per-container charge; the documentation fee and the insurance once', () => {
    const example = { serviceType: 'fcl40', containerType: 'reefer', destinationPort: 'NLRTM', cargoValue: 50000, includeInsurance: true, originPorts: ['hph'] } as const
    const one = only(example)
    const two = only({ ...example, containerCount: 2 })
    for (const key of ['baseFreight', 'baf', 'caf', 'lss', 'pss', 'thc', 'securityFee'] as const) expect(two[key], key).toBe(2 * one[key])
    expect(two.docFee).toBe(one.docFee)
    // Other = reefer extra per container (40% of 3200 = 1280) + insurance once (0.3% of 50000 = 150).
    expect(one.otherFees).toBe(1280 + 150)
    expect(two.otherFees).toBe(2 * 1280 + 150)
    expect(two.total).toBe(2 * one.total - one.docFee - 150)
    expect(two.co2eKg).toBe(2 * one.co2eKg)
  })

  it('leaves the worked example as it was when absent or 1, and ignores it for LCL', () => {
    expect(only({ containerCount: 1 })).toEqual(only({}))
    expect(only({ serviceType: 'lcl', volume: 3, containerCount: 5 })).toEqual(only({ serviceType: 'lcl', volume: 3 }))
    expect(containers(0)).toBe(1)
    expect(containers(2.5)).toBe(1)
    expect(containers(3)).toBe(3)
  })
})

describe('destination multiplier', () => {
  const expected: Record<DestinationPortCode, number> = {
    USNYC: 1.8,
    USLAX: 1.8,
    NLRTM: 1.6,
    DEHAM: 1.6,
    CNSHA: 0.7,
    SGSIN: 0.5,
    AEDXB: 1.2,
    JPTYO: 1.2,
    KRPUS: 1.2,
    GBFXT: 1.2,
  }

  it.each(Object.entries(expected))('%s multiplies the base by %s', (code, multiplier) => {
    expect(destinationMultiplier(code)).toBe(multiplier)
    // sgn FCL20 base 1200.
    const row = only({ destinationPort: code as DestinationPortCode })
    expect(row.baseFreight).toBe(Math.round(1200 * multiplier))
  })

  it('covers every destination port of the form', () => {
    expect(Object.keys(expected).sort()).toEqual(DESTINATION_PORTS.map((p) => p.code).sort())
  })

  it('goes by the first two letters only', () => {
    expect(destinationMultiplier('USXXX')).toBe(1.8)
    expect(destinationMultiplier('FRLEH')).toBe(1.2)
  })
})

describe('base freight per port and service (multiplier 1.2, JPTYO)', () => {
  const bases: Record<'fcl20' | 'fcl40', Record<OriginPortCode, number>> = {
    fcl20: { sgn: 1200, hph: 1100, dad: 1150, cmv: 1150, qui: 1150, nha: 1150 },
    fcl40: { sgn: 2200, hph: 2000, dad: 2100, cmv: 2100, qui: 2100, nha: 2100 },
  }

  for (const serviceType of ['fcl20', 'fcl40'] as const) {
    it.each(Object.entries(bases[serviceType]))(`${serviceType} from %s: base %d`, (port, base) => {
      const row = only({ serviceType, originPorts: [port as OriginPortCode] })
      expect(row.baseFreight).toBe(base * 1.2)
      expect(row.thc).toBe(serviceType === 'fcl20' ? 180 : 250)
    })
  }

  it('LCL is 80 × volume for every port, THC 50', () => {
    const rows = compareFreight(
      input({ serviceType: 'lcl', volume: 2.5, originPorts: ORIGIN_PORTS.map((p) => p.code) }),
    )
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      expect(row.baseFreight).toBe(240) // 80 × 2.5 × 1.2
      expect(row.thc).toBe(50)
    }
    // All equal: input order kept.
    expect(rows.map((row) => row.port)).toEqual(['sgn', 'hph', 'dad', 'cmv', 'qui', 'nha'])
  })

  it('LCL follows the volume', () => {
    expect(only({ serviceType: 'lcl', volume: 10, destinationPort: 'USNYC' }).baseFreight).toBe(1440)
  })

  it('surcharges, doc and security fees', () => {
    // sgn FCL20 JPTYO: base 1440.
    expect(only({})).toEqual({
      port: 'sgn',
      portName: 'Cat Lai – Ho Chi Minh City',
      baseFreight: 1440,
      baf: 216,
      caf: 43, // 43.2
      lss: 72,
      pss: 115, // 115.2
      thc: 180,
      docFee: 50,
      securityFee: 30,
      otherFees: 0,
      total: 2146,
      // 2,450 nm; 2,450 × 1.852 km × 1 TEU × 90 g.
      transitDays: [8, 13],
      co2eKg: 408,
      source: { kind: 'indicative' },
    })
  })
})

describe('container type extra', () => {
  // hph FCL20 to Rotterdam: base 1100 × 1.6 = 1760.
  it.each([
    ['standard', 0],
    ['reefer', 704], // 40%
    ['opentop', 264], // 15%
    ['flatrack', 352], // 20%
  ] as const)('FCL %s adds %d', (containerType, extra) => {
    const row = only({ originPorts: ['hph'], destinationPort: 'NLRTM', containerType })
    expect(row.baseFreight).toBe(1760)
    expect(row.otherFees).toBe(extra)
    expect(row.total).toBe(sumOfFields(row))
  })

  it('applies to FCL40 too', () => {
    expect(only({ serviceType: 'fcl40', containerType: 'opentop', destinationPort: 'CNSHA' }).otherFees)
      .toBe(231) // 2200 × 0.7 = 1540; 15% = 231
  })

  it.each(CONTAINER_TYPES.map((c) => c.code))('LCL ignores container type %s', (containerType) => {
    const row = only({ serviceType: 'lcl', volume: 3, containerType })
    expect(row.otherFees).toBe(0)
    expect(row.baseFreight).toBe(288)
  })
})

describe('insurance', () => {
  it('adds 0.3% of cargo value to other fees when included', () => {
    expect(only({ cargoValue: 20000, includeInsurance: true }).otherFees).toBe(60)
    expect(only({ cargoValue: 20000, includeInsurance: true, containerType: 'reefer' }).otherFees)
      .toBe(576 + 60)
    expect(only({ serviceType: 'lcl', cargoValue: 20000, includeInsurance: true }).otherFees).toBe(60)
  })

  it('adds nothing when not included, whatever the value', () => {
    const off = only({ cargoValue: 20000, includeInsurance: false })
    expect(off.otherFees).toBe(0)
    expect(off.total).toBe(only({}).total)
  })

  it('changes the total by the insurance amount', () => {
    const on = only({ cargoValue: 100000, includeInsurance: true })
    expect(on.total - only({}).total).toBe(300)
  })
})

describe('rounding', () => {
  // hph FCL20 to Shanghai: 1100 × 0.7 = 770; BAF 115.5, CAF 23.1, LSS 38.5, PSS 61.6;
  // insurance on 500 = 1.5. Halves must round up, not fall to x.4999… in floating point.
  const row = only({ originPorts: ['hph'], destinationPort: 'CNSHA', cargoValue: 500, includeInsurance: true })

  it('rounds each money field, halves up', () => {
    expect(row).toMatchObject({ baseFreight: 770, baf: 116, caf: 23, lss: 39, pss: 62, otherFees: 2 })
  })

  it('totals the rounded fields, so the row adds up', () => {
    expect(row.total).toBe(770 + 116 + 23 + 39 + 62 + 180 + 50 + 30 + 2)
    expect(row.total).toBe(1272)
    // Rounding the unrounded sum (1270.2) would not add up.
    expect(row.total).not.toBe(Math.round(770 + 115.5 + 23.1 + 38.5 + 61.6 + 260 + 1.5))
  })

  it('every field is a whole number, also for fractional LCL volumes', () => {
    const lcl = only({ serviceType: 'lcl', volume: 1.37, destinationPort: 'USLAX', cargoValue: 1234.56, includeInsurance: true })
    for (const field of [...MONEY_FIELDS, 'total'] as const) expect(Number.isInteger(lcl[field])).toBe(true)
    expect(lcl.total).toBe(sumOfFields(lcl))
  })

  it('rounds an LCL base with a half up', () => {
    // 80 × 0.0625 × 0.5 = 2.5 → 3 (all exact in binary).
    expect(only({ serviceType: 'lcl', volume: 0.0625, destinationPort: 'SGSIN' }).baseFreight).toBe(3)
  })
})

describe('sorting', () => {
  it('sorts by total ascending', () => {
    const rows = compareFreight(input({ originPorts: ['sgn', 'dad', 'hph'] }))
    expect(rows.map((row) => row.port)).toEqual(['hph', 'dad', 'sgn'])
    const totals = rows.map((row) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it('keeps input order on ties', () => {
    // dad, cmv, qui and nha share every rate.
    expect(compareFreight(input({ originPorts: ['nha', 'cmv', 'qui', 'dad'] })).map((r) => r.port))
      .toEqual(['nha', 'cmv', 'qui', 'dad'])
    expect(compareFreight(input({ originPorts: ['qui', 'sgn', 'dad', 'hph', 'nha'] })).map((r) => r.port))
      .toEqual(['hph', 'qui', 'dad', 'nha', 'sgn'])
  })

  it('quotes a port listed twice once', () => {
    expect(compareFreight(input({ originPorts: ['sgn', 'hph', 'sgn'] })).map((r) => r.port)).toEqual(['hph', 'sgn'])
  })

  it('returns nothing for no ports', () => {
    expect(compareFreight(input({ originPorts: [] }))).toEqual([])
  })
})

describe('barWidthPercent', () => {
  const rows = compareFreight(input({ originPorts: ['sgn', 'hph'] }))

  it('is total over the largest total', () => {
    expect(barWidthPercent(rows[1]!.total, rows)).toBe(100)
    expect(barWidthPercent(rows[0]!.total, rows)).toBeCloseTo((rows[0]!.total / rows[1]!.total) * 100)
  })

  it('is 0 with no rows', () => {
    expect(barWidthPercent(0, [])).toBe(0)
  })
})

describe('form defaults and validation', () => {
  it('has the documented defaults', () => {
    expect(FREIGHT_DEFAULTS).toMatchObject({
      serviceType: 'fcl20',
      originPorts: [],
      destinationPort: '',
      departureDate: '',
      containerType: 'standard',
      volume: 1,
      weight: 0,
      cargoValue: 0,
      includeInsurance: false,
    })
  })

  it('rejects the defaults (no port, no destination)', () => {
    expect(validateFreightDraft(FREIGHT_DEFAULTS)).toBeNull()
    expect(validateFreightDraft({ ...FREIGHT_DEFAULTS, originPorts: ['sgn'] })).toBeNull()
    expect(validateFreightDraft({ ...FREIGHT_DEFAULTS, destinationPort: 'SGSIN' })).toBeNull()
  })

  it('accepts a complete draft', () => {
    const ready = validateFreightDraft({ ...FREIGHT_DEFAULTS, originPorts: ['sgn'], destinationPort: 'SGSIN' })
    expect(ready).not.toBeNull()
    expect(compareFreight(ready!)[0]!.baseFreight).toBe(600)
  })
})

describe('volume field', () => {
  it('volume and quantity fall back to 1, also for 0', () => {
    expect(parseVolume('abc')).toBe(1)
    expect(parseVolume('')).toBe(1)
    expect(parseVolume('0')).toBe(1)
    expect(parseVolume('2.75')).toBe(2.75)
  })
})

describe('reference data', () => {
  it('labels every option in both languages', () => {
    for (const list of [SERVICE_TYPES, ORIGIN_PORTS, DESTINATION_PORTS, CONTAINER_TYPES]) {
      for (const option of list) {
        expect(option.label.vi.trim()).not.toBe('')
        expect(option.label.en.trim()).not.toBe('')
      }
    }
    for (const surcharge of SURCHARGES) {
      for (const text of [surcharge.name, surcharge.description, surcharge.abbreviation]) {
        expect(text.vi.trim()).not.toBe('')
        expect(text.en.trim()).not.toBe('')
      }
    }
  })

  it('explains the seven surcharges of the table', () => {
    expect(SURCHARGES.map((s) => s.field)).toEqual(['baf', 'caf', 'lss', 'pss', 'thc', 'docFee', 'securityFee'])
  })
})
