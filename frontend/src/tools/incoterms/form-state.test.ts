import { describe, expect, test } from 'vitest'

import { INCOTERMS_DEFAULTS } from './calc'
import { defaultForm, toIncotermsInput, withCargoType } from './form-state'

function filled(overrides: Partial<ReturnType<typeof defaultForm>> = {}) {
  return { ...defaultForm('en'), exwPrice: '10000', quantity: '20', ...overrides }
}

describe('defaultForm', () => {
  test('holds the defaults of docs/decisions.md §6, with empty price and quantity', () => {
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
