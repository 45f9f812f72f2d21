import { describe, expect, it } from 'vitest'
import {
  HS_DEFAULTS,
  analyzeHsCode,
  foldText,
  matchHsGroup,
  validateHsDraft,
  type HsInput,
} from './calc'
import {
  HS_COUNTRIES,
  HS_COUNTRY_CODES,
  HS_GENERIC,
  HS_GROUP_IDS,
  HS_GROUPS,
  HS_UNITS,
  HS_UNIT_CODES,
  hsGroupLabel,
  type HsGroupId,
} from './data'

function input(overrides: Partial<HsInput> = {}): HsInput {
  return {
    productDescription: '',
    customsValue: 10000,
    quantity: 1,
    unit: 'kg',
    originCountry: 'CN',
    destinationCountry: 'VN',
    material: '',
    usage: '',
    composition: '',
    technicalTolerance: 5,
    ...overrides,
  }
}

function analyze(overrides: Partial<HsInput>) {
  return analyzeHsCode(input(overrides))
}

function groupOf(productDescription: string): string {
  return analyze({ productDescription }).matchedGroup
}

function codes(result: ReturnType<typeof analyzeHsCode>): string[] {
  return result.recommendations.map((row) => row.code)
}

describe('keyword groups', () => {
  it.each<[HsGroupId, string, string]>([
    ['textile', "Men's cotton T-shirts", 'Áo thun nam cổ tròn'],
    ['electronics', 'Gaming laptop 15 inch', 'Điện thoại di động'],
    ['furniture', 'Oak dining table', 'Bàn làm việc văn phòng'],
    ['machinery', 'Hydraulic excavator 20 t', 'Máy phát điện 50 kVA'],
    ['food', 'Roasted coffee beans', 'Cà phê rang xay'],
  ])('%s matches an English and a Vietnamese keyword', (group, english, vietnamese) => {
    expect(groupOf(english)).toBe(group)
    expect(groupOf(vietnamese)).toBe(group)
  })

  it('matches through material, usage and composition too', () => {
    const plain = { productDescription: 'Sample item SKU-42' }
    expect(analyze(plain).matchedGroup).toBe('generic')
    expect(analyze({ ...plain, material: 'gỗ sồi' }).matchedGroup).toBe('furniture')
    expect(analyze({ ...plain, usage: 'for industrial plants' }).matchedGroup).toBe('machinery')
    expect(analyze({ ...plain, composition: '100% cotton' }).matchedGroup).toBe('textile')
  })

  it('ignores case, in both languages', () => {
    expect(groupOf('COTTON SHIRT')).toBe('textile')
    expect(groupOf('ÁO SƠ MI NỮ')).toBe('textile')
    expect(groupOf('LapTop Dell')).toBe('electronics')
    expect(groupOf('ĐIỀU HÒA 12000 BTU')).toBe('electronics')
  })

  it('takes the first matching group: textile, electronics, furniture, machinery, food', () => {
    // 'cotton' (textile) and 'coffee' (food): textile comes first.
    expect(groupOf('Cotton bags for coffee')).toBe('textile')
    // 'wooden' (furniture) and 'machine' (machinery): furniture comes first.
    expect(groupOf('Wooden sewing machine')).toBe('furniture')
    const mixed = { productDescription: 'Roasted coffee', material: 'steel', usage: 'industrial' }
    expect(analyze(mixed).matchedGroup).toBe('machinery')
  })

  it('matches whole words only, with an English plural', () => {
    // 'áo' must not be found inside 'táo' (apple).
    expect(groupOf('Táo tươi nhập khẩu')).toBe('food')
    // 'table' is not inside 'tablet'; 'pc' is not inside 'pcs'.
    expect(groupOf('Tablets 10 inch')).toBe('electronics')
    expect(groupOf('Spare part, 10 pcs')).toBe('generic')
    expect(groupOf('Office chairs')).toBe('furniture')
    expect(groupOf('Water pumps')).toBe('machinery')
  })

  it('matches Vietnamese typed without diacritics, for multi-word and unaccented keywords', () => {
    expect(groupOf('ao thun nam')).toBe('textile')
    expect(groupOf('ban ghe go cao su')).toBe('furniture')
    expect(groupOf('may phat dien')).toBe('machinery')
    expect(groupOf('ca phe hat rang')).toBe('food')
    expect(groupOf('dien thoai thong minh')).toBe('electronics')
    // A lone unaccented syllable is too ambiguous: 'ban' could be bán (sell), not bàn (table).
    expect(groupOf('hang ban chay')).toBe('generic')
  })

  it('agrees on decomposed input and on old and new tone placement', () => {
    expect(groupOf('Áo thun'.normalize('NFD'))).toBe('textile')
    expect(groupOf('Máy điều hoà treo tường')).toBe('electronics')
    expect(groupOf('Máy điều hòa treo tường')).toBe('electronics')
  })

  it('reaches every group from each of its own keywords, accented and folded', () => {
    for (const group of HS_GROUPS) {
      for (const keyword of [...group.keywords.vi, ...group.keywords.en]) {
        expect(matchHsGroup(input({ productDescription: keyword }))?.id, keyword).toBe(group.id)
        const folded = foldText(keyword)
        if (folded === keyword.toLowerCase() || /\s/.test(keyword)) {
          expect(matchHsGroup(input({ productDescription: folded }))?.id, folded).toBe(group.id)
        }
      }
    }
  })

  it('folds Vietnamese marks and đ', () => {
    expect(foldText('Đồ gỗ NỘI THẤT')).toBe('do go noi that')
  })
})

describe('the generic fallback set', () => {
  it('applies when no keyword matches, with the default tolerance of 5 (boundary kept)', () => {
    const result = analyze({ productDescription: 'Plastic storage box' })
    expect(result.matchedGroup).toBe('generic')
    expect(result.toleranceFallback).toBe(false)
    // 3926.90.99 deviation 4, 15+10+0 = 25% of 10000 = 2500
    // 7326.90.99 deviation 5 (= tolerance, kept), 20+10+0 = 30% of 10000 = 3000
    // 4819.10.00 deviation 11: dropped
    expect(codes(result)).toEqual(['3926.90.99', '7326.90.99'])
    expect(result.recommendations.map((row) => row.totalTaxAmount)).toEqual([2500, 3000])
    // savings = 3000 − own: 500 and 0; baseTax = 3000; maxSavings = 3000 − 2500 = 500
    expect(result.recommendations.map((row) => row.savings)).toEqual([500, 0])
    expect(result.baseTax).toBe(3000)
    expect(result.maxSavings).toBe(500)
  })

  it('also applies when every text field is empty', () => {
    expect(analyze({}).matchedGroup).toBe('generic')
  })
})

describe('tolerance filter', () => {
  const textile = { productDescription: 'cotton garments' }

  it('keeps only candidates within the tolerance', () => {
    // 6109.10.10 dev 2, 20+10 = 30% → 3000; 5209.42.00 dev 4, 12+10 = 22% → 2200;
    // 6203.42.90 dev 7: dropped at tolerance 5.
    const result = analyze(textile)
    expect(result.toleranceFallback).toBe(false)
    expect(codes(result)).toEqual(['5209.42.00', '6109.10.10'])
    expect(result.recommendations.map((row) => row.savings)).toEqual([800, 0])
    expect(result.baseTax).toBe(3000)
    expect(result.maxSavings).toBe(800)
  })

  it('keeps a candidate whose deviation equals the tolerance', () => {
    const result = analyze({ ...textile, technicalTolerance: 7 })
    expect(codes(result)).toEqual(['5209.42.00', '6109.10.10', '6203.42.90'])
  })

  it("falls back to the group's first 3 when none qualifies (tolerance 0)", () => {
    const result = analyze({ ...textile, technicalTolerance: 0 })
    expect(result.toleranceFallback).toBe(true)
    expect(result.recommendations).toHaveLength(3)
    expect(codes(result)).toEqual(['5209.42.00', '6109.10.10', '6203.42.90'])
  })

  it('falls back to the first 3 at the default tolerance for machinery (all over 5)', () => {
    const result = analyze({ productDescription: 'CNC lathe' })
    expect(result.matchedGroup).toBe('machinery')
    expect(result.toleranceFallback).toBe(true)
    // Data order: 8502.11.00 (5+10 = 15% → 1500), 8429.52.00 (10% → 1000),
    // 8458.11.00 (10% → 1000). Sorted ascending; the tie keeps the data order.
    expect(codes(result)).toEqual(['8429.52.00', '8458.11.00', '8502.11.00'])
    expect(result.recommendations.map((row) => row.rank)).toEqual([1, 2, 3])
    // highest 1500: savings 500, 500, 0; maxSavings = 1500 − 1000 = 500
    expect(result.recommendations.map((row) => row.savings)).toEqual([500, 500, 0])
    expect(result.baseTax).toBe(1500)
    expect(result.maxSavings).toBe(500)
  })

  it('falls back too when the tolerance is not a number', () => {
    const result = analyze({ ...textile, technicalTolerance: Number.NaN })
    expect(result.toleranceFallback).toBe(true)
    expect(result.recommendations).toHaveLength(3)
  })
})

describe('taxes, sorting and savings', () => {
  it('adds duty, VAT and other charges, and prices them on the customs value', () => {
    // Electronics at tolerance 5, customs value 2000:
    //   8471.30.20 dev 3: 0 + 10 + 0  = 10% → 200
    //   8415.10.10 dev 2: 25 + 10 + 10 = 45% → 900 (other = special consumption tax)
    //   8517.13.00 dev 6: dropped
    const result = analyze({ productDescription: 'split air conditioner', customsValue: 2000 })
    expect(result.matchedGroup).toBe('electronics')
    const [laptop, airConditioner] = result.recommendations
    expect(laptop).toEqual({
      rank: 1,
      code: '8471.30.20',
      descriptionVi: HS_GROUPS[1]!.candidates[0]!.descriptionVi,
      descriptionEn: HS_GROUPS[1]!.candidates[0]!.descriptionEn,
      customsDuty: 0,
      vat: 10,
      otherCharges: 0,
      totalTax: 10,
      totalTaxAmount: 200,
      technicalDeviation: 3,
      legalReference: HS_GROUPS[1]!.candidates[0]!.legalReference,
      savings: 700, // 900 − 200
    })
    expect(airConditioner).toMatchObject({
      rank: 2,
      code: '8415.10.10',
      customsDuty: 25,
      vat: 10,
      otherCharges: 10,
      totalTax: 45,
      totalTaxAmount: 900,
      savings: 0,
    })
    expect(result.baseTax).toBe(900)
    expect(result.maxSavings).toBe(700)
  })

  it('sorts by amount ascending and keeps the data order on ties', () => {
    // Furniture at tolerance 10, customs value 10000:
    //   9403.30.00 25+10 = 35% → 3500; 9401.61.00 35% → 3500; 9403.20.90 20+10 = 30% → 3000
    const result = analyze({ productDescription: 'bàn ghế', technicalTolerance: 10 })
    expect(codes(result)).toEqual(['9403.20.90', '9403.30.00', '9401.61.00'])
    expect(result.recommendations.map((row) => row.totalTaxAmount)).toEqual([3000, 3500, 3500])
    expect(result.recommendations.map((row) => row.savings)).toEqual([500, 0, 0])
    expect(result.maxSavings).toBe(500)
  })

  it('gives savings 0 when a single recommendation remains', () => {
    // Machinery at tolerance 6: only 8429.52.00 (dev 6), 0+10+0 = 10% of 10000 = 1000.
    const result = analyze({ productDescription: 'máy xúc', technicalTolerance: 6 })
    expect(codes(result)).toEqual(['8429.52.00'])
    expect(result.recommendations[0]).toMatchObject({ rank: 1, totalTaxAmount: 1000, savings: 0 })
    expect(result.baseTax).toBe(1000)
    expect(result.maxSavings).toBe(0)
  })

  it('returns unrounded amounts', () => {
    // Food at tolerance 5, customs value 1234.56:
    //   0402.21.20 dev 1: 5+10 = 15% → 185.184; 0901.21.20 dev 4: 30+10 = 40% → 493.824
    //   0808.10.00 dev 6: dropped. Savings 493.824 − 185.184 = 308.64.
    const result = analyze({ productDescription: 'milk powder', customsValue: 1234.56 })
    expect(codes(result)).toEqual(['0402.21.20', '0901.21.20'])
    expect(result.recommendations[0]!.totalTaxAmount).toBeCloseTo(185.184, 9)
    expect(result.recommendations[1]!.totalTaxAmount).toBeCloseTo(493.824, 9)
    expect(result.recommendations[0]!.savings).toBeCloseTo(308.64, 9)
    expect(result.baseTax).toBeCloseTo(493.824, 9)
    expect(result.maxSavings).toBeCloseTo(308.64, 9)
  })

  it('never returns more than 3 recommendations, ranked from 1', () => {
    const result = analyze({ productDescription: 'fresh apples', technicalTolerance: 100 })
    expect(result.recommendations).toHaveLength(3)
    expect(result.recommendations.map((row) => row.rank)).toEqual([1, 2, 3])
    // 0808.10.00 8+5 = 13% first.
    expect(result.recommendations[0]!.code).toBe('0808.10.00')
  })
})

describe('data', () => {
  const allSets = [...HS_GROUPS, HS_GENERIC]

  it('lists the five groups in matching order, each with 3 well-formed lines', () => {
    expect(HS_GROUPS.map((group) => group.id)).toEqual([...HS_GROUP_IDS])
    expect(HS_GROUP_IDS).toEqual(['textile', 'electronics', 'furniture', 'machinery', 'food'])
    const seen = new Set<string>()
    for (const set of allSets) {
      expect(set.candidates, set.id).toHaveLength(3)
      for (const candidate of set.candidates) {
        expect(candidate.code).toMatch(/^\d{4}\.\d{2}\.\d{2}$/)
        expect(seen.has(candidate.code), candidate.code).toBe(false)
        seen.add(candidate.code)
        expect([5, 8, 10]).toContain(candidate.vat)
        expect(candidate.duty).toBeGreaterThanOrEqual(0)
        expect(candidate.other).toBeGreaterThanOrEqual(0)
        expect(candidate.descriptionVi.trim()).not.toBe('')
        expect(candidate.descriptionEn.trim()).not.toBe('')
        expect(candidate.legalReference.vi.trim()).not.toBe('')
        expect(candidate.legalReference.en.trim()).not.toBe('')
      }
      const deviations = new Set(set.candidates.map((candidate) => candidate.technicalDeviation))
      expect(deviations.size, set.id).toBe(3)
    }
  })

  it('has keywords in both languages for every group', () => {
    for (const group of HS_GROUPS) {
      expect(group.keywords.vi.length, group.id).toBeGreaterThan(0)
      expect(group.keywords.en.length, group.id).toBeGreaterThan(0)
    }
  })

  it('offers the spec countries and units with labels in both languages', () => {
    expect(HS_COUNTRIES.map((option) => option.code)).toEqual([...HS_COUNTRY_CODES])
    expect(HS_COUNTRY_CODES).toEqual(['VN', 'CN', 'US', 'JP', 'KR', 'DE', 'TH', 'SG', 'GB'])
    expect(HS_UNITS.map((option) => option.code)).toEqual([...HS_UNIT_CODES])
    expect(HS_UNIT_CODES).toEqual(['kg', 'piece', 'm3', 'liter', 'set'])
    for (const option of [...HS_COUNTRIES, ...HS_UNITS]) {
      expect(option.label.vi).not.toBe('')
      expect(option.label.en).not.toBe('')
    }
  })

  it('labels the matched group', () => {
    expect(hsGroupLabel('food').en).toBe('Food and beverages')
    expect(hsGroupLabel('generic')).toBe(HS_GENERIC.label)
  })
})

describe('defaults and validation', () => {
  it('starts with tolerance 5, quantity 1, unit kg and everything else empty', () => {
    expect(HS_DEFAULTS).toEqual({
      productDescription: '',
      customsValue: 0,
      quantity: 1,
      unit: 'kg',
      originCountry: '',
      destinationCountry: '',
      material: '',
      usage: '',
      composition: '',
      technicalTolerance: 5,
    })
  })

  it('requires a description, a customs value, an origin and a destination', () => {
    expect(validateHsDraft(HS_DEFAULTS)).toBeNull()
    const complete = {
      ...HS_DEFAULTS,
      productDescription: 'Áo thun',
      customsValue: 5000,
      originCountry: 'CN' as const,
      destinationCountry: 'VN' as const,
    }
    expect(validateHsDraft(complete)).toEqual(complete)
    expect(validateHsDraft({ ...complete, productDescription: '   ' })).toBeNull()
    expect(validateHsDraft({ ...complete, customsValue: 0 })).toBeNull()
    expect(validateHsDraft({ ...complete, customsValue: Number.NaN })).toBeNull()
    expect(validateHsDraft({ ...complete, originCountry: '' })).toBeNull()
    expect(validateHsDraft({ ...complete, destinationCountry: '' })).toBeNull()
  })
})
