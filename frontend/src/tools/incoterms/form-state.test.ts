import { describe, expect, test } from 'vitest'

import { INCOTERMS_DEFAULTS, MONEY_DEFAULT_FIELDS, calculateIncoterms } from './calc'
import { REFERENCE_RATES, REFERENCE_RATE_DATE } from './data'
import { defaultForm, rateOf, toIncotermsInput, withCargoType, withCurrency, withDestinationPort, withExchangeRate } from './form-state'

function filled(overrides: Partial<ReturnType<typeof defaultForm>> = {}) {
  return { ...defaultForm('en'), exwPrice: '10000', quantity: '20', ...overrides }
}

describe('defaultForm', () => {
  test('holds the defaults of docs/decisions-spec.md §6, with empty price and quantity', () => {
    const form = defaultForm('en')
    expect(form.exwPrice).toBe('')
    expect(form.quantity).toBe('')
    expect(form.insuranceRate).toBe('0.5')
    expect(form.packagingCost).toBe('100')
    expect(form.vesselAge).toBe('10')
    expect(form.iccCondition).toBe('A')
    expect(form.destinationRegion).toBe('asia')
    expect(form.cargoType).toBe('general')
  })

  test('writes the decimal defaults the Vietnamese way on the Vietnamese page', () => {
    expect(defaultForm('vi').insuranceRate).toBe('0,5')
    expect(defaultForm('vi').packagingCost).toBe('100')
  })
})

describe('withCargoType', () => {
  test("overwrites the insurance rate with the cargo's default", () => {
    const form = withCargoType({ ...defaultForm('en'), insuranceRate: '3' }, 'chemicals', 'en')
    expect(form.cargoType).toBe('chemicals')
    expect(form.insuranceRate).toBe('1')
    expect(withCargoType(defaultForm('vi'), 'electronics', 'vi').insuranceRate).toBe('0,8')
  })
})

describe('toIncotermsInput', () => {
  test.each(['', '0', '-5', 'abc', '10x'])('refuses exwPrice %j and quantity %j', (bad) => {
    expect(toIncotermsInput(filled({ exwPrice: bad }), false, 'en')).toBeNull()
    expect(toIncotermsInput(filled({ quantity: bad }), false, 'en')).toBeNull()
    expect(toIncotermsInput(filled({ exwPrice: bad }), true, 'vi')).toBeNull()
  })

  test('reads numbers the way each language writes them', () => {
    expect(toIncotermsInput(filled({ exwPrice: '10,000.5' }), false, 'en')?.exwPrice).toBe(10000.5)
    expect(toIncotermsInput(filled({ exwPrice: '10.000,5' }), false, 'vi')?.exwPrice).toBe(10000.5)
  })

  test("Express mode uses the defaults for hidden fields and the cargo type's rate", () => {
    const form = withCargoType(filled({ packagingCost: '999', vesselAge: '30', customsDuty: 'oops' }), 'electronics', 'en')
    const input = toIncotermsInput({ ...form, insuranceRate: '5' }, false, 'en')
    expect(input).toEqual({
      ...INCOTERMS_DEFAULTS,
      exwPrice: 10000,
      quantity: 20,
      cargoType: 'electronics',
      insuranceRate: 0.8,
      advancedMode: false,
    })
  })

  test('Advanced mode reads every field', () => {
    const input = toIncotermsInput(
      filled({ packagingCost: '120', vesselAge: '18', iccCondition: 'B', destinationRegion: 'europe', hsCode: '8471' }),
      true,
      'en',
    )
    expect(input).toMatchObject({ packagingCost: 120, vesselAge: 18, iccCondition: 'B', hsCode: '8471', advancedMode: true })
  })

  test('Advanced mode refuses negative, unreadable or out-of-range figures', () => {
    expect(toIncotermsInput(filled({ packagingCost: '-1' }), true, 'en')).toBeNull()
    expect(toIncotermsInput(filled({ seaFreightPerUnit: '' }), true, 'en')).toBeNull()
    expect(toIncotermsInput(filled({ vat: '101' }), true, 'en')).toBeNull()
    // 99.9 + 0.2 (ICC C) reaches 100%: no CIF exists.
    expect(toIncotermsInput(filled({ insuranceRate: '99.9', iccCondition: 'C' }), true, 'en')).toBeNull()
    expect(toIncotermsInput(filled({ packagingCost: '0' }), true, 'en')?.packagingCost).toBe(0)
  })
})

describe('figures true to the currency (docs/decisions-spec.md §19)', () => {
  test('VND defaults equal the USD ones times the rate, in Express mode', () => {
    const usd = toIncotermsInput(filled(), false, 'en')!
    const vnd = toIncotermsInput({ ...withCurrency(filled(), 'VND', 'en'), exchangeRate: '25000' }, false, 'en')!
    for (const key of MONEY_DEFAULT_FIELDS) expect(vnd[key], key).toBe(usd[key] * 25000)
    expect(vnd).toMatchObject({ currency: 'VND', exchangeRate: 25000, rateDate: REFERENCE_RATE_DATE })
    expect(vnd.customsDuty).toBe(usd.customsDuty)
    expect(usd).not.toHaveProperty('exchangeRate')
  })

  test('choosing a currency shows its reference rate and converts the default costs; a new rate converts them again', () => {
    const euro = withCurrency(defaultForm('en'), 'EUR', 'en')
    expect(euro.exchangeRate).toBe(String(REFERENCE_RATES.EUR))
    expect(euro.packagingCost).toBe(String(100 * REFERENCE_RATES.EUR))
    const vnd = withExchangeRate(withCurrency(defaultForm('vi'), 'VND', 'vi'), '25.000', 'vi')
    expect(vnd.seaFreightPerUnit).toBe('1250000')
    expect(withCurrency(vnd, 'USD', 'vi').seaFreightPerUnit).toBe('50')
  })

  test('a non-dollar quote needs a rate above 0', () => {
    expect(toIncotermsInput({ ...withCurrency(filled(), 'VND', 'en'), exchangeRate: '0' }, false, 'en')).toBeNull()
    expect(toIncotermsInput({ ...withCurrency(filled(), 'VND', 'en'), exchangeRate: '' }, true, 'en')).toBeNull()
  })

  test('1,250,000,000 ₫ of goods, 40 t: believable legs, not "50 ₫ a tonne"', () => {
    const input = toIncotermsInput({ ...withCurrency(filled(), 'VND', 'en'), exwPrice: '1250000000', quantity: '40', exchangeRate: '26300' }, false, 'en')!
    const result = calculateIncoterms(input)
    expect(result.breakdown.freight).toBe(50 * 26300 * 40)
    expect(result.fob - result.exw).toBe((100 + 30 * 40 + 150 + 200) * 26300)
  })

  test('the destination region follows the port', () => {
    expect(withDestinationPort(defaultForm('en'), 'rotterdam').destinationRegion).toBe('europe')
    expect(withDestinationPort(defaultForm('en'), 'losangeles').destinationRegion).toBe('americas')
    expect(withDestinationPort(defaultForm('en'), 'busan').destinationRegion).toBe('asia')
    expect(toIncotermsInput(filled({ destinationPort: 'hamburg' }), false, 'en')?.destinationRegion).toBe('europe')
  })
})

describe('the dong priced at the site rate (docs/decisions-spec.md §22)', () => {
  test('choosing VND takes the site rate and its date, never 1', () => {
    const form = withCurrency(filled(), 'VND', 'vi', { vndPerUsd: 25950, date: '2026-12-01' })
    expect(form.exchangeRate).toBe('25950')
    expect(form.rateDate).toBe('2026-12-01')
    const input = toIncotermsInput({ ...form, exwPrice: '92.000.000' }, false, 'vi')!
    expect(input.exchangeRate).toBe(25950)
    expect(input.rateDate).toBe('2026-12-01')
  })

  test('without the setting, the reference rate', () => {
    expect(rateOf('VND')).toEqual({ rate: 26300, date: '2026-11-27' })
    expect(rateOf('EUR', { vndPerUsd: 25950, date: '2026-12-01' }).rate).toBe(0.86)
  })
})
