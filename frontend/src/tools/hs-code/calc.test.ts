import { describe, expect, it } from 'vitest'

import { DESTINATION_TARIFFS, MAX_RECOMMENDATIONS, analyzeHsCode, foldText, matchHeadings } from './calc'
import { HS_COUNTRY_CODES } from './data'
import { HS_HEADINGS } from './headings'
import { HS_DEFAULTS, validateHsDraft, type HsInput } from './input'
import { HS_NOMENCLATURE } from './nomenclature'

function input(overrides: Partial<HsInput> = {}): HsInput {
  return { ...HS_DEFAULTS, customsValue: 10000, originCountry: 'VN', destinationCountry: 'DE', ...overrides }
}

function analyze(productDescription: string, overrides: Partial<HsInput> = {}) {
  return analyzeHsCode(input({ productDescription, ...overrides }))
}

const codes = (productDescription: string) => analyze(productDescription).recommendations.map((row) => row.code)

// Twenty goods Vietnam commonly trades, each in Vietnamese and English: the heading the
// description belongs to (HS 2022) and, where the description says enough, the subheading.
const GOODS: ReadonlyArray<[vi: string, en: string, heading: string, first?: string]> = [
  ['Áo thun nam cổ tròn, 100% cotton, dệt kim', "Men's crew-neck T-shirts, 100% cotton, knitted", '6109', '6109.10'],
  ['Giày da nam đế cao su', "Men's leather shoes with rubber soles", '6403', '6403.99'],
  ['Tôm thẻ chân trắng đông lạnh', 'Frozen whiteleg shrimp (vannamei)', '0306', '0306.17'],
  ['Hạt điều nhân W320', 'Cashew kernels W320, shelled', '0801', '0801.32'],
  ['Cà phê nhân xanh Robusta, chưa rang', 'Green coffee beans, Robusta, not roasted', '0901', '0901.11'],
  ['Điện thoại thông minh Samsung 128GB', 'Smartphones 128GB', '8517', '8517.13'],
  ['Gạo trắng hạt dài 5% tấm', 'Long-grain white rice, milled', '1006', '1006.30'],
  ['Cá tra phi lê đông lạnh', 'Frozen pangasius fillets', '0304', '0304.62'],
  ['Máy tính xách tay 14 inch', 'Laptop computers 14 inch', '8471', '8471.30'],
  ['Bàn ăn gỗ cao su', 'Wooden dining tables of rubberwood', '9403', '9403.60'],
  ['Cao su thiên nhiên SVR 3L', 'Natural rubber SVR 3L', '4001', '4001.22'],
  ['Túi nhựa PE đựng hàng', 'Plastic bags of polyethylene', '3923', '3923.21'],
  ['Hạt tiêu đen nguyên hạt', 'Black pepper, whole', '0904', '0904.11'],
  ['Lốp xe tải bằng cao su, mới', 'New rubber tyres for trucks', '4011', '4011.20'],
  ['Giày thể thao mũ vải đế cao su', 'Sports shoes with textile uppers and rubber soles', '6404', '6404.11'],
  ['Quần jeans nữ dệt thoi từ bông', "Women's cotton jeans, woven", '6204', '6204.62'],
  ['Máy điều hòa treo tường 12000 BTU', 'Wall-mounted air conditioners 12000 BTU', '8415'],
  ['Máy xúc đào bánh xích 360 độ', 'Crawler excavators with 360° revolving superstructure', '8429', '8429.52'],
  ['Tấm pin năng lượng mặt trời 550W', 'Solar panels 550 W (photovoltaic modules)', '8541', '8541.43'],
  ['Ghế gỗ bọc nệm', 'Upholstered wooden chairs', '9401', '9401.61'],
]

describe('classification help (docs/decisions-spec.md §19 "HS")', () => {
  it.each(GOODS.flatMap(([vi, en, heading, first]) => [[vi, heading, first] as const, [en, heading, first] as const]))(
    '%s → every candidate in heading %s',
    (description, heading, first) => {
      const result = analyze(description)
      expect(result.headings.map((match) => match.code)).toEqual([heading])
      expect(result.recommendations.length).toBeGreaterThan(0)
      for (const row of result.recommendations) {
        expect(row.code.slice(0, 4)).toBe(heading)
        expect(row.heading).toBe(heading)
      }
      if (first) expect(result.recommendations[0]!.code).toBe(first)
    },
  )

  it('never offers fabric for a garment: knitted cotton T-shirts are 6109.10, nothing of chapter 52', () => {
    const result = analyze('Áo thun nam cổ tròn, 100% cotton, dệt kim')
    expect(result.recommendations[0]).toMatchObject({ rank: 1, code: '6109.10', words: ['100% cotton'] })
    expect(codes('Áo thun nam cổ tròn, 100% cotton, dệt kim')).toEqual(['6109.10', '6109.90'])
    expect(result.headings[0]).toMatchObject({ code: '6109', words: ['áo thun'] })
  })

  it('reads Vietnamese typed without marks, and old tone placement', () => {
    expect(codes('ao thun nam 100% cotton det kim')[0]).toBe('6109.10')
    expect(codes('tom the chan trang dong lanh')[0]).toBe('0306.17')
    expect(codes('ca phe nhan xanh chua rang')[0]).toBe('0901.11')
    expect(matchHeadings(input({ productDescription: 'Máy điều hoà' })).map((h) => h.code)).toEqual(['8415'])
    expect(matchHeadings(input({ productDescription: 'Áo thun'.normalize('NFD') })).map((h) => h.code)).toEqual(['6109'])
    expect(foldText('Đồ Gỗ')).toBe('do go')
  })

  it('keeps marks that are typed: giấy (paper) is not giày (shoes), bán (sell) is not bàn (table)', () => {
    expect(matchHeadings(input({ productDescription: 'Giấy in A4' })).map((h) => h.code)).toEqual(['4802'])
    expect(matchHeadings(input({ productDescription: 'hàng bán chạy' }))).toEqual([])
    expect(matchHeadings(input({ productDescription: 'Bàn gỗ' })).map((h) => h.code)).toEqual(['9403'])
  })

  it('knitted and woven, men and women choose between chapters 61 and 62', () => {
    expect(matchHeadings(input({ productDescription: 'Áo sơ mi nam dệt thoi' })).map((h) => h.code)).toEqual(['6205'])
    expect(matchHeadings(input({ productDescription: 'Áo sơ mi nữ dệt kim' })).map((h) => h.code)).toEqual(['6106'])
    expect(matchHeadings(input({ productDescription: 'Áo sơ mi' })).map((h) => h.code)).toEqual(['6205', '6206'])
    expect(matchHeadings(input({ productDescription: 'Áo sơ mi nam xuất khẩu từ Việt Nam' })).map((h) => h.code)).toEqual(['6205'])
  })

  it('the most specific product wins: a fridge is not a cabinet, a rice cooker is not rice', () => {
    expect(matchHeadings(input({ productDescription: 'Tủ lạnh 2 cửa' })).map((h) => h.code)).toEqual(['8418'])
    expect(matchHeadings(input({ productDescription: 'Rice cooker 1.8 l' })).map((h) => h.code)).toEqual(['8516'])
    expect(matchHeadings(input({ productDescription: 'Cá ngừ đóng hộp' })).map((h) => h.code)).toEqual(['1604'])
  })

  it('proposes nothing for a description it cannot place, rather than a guess', () => {
    const result = analyze('Sample item SKU-42')
    expect(result.headings).toEqual([])
    expect(result.recommendations).toEqual([])
  })

  it('says when no word of the description chose the subheading', () => {
    expect(analyze('Áo thun').undecided).toBe(true)
    expect(analyze('Áo thun cotton').undecided).toBe(false)
  })

  it('at most three candidates, ranked 1, 2, 3', () => {
    const rows = analyze('Giày da nam').recommendations
    expect(rows).toHaveLength(MAX_RECOMMENDATIONS)
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3])
  })

  it('every heading word finds its own heading, and every heading is in the nomenclature', () => {
    for (const heading of HS_HEADINGS) {
      expect(HS_NOMENCLATURE[heading.code], heading.code).toBeDefined()
      for (const code of Object.keys(heading.hints ?? {})) {
        expect(HS_NOMENCLATURE[heading.code]![1].map(([sub]) => sub), `${heading.code} hint ${code}`).toContain(code)
      }
      if (heading.needs || heading.unless) continue
      for (const word of heading.words) {
        const found = matchHeadings(input({ productDescription: word })).map((match) => match.code)
        expect(found, word).toContain(heading.code)
      }
    }
  })
})

describe('taxes: Vietnam only when Vietnam imports (docs/decisions-spec.md §19)', () => {
  it.each(HS_COUNTRY_CODES.filter((code) => code !== 'VN'))('no Vietnamese rate for goods imported into %s', (destination) => {
    const result = analyze('Áo thun cotton', { destinationCountry: destination, dutyRate: 20, preferentialRate: 0, vatRate: 10 })
    expect(result.vietnam).toBeNull()
    expect(result.destinationTariff).toEqual(DESTINATION_TARIFFS[destination])
    expect(JSON.stringify(result)).not.toMatch(/Decree 26\/2023|26\/2023\/NĐ-CP/)
  })

  it('VN→DE names the EU tariff and EVFTA with its proof of origin, no amounts', () => {
    const result = analyze('Áo thun nam cổ tròn, 100% cotton, dệt kim')
    expect(result.destinationTariff.en).toContain('TARIC')
    expect(result.tradeAgreements.map((agreement) => agreement.id)).toEqual(['EVFTA'])
    expect(result.tradeAgreements[0]!.proof.en).toMatch(/EUR\.1.*REX/)
  })

  it('into Vietnam without the tariff rate: VAT rate only, no invented duty', () => {
    const result = analyze('Áo thun cotton', { originCountry: 'CN', destinationCountry: 'VN' })
    expect(result.vietnam).toEqual({ vatRate: 10 })
  })

  it("into Vietnam with the user's rates: duty, VAT on value plus duty, and the agreement's saving", () => {
    const result = analyze('Áo thun cotton', { originCountry: 'CN', destinationCountry: 'VN', dutyRate: 20, preferentialRate: 5, vatRate: 10 })
    expect(result.vietnam).toEqual({
      dutyRate: 20,
      vatRate: 10,
      dutyAmount: 2000,
      vatAmount: 1200,
      totalAmount: 3200,
      preferentialRate: 5,
      preferentialTotal: 500 + 1050,
      savings: 3200 - 1550,
    })
  })

  it('no saving without an agreement between the two countries', () => {
    const result = analyze('Áo thun cotton', { originCountry: 'US', destinationCountry: 'VN', dutyRate: 20, preferentialRate: 0 })
    expect(result.vietnam?.savings).toBeUndefined()
    expect(result.vietnam?.totalAmount).toBe(2000 + 1200)
  })
})

describe('validateHsDraft', () => {
  const draft = { ...HS_DEFAULTS, productDescription: 'Áo thun', customsValue: 100, originCountry: 'VN' as const, destinationCountry: 'DE' as const }
  it('requires a description, a value above 0 and both countries', () => {
    expect(validateHsDraft(draft)).not.toBeNull()
    expect(validateHsDraft({ ...draft, productDescription: '  ' })).toBeNull()
    expect(validateHsDraft({ ...draft, customsValue: 0 })).toBeNull()
    expect(validateHsDraft({ ...draft, customsValue: Number.NaN })).toBeNull()
    expect(validateHsDraft({ ...draft, originCountry: '' })).toBeNull()
  })
  it('drops rates outside 0–100', () => {
    expect(validateHsDraft({ ...draft, dutyRate: Number.NaN, vatRate: 120 })).not.toHaveProperty('dutyRate')
    expect(validateHsDraft({ ...draft, dutyRate: 12 })?.dutyRate).toBe(12)
  })
})
