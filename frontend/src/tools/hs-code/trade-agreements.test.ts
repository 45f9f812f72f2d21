import { describe, expect, test } from 'vitest'

import { analyzeHsCode } from './calc'
import { HS_DEFAULTS, type HsInput } from './input'
import { tradeAgreementsFor } from './trade-agreements'

const ids = (origin: Parameters<typeof tradeAgreementsFor>[0], destination: Parameters<typeof tradeAgreementsFor>[1]) =>
  tradeAgreementsFor(origin, destination).map((agreement) => agreement.id)

describe('trade agreements for an origin and a destination', () => {
  test.each([
    ['CN', 'VN', ['ACFTA', 'RCEP']],
    ['KR', 'VN', ['AKFTA', 'VKFTA', 'RCEP']],
    ['VN', 'JP', ['AJCEP', 'VJEPA', 'CPTPP', 'RCEP']],
    ['TH', 'VN', ['ATIGA', 'RCEP']],
    ['SG', 'VN', ['ATIGA', 'CPTPP', 'RCEP']],
    ['VN', 'DE', ['EVFTA']],
    ['DE', 'VN', ['EVFTA']],
    ['VN', 'GB', ['UKVFTA', 'CPTPP']],
    ['US', 'VN', []],
    ['VN', 'VN', []],
  ] as const)('%s → %s', (origin, destination, expected) => {
    expect(ids(origin, destination).sort()).toEqual([...expected].sort())
  })

  test('each names its proof of origin in both languages', () => {
    const byId = Object.fromEntries(tradeAgreementsFor('VN', 'DE').concat(tradeAgreementsFor('CN', 'VN')).map((a) => [a.id, a.proof]))
    expect(byId.ACFTA?.vi).toContain('mẫu E')
    expect(byId.ACFTA?.en).toContain('Form E')
    expect(byId.EVFTA?.en).toMatch(/EUR\.1.*REX/)
    expect(tradeAgreementsFor('KR', 'VN').find((a) => a.id === 'VKFTA')?.proof.en).toContain('Form VK')
    expect(tradeAgreementsFor('TH', 'VN').find((a) => a.id === 'ATIGA')?.proof.en).toContain('Form D')
  })
})

const BASE: HsInput = { ...HS_DEFAULTS, productDescription: '', customsValue: 10000, originCountry: 'CN', destinationCountry: 'VN' }

describe('the analysis names the agreements', () => {
  test('China into Vietnam: ACFTA (Form E) and RCEP; the proposed codes are unchanged', () => {
    const result = analyzeHsCode({ ...BASE, productDescription: 'cotton t-shirts' })
    expect(result.tradeAgreements.map((a) => a.id)).toEqual(['ACFTA', 'RCEP'])
    const us = analyzeHsCode({ ...BASE, productDescription: 'cotton t-shirts', originCountry: 'US' })
    expect(us.tradeAgreements).toEqual([])
    expect(us.recommendations).toEqual(result.recommendations)
  })
})
