import { describe, expect, test } from 'vitest'
import { INCOTERMS_DEFAULTS, calculateIncoterms, effectiveInsuranceRate } from './calc'
import type { IncotermsInput } from './calc'
import {
  CARGO_TYPES,
  DESTINATION_REGIONS,
  ICC_CONDITIONS,
  INCOTERM_RULES,
  cargoInsuranceRate,
  regionSurcharge,
} from './data'
import { WHO_PAYS_STEPS } from './who-pays-data'

// Express defaults with a consignment worth 10000 of 20 units. Shared by most cases:
//   FOB     = 10000 + 100 + 30 x 20 + 150 + 200 = 11050
//   FOB + freight = 11050 + 50 x 20 = 12050
function input(overrides: Partial<IncotermsInput> = {}): IncotermsInput {
  return { ...INCOTERMS_DEFAULTS, exwPrice: 10000, quantity: 20, ...overrides }
}

describe('calculateIncoterms', () => {
  test('worked example of docs/decisions-spec.md §6', () => {
    // rate = 0.8 + 0.2 (vessel 18 > 15) + 0.1 (Europe, Advanced) + 0.1 (ICC B) = 1.2
    // FOB  = 10000 + 100 + 30 x 20 + 150 + 200 = 11050
    // CIF  = (11050 + 50 x 20) / (1 - 0.012) = 12050 / 0.988 = 12196.35627...
    // ins  = 12196.35627 x 0.012 = 146.35627
    // duty = 12196.35627 x 0.10 = 1219.63563
    // VAT  = (12196.35627 + 1219.63563 + 100) x 0.10 = 1351.59919
    // DDP  = 12196.35627 + 250 + 1219.63563 + 1351.59919 + 100 + 40 x 20 = 15917.59109
    const r = calculateIncoterms(
      input({
        advancedMode: true,
        cargoType: 'electronics',
        insuranceRate: 0.8,
        vesselAge: 18,
        destinationRegion: 'europe',
        iccCondition: 'B',
      }),
    )
    expect(r.insuranceRate).toBeCloseTo(1.2, 10)
    expect(r.exw).toBe(10000)
    expect(r.fob).toBeCloseTo(11050, 4)
    expect(r.cif).toBeCloseTo(12196.3563, 4)
    expect(r.breakdown.insurance).toBeCloseTo(146.3563, 4)
    expect(r.breakdown.customsDuty).toBeCloseTo(1219.6356, 4)
    expect(r.breakdown.vat).toBeCloseTo(1351.5992, 4)
    expect(r.ddp).toBeCloseTo(15917.5911, 4)
  })

  test('every breakdown line, with a zero insurance rate so CIF is exact', () => {
    // rate = 0 (ICC A, vessel 10, Express) so CIF = 11050 + 1000 = 12050
    // duty = 12050 x 0.10 = 1205; VAT = (12050 + 1205 + 100) x 0.10 = 1335.5
    // DDP  = 12050 + 250 + 1205 + 1335.5 + 100 + 800 = 15740.5
    const r = calculateIncoterms(input({ insuranceRate: 0 }))
    expect(r).toEqual({
      exw: 10000,
      fob: 11050,
      cif: 12050,
      ddp: 15740.5,
      insuranceRate: 0,
      breakdown: {
        exwBase: 10000,
        packaging: 100,
        inlandToPort: 600,
        exportFormalities: 150,
        loading: 200,
        freight: 1000,
        insurance: 0,
        importFormalities: 250,
        customsDuty: 1205,
        vat: 1335.5,
        otherImportFees: 100,
        deliveryToFinal: 800,
      },
      rules: expect.any(Object),
      cipInsurance: 0,
    })
  })

  describe('ICC clauses', () => {
    // CIF = 12050 / (1 - rate / 100); insurance = CIF x rate / 100 = CIF - 12050
    test.each([
      // A: 0.5 + 0   = 0.5 -> 12050 / 0.995 = 12110.552764, insurance 60.552764
      ['A', 0.5, 12110.552764, 60.552764],
      // B: 0.5 + 0.1 = 0.6 -> 12050 / 0.994 = 12122.736419, insurance 72.736419
      ['B', 0.6, 12122.736419, 72.736419],
      // C: 0.5 + 0.2 = 0.7 -> 12050 / 0.993 = 12134.944612, insurance 84.944612
      ['C', 0.7, 12134.944612, 84.944612],
    ] as const)('ICC %s', (iccCondition, rate, cif, insurance) => {
      const r = calculateIncoterms(input({ iccCondition }))
      expect(r.insuranceRate).toBeCloseTo(rate, 10)
      expect(r.cif).toBeCloseTo(cif, 5)
      expect(r.breakdown.insurance).toBeCloseTo(insurance, 5)
    })
  })

  describe('vessel age', () => {
    test('15 years adds nothing', () => {
      // 0.5 + 0 = 0.5 -> CIF 12050 / 0.995 = 12110.552764
      const r = calculateIncoterms(input({ vesselAge: 15 }))
      expect(r.insuranceRate).toBeCloseTo(0.5, 10)
      expect(r.cif).toBeCloseTo(12110.552764, 5)
    })

    test('16 years adds 0.2 points', () => {
      // 0.5 + 0.2 = 0.7 -> CIF 12050 / 0.993 = 12134.944612
      const r = calculateIncoterms(input({ vesselAge: 16 }))
      expect(r.insuranceRate).toBeCloseTo(0.7, 10)
      expect(r.cif).toBeCloseTo(12134.944612, 5)
    })
  })

  describe('region surcharge', () => {
    test('is ignored in Express mode', () => {
      // Africa would add 0.2, but Express mode: 0.5 + 0 = 0.5
      const r = calculateIncoterms(input({ destinationRegion: 'africa', advancedMode: false }))
      expect(r.insuranceRate).toBeCloseTo(0.5, 10)
      expect(r.cif).toBeCloseTo(12110.552764, 5)
    })

    test('is added in Advanced mode', () => {
      // 0.5 + 0.2 (Africa) = 0.7 -> CIF 12050 / 0.993 = 12134.944612
      const r = calculateIncoterms(input({ destinationRegion: 'africa', advancedMode: true }))
      expect(r.insuranceRate).toBeCloseTo(0.7, 10)
      expect(r.cif).toBeCloseTo(12134.944612, 5)
    })

    test('the default region, Asia, adds 0.05 in Advanced mode', () => {
      // 0.5 + 0.05 = 0.55 -> CIF 12050 / 0.9945 = 12116.641528
      const r = calculateIncoterms(input({ advancedMode: true }))
      expect(r.insuranceRate).toBeCloseTo(0.55, 10)
      expect(r.cif).toBeCloseTo(12116.641528, 5)
    })
  })

  test('per-unit costs scale with quantity, lump sums do not', () => {
    // Rate 0 keeps CIF exact. Quantity 1 versus 3, EXW 1000:
    //   inland  30 x 1 = 30   | 30 x 3 = 90
    //   freight 50 x 1 = 50   | 50 x 3 = 150
    //   final   40 x 1 = 40   | 40 x 3 = 120
    //   FOB 1000 + 100 + 30 + 150 + 200 = 1480 | 1000 + 100 + 90 + 150 + 200 = 1540
    //   CIF 1480 + 50 = 1530                   | 1540 + 150 = 1690
    const one = calculateIncoterms(input({ exwPrice: 1000, quantity: 1, insuranceRate: 0 }))
    const three = calculateIncoterms(input({ exwPrice: 1000, quantity: 3, insuranceRate: 0 }))

    expect(one.breakdown.inlandToPort).toBe(30)
    expect(three.breakdown.inlandToPort).toBe(90)
    expect(one.breakdown.freight).toBe(50)
    expect(three.breakdown.freight).toBe(150)
    expect(one.breakdown.deliveryToFinal).toBe(40)
    expect(three.breakdown.deliveryToFinal).toBe(120)
    expect(one.fob).toBe(1480)
    expect(three.fob).toBe(1540)
    expect(one.cif).toBe(1530)
    expect(three.cif).toBe(1690)

    // exwPrice is the whole consignment, and the lump sums stay as entered.
    for (const r of [one, three]) {
      expect(r.exw).toBe(1000)
      expect(r.breakdown.exwBase).toBe(1000)
      expect(r.breakdown.packaging).toBe(100)
      expect(r.breakdown.exportFormalities).toBe(150)
      expect(r.breakdown.loading).toBe(200)
      expect(r.breakdown.importFormalities).toBe(250)
      expect(r.breakdown.otherImportFees).toBe(100)
    }
  })

  test('zero duty and zero VAT', () => {
    // rate 0.5 -> CIF 12050 / 0.995 = 12110.552764; duty 0; VAT 0
    // DDP = 12110.552764 + 250 + 0 + 0 + 100 + 40 x 20 = 13260.552764
    const r = calculateIncoterms(input({ customsDuty: 0, vat: 0 }))
    expect(r.breakdown.customsDuty).toBe(0)
    expect(r.breakdown.vat).toBe(0)
    expect(r.ddp).toBeCloseTo(13260.552764, 5)
  })

  test('VAT is charged on CIF + duty + other import fees, not on import fees', () => {
    // rate 0 -> CIF 12050; duty 20% = 2410; VAT 5% of (12050 + 2410 + 100) = 728
    // DDP = 12050 + 250 + 2410 + 728 + 100 + 800 = 16338
    const r = calculateIncoterms(input({ insuranceRate: 0, customsDuty: 20, vat: 5 }))
    expect(r.breakdown.customsDuty).toBeCloseTo(2410, 10)
    expect(r.breakdown.vat).toBeCloseTo(728, 10)
    expect(r.ddp).toBeCloseTo(16338, 10)
  })
})

describe('INCOTERMS_DEFAULTS', () => {
  test('match the form defaults of docs/decisions-spec.md §6', () => {
    expect(INCOTERMS_DEFAULTS).toMatchObject({
      insuranceRate: 0.5,
      iccCondition: 'A',
      vesselAge: 10,
      destinationRegion: 'asia',
      packagingCost: 100,
      inlandTransportPerUnit: 30,
      exportFees: 150,
      loadingCost: 200,
      seaFreightPerUnit: 50,
      importFees: 250,
      customsDuty: 10,
      vat: 10,
      otherImportFees: 100,
      finalDeliveryPerUnit: 40,
      advancedMode: false,
    })
    // The default insurance rate is the default cargo type's rate.
    expect(cargoInsuranceRate(INCOTERMS_DEFAULTS.cargoType)).toBe(INCOTERMS_DEFAULTS.insuranceRate)
  })
})

describe('reference data', () => {
  test('cargo type insurance rates are the spec list', () => {
    const rates = Object.fromEntries(CARGO_TYPES.map((c) => [c.id, c.insuranceRate]))
    expect(rates).toEqual({
      general: 0.5,
      electronics: 0.8,
      textiles: 0.4,
      machinery: 0.7,
      food: 0.6,
      chemicals: 1,
      furniture: 0.5,
      vehicles: 0.9,
    })
    for (const c of CARGO_TYPES) expect(cargoInsuranceRate(c.id)).toBe(c.insuranceRate)
  })

  test('region surcharges are the spec list and reach the effective rate', () => {
    const expected = { europe: 0.1, americas: 0.15, africa: 0.2, asia: 0.05, oceania: 0.12 }
    expect(Object.fromEntries(DESTINATION_REGIONS.map((r) => [r.id, r.surcharge]))).toEqual(
      expected,
    )
    for (const region of DESTINATION_REGIONS) {
      expect(regionSurcharge(region.id)).toBe(expected[region.id])
      // Base 0 so the effective rate is the surcharge alone.
      const rate = effectiveInsuranceRate(
        input({ insuranceRate: 0, destinationRegion: region.id, advancedMode: true }),
      )
      expect(rate).toBeCloseTo(expected[region.id], 10)
    }
  })

  test('ICC add-ons are A 0, B 0.1, C 0.2', () => {
    expect(Object.fromEntries(ICC_CONDITIONS.map((c) => [c.id, c.addOn]))).toEqual({
      A: 0,
      B: 0.1,
      C: 0.2,
    })
  })

  test('Who Pays What has 10 distinct steps with a payer for every rule', () => {
    expect(WHO_PAYS_STEPS).toHaveLength(10)
    expect(new Set(WHO_PAYS_STEPS.map((s) => s.id)).size).toBe(10)
    for (const step of WHO_PAYS_STEPS) {
      expect(step.label.vi).not.toBe('')
      expect(step.label.en).not.toBe('')
      for (const rule of INCOTERM_RULES) expect(['seller', 'buyer']).toContain(step.payer[rule.id])
    }
  })

  test('Who Pays What follows Incoterms 2020', () => {
    const payer = (id: string) => WHO_PAYS_STEPS.find((s) => s.id === id)?.payer
    // Seller packages under every rule; the buyer does everything else under EXW.
    for (const step of WHO_PAYS_STEPS) {
      const expectedExw = step.id === 'exportPackaging' ? 'seller' : 'buyer'
      expect(step.payer.EXW).toBe(expectedExw)
      // DDP: the seller pays every step, import duties included.
      expect(step.payer.DDP).toBe('seller')
    }
    expect(payer('loadingAtOrigin')?.EXW).toBe('buyer')
    // FOB: the seller pays up to and including loading on board.
    expect(payer('originTerminal')?.FOB).toBe('seller')
    expect(payer('mainFreight')?.FOB).toBe('buyer')
    // CIF: the seller pays freight and insurance, the buyer everything at destination.
    expect(payer('mainFreight')?.CIF).toBe('seller')
    expect(payer('marineInsurance')?.CIF).toBe('seller')
    expect(payer('destinationTerminal')?.CIF).toBe('buyer')
    expect(payer('importClearance')?.CIF).toBe('buyer')
  })
})

describe('the eleven Incoterms 2020 rules (docs/decisions-spec.md §10)', () => {
  const WORKED = input({
    advancedMode: true,
    insuranceRate: 0.8,
    vesselAge: 18,
    destinationRegion: 'europe',
    iccCondition: 'B',
  })
  const CHAIN = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'DAP', 'DPU', 'DDP'] as const

  test('the worked example: EXW, FOB, CIF and DDP equal the spec figures and the fields', () => {
    const r = calculateIncoterms(WORKED)
    expect(Object.keys(r.rules)).toEqual(['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'])
    expect(r.rules.EXW.total).toBe(r.exw)
    expect(r.rules.FOB.total).toBe(r.fob)
    expect(r.rules.CIF.total).toBe(r.cif)
    expect(r.rules.DDP.total).toBe(r.ddp)
    expect(r.fob).toBeCloseTo(11050, 4)
    expect(r.cif).toBeCloseTo(12196.3563, 4)
    expect(r.ddp).toBeCloseTo(15917.5911, 4)
  })

  test('every rule: its total and where the risk passes', () => {
    const r = calculateIncoterms(input({ insuranceRate: 0.5 }))
    // FCA = 10000 + 100 + 600 + 150; CFR = FOB + 1000; CIP = CPT / (1 - 0.5%); DAP = CIF + 800.
    expect(r.rules.FCA).toEqual({ total: 10850, riskPasses: 'handedToCarrier' })
    expect(r.rules.FAS).toEqual({ total: 10850, riskPasses: 'alongsideShip' })
    expect(r.rules.FOB.riskPasses).toBe('onBoard')
    expect(r.rules.CFR).toEqual({ total: 12050, riskPasses: 'onBoard' })
    expect(r.rules.CPT).toEqual({ total: 12050, riskPasses: 'handedToCarrier' })
    expect(r.rules.CIP.total).toBeCloseTo(12050 / 0.995, 8)
    expect(r.rules.DAP.total).toBeCloseTo(r.cif + 800, 8)
    expect(r.rules.DAP.riskPasses).toBe('readyForUnloading')
    expect(r.rules.DPU.riskPasses).toBe('unloaded')
    expect(r.rules.EXW.riskPasses).toBe('sellerPremises')
  })

  test.each([
    ['the worked example', WORKED],
    ['zero costs', input({ packagingCost: 0, inlandTransportPerUnit: 0, exportFees: 0, loadingCost: 0, seaFreightPerUnit: 0, insuranceRate: 0, customsDuty: 0, vat: 0, importFees: 0, otherImportFees: 0, finalDeliveryPerUnit: 0 })],
    ['ICC (C) and 110%', input({ advancedMode: true, iccCondition: 'C', insureAt110: true })],
  ])('costs grow along each chain: %s', (_name, value) => {
    const { rules } = calculateIncoterms(value)
    for (let i = 1; i < CHAIN.length; i++) expect(rules[CHAIN[i]!].total).toBeGreaterThanOrEqual(rules[CHAIN[i - 1]!].total)
    expect(rules.CIP.total).toBeGreaterThanOrEqual(rules.CPT.total)
  })

  test('CIP is insured under ICC (A) whatever clause CIF uses', () => {
    const c = calculateIncoterms(input({ advancedMode: true, iccCondition: 'C', insuranceRate: 0.5 }))
    const a = calculateIncoterms(input({ advancedMode: true, iccCondition: 'A', insuranceRate: 0.5 }))
    expect(c.rules.CIP.total).toBeCloseTo(a.rules.CIP.total, 8)
    expect(c.cif).toBeGreaterThan(a.cif)
  })

  test('insureAt110: the premium is on 110% of CIF; absent or false changes nothing', () => {
    const base = input({ insuranceRate: 0.5 })
    const plain = calculateIncoterms(base)
    expect(calculateIncoterms({ ...base, insureAt110: false })).toEqual(plain)
    const r = calculateIncoterms({ ...base, insureAt110: true })
    // CIF = 12050 / (1 - 1.1 x 0.5%); insurance = 1.1 x CIF x 0.5%.
    expect(r.cif).toBeCloseTo(12050 / (1 - 0.0055), 8)
    expect(r.breakdown.insurance).toBeCloseTo(r.cif * 0.0055, 8)
    expect(r.cif - r.breakdown.insurance).toBeCloseTo(12050, 8)
    expect(r.rules.CIP.total).toBeCloseTo(12050 / (1 - 0.0055), 8)
  })

  test('Who Pays What: the eleven rules step by step', () => {
    const payer = (id: string) => WHO_PAYS_STEPS.find((s) => s.id === id)!.payer
    expect(payer('originTerminal').FCA).toBe('buyer')
    expect(payer('originTerminal').FAS).toBe('buyer')
    expect(payer('inlandToPort').FCA).toBe('seller')
    expect(payer('mainFreight').CFR).toBe('seller')
    expect(payer('mainFreight').CPT).toBe('seller')
    expect(payer('marineInsurance').CFR).toBe('buyer')
    expect(payer('marineInsurance').CIP).toBe('seller')
    expect(payer('destinationTerminal').DAP).toBe('buyer')
    expect(payer('destinationTerminal').DPU).toBe('seller')
    expect(payer('importClearance').DPU).toBe('buyer')
    expect(payer('finalDelivery').DAP).toBe('seller')
  })
})
