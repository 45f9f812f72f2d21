// Reference data of the HS code analyzer: keyword groups with their sample tariff lines,
// the generic fallback set, and the country and unit options of the form.
//
// Codes are real 8-digit lines of Vietnam's AHTN-based nomenclature (Thông tư 31/2022/TT-BTC),
// worded the way the tariff schedule words them. Rates are plausible MFN / VAT / other-tax
// figures for illustration, not a tariff lookup: the UI's legal note says to verify them.
// "Technical deviation" is our own estimate of how far a typical product of the group is
// from the line's wording; the values differ on purpose so the tolerance filter matters,
// and every machinery line exceeds the default tolerance of 5 so the 'first 3' fallback
// is reachable with default inputs.
import type { Bilingual } from '@/i18n/locale'
import type { Option } from '@/tools/shared/choices'

import type { HsCandidate } from './calc'

export const HS_GROUP_IDS = ['textile', 'electronics', 'furniture', 'machinery', 'food'] as const
export type HsGroupId = (typeof HS_GROUP_IDS)[number]
/** The group a result came from: a keyword group, or the fallback set. */
export type HsMatchedGroup = HsGroupId | 'generic'

export const HS_COUNTRY_CODES = ['VN', 'CN', 'US', 'JP', 'KR', 'DE', 'TH', 'SG', 'GB'] as const
export type HsCountryCode = (typeof HS_COUNTRY_CODES)[number]

export const HS_UNIT_CODES = ['kg', 'piece', 'm3', 'liter', 'set'] as const
export type HsUnit = (typeof HS_UNIT_CODES)[number]

export interface HsKeywordGroup {
  id: HsGroupId
  label: Bilingual
  /**
   * Matched case-insensitively as whole words (an English plural 's'/'es' is allowed).
   * Multi-word and unaccented keywords also match text typed without diacritics; a
   * single accented Vietnamese word must be typed with its marks, because unaccented
   * single syllables are too ambiguous ('ban' is bàn, bán, bạn, bản…).
   */
  keywords: { vi: readonly string[]; en: readonly string[] }
  /** Exactly 3 lines; their order is the 'first 3' fallback order. */
  candidates: readonly HsCandidate[]
}

export interface HsFallbackSet {
  id: 'generic'
  label: Bilingual
  candidates: readonly HsCandidate[]
}

const TARIFF: Bilingual = {
  vi: 'Nghị định 26/2023/NĐ-CP (Biểu thuế nhập khẩu ưu đãi)',
  en: 'Decree 26/2023/ND-CP (preferential import tariff)',
}
const NOMENCLATURE: Bilingual = {
  vi: 'Thông tư 31/2022/TT-BTC (Danh mục hàng hóa xuất khẩu, nhập khẩu Việt Nam)',
  en: "Circular 31/2022/TT-BTC (Vietnam's import and export goods nomenclature)",
}
const VAT_10: Bilingual = {
  vi: 'Luật Thuế GTGT số 48/2024/QH15 (thuế suất 10%)',
  en: 'VAT Law No. 48/2024/QH15 (10% rate)',
}
const VAT_5: Bilingual = {
  vi: 'Luật Thuế GTGT số 48/2024/QH15 (thuế suất 5%: sản phẩm trồng trọt chưa qua chế biến)',
  en: 'VAT Law No. 48/2024/QH15 (5% rate: unprocessed crop products)',
}
const SPECIAL_CONSUMPTION_AC: Bilingual = {
  vi: 'Luật Thuế tiêu thụ đặc biệt (điều hòa không khí đến 90.000 BTU: 10%)',
  en: 'Special Consumption Tax Law (air conditioners up to 90,000 BTU: 10%)',
}

/** Joins the references that apply to one line, in both languages. */
function legal(...parts: Bilingual[]): Bilingual {
  return {
    vi: parts.map((part) => part.vi).join('; '),
    en: parts.map((part) => part.en).join('; '),
  }
}

const STANDARD = legal(TARIFF, NOMENCLATURE, VAT_10)

/** Checked in this order; the first group with a matching keyword wins. */
export const HS_GROUPS: readonly HsKeywordGroup[] = [
  {
    id: 'textile',
    label: { vi: 'Dệt may', en: 'Textiles and garments' },
    keywords: {
      vi: [
        'dệt may',
        'may mặc',
        'hàng dệt',
        'dệt kim',
        'quần áo',
        'áo thun',
        'áo phông',
        'áo sơ mi',
        'vải bông',
        'sợi bông',
        'vải',
        'dệt',
        'áo',
        'quần',
        'bông',
      ],
      en: [
        'textile',
        'fabric',
        'garment',
        'apparel',
        'clothing',
        'clothes',
        't-shirt',
        'shirt',
        'trousers',
        'pants',
        'jeans',
        'denim',
        'dress',
        'cotton',
        'yarn',
        'polyester',
        'knitted',
        'woven',
      ],
    },
    candidates: [
      {
        code: '6109.10.10',
        descriptionVi:
          'Áo phông (T-shirt), áo ba lỗ (singlet) và các loại áo lót khác, dệt kim hoặc móc, từ bông, dùng cho nam giới hoặc trẻ em trai',
        descriptionEn:
          'T-shirts, singlets and other vests, knitted or crocheted, of cotton, for men or boys',
        duty: 20,
        vat: 10,
        other: 0,
        technicalDeviation: 2,
        legalReference: STANDARD,
      },
      {
        code: '5209.42.00',
        descriptionVi:
          'Vải denim dệt thoi từ bông, có tỷ trọng bông từ 85% trở lên, trọng lượng trên 200 g/m²',
        descriptionEn:
          'Denim, woven fabrics of cotton containing 85% or more by weight of cotton, weighing more than 200 g/m²',
        duty: 12,
        vat: 10,
        other: 0,
        technicalDeviation: 4,
        legalReference: STANDARD,
      },
      {
        code: '6203.42.90',
        descriptionVi:
          'Quần dài, quần ống chẽn và quần soóc dùng cho nam giới hoặc trẻ em trai, từ bông, loại khác (trừ quần yếm có dây đeo)',
        descriptionEn:
          "Men's or boys' trousers, breeches and shorts, of cotton, other (excluding bib and brace overalls)",
        duty: 20,
        vat: 10,
        other: 0,
        technicalDeviation: 7,
        legalReference: STANDARD,
      },
    ],
  },
  {
    id: 'electronics',
    label: { vi: 'Điện tử, điện máy', en: 'Electronics and appliances' },
    keywords: {
      vi: [
        'điện tử',
        'linh kiện điện tử',
        'máy tính',
        'máy tính xách tay',
        'máy tính bảng',
        'điện thoại',
        'điện thoại thông minh',
        'màn hình',
        'tivi',
        'ti vi',
        'bán dẫn',
        'điều hòa',
        'máy lạnh',
        'máy in',
        'tủ lạnh',
        'máy giặt',
        'nồi cơm điện',
      ],
      en: [
        'electronic',
        'laptop',
        'computer',
        'smartphone',
        'phone',
        'iphone',
        'ipad',
        'macbook',
        'tablet',
        'television',
        'tv',
        'monitor',
        'semiconductor',
        'air conditioner',
        'air conditioning',
        'printer',
        'headphone',
        'camera',
        'refrigerator',
        'fridge',
        'washing machine',
        'rice cooker',
      ],
    },
    candidates: [
      {
        code: '8471.30.20',
        descriptionVi:
          'Máy tính xách tay kể cả notebook và subnotebook, có khối lượng không quá 10 kg',
        descriptionEn: 'Laptops including notebooks and subnotebooks, weighing not more than 10 kg',
        duty: 0,
        vat: 10,
        other: 0,
        technicalDeviation: 3,
        legalReference: STANDARD,
      },
      {
        code: '8415.10.10',
        descriptionVi:
          'Máy điều hòa không khí loại lắp vào cửa sổ, tường, trần hoặc sàn, kiểu một khối hoặc hệ thống nhiều khối chức năng, công suất làm mát không quá 26,38 kW',
        descriptionEn:
          'Air conditioning machines of the window, wall, ceiling or floor type, self-contained or split-system, of a cooling capacity not exceeding 26.38 kW',
        duty: 25,
        vat: 10,
        // Special consumption tax on air conditioners up to 90,000 BTU.
        other: 10,
        technicalDeviation: 2,
        legalReference: legal(TARIFF, NOMENCLATURE, VAT_10, SPECIAL_CONSUMPTION_AC),
      },
      {
        code: '8517.13.00',
        descriptionVi: 'Điện thoại thông minh (bộ điện thoại dùng cho mạng di động tế bào)',
        descriptionEn: 'Smartphones (telephone sets for cellular networks)',
        duty: 0,
        vat: 10,
        other: 0,
        technicalDeviation: 6,
        legalReference: STANDARD,
      },
    ],
  },
  {
    id: 'furniture',
    label: { vi: 'Nội thất', en: 'Furniture' },
    keywords: {
      vi: [
        'nội thất',
        'đồ gỗ',
        'bàn ghế',
        'bàn làm việc',
        'ghế sofa',
        'giường ngủ',
        'tủ bếp',
        'kệ sách',
        'sofa',
        'bàn',
        'ghế',
        'tủ',
        'giường',
        'kệ',
        'gỗ',
      ],
      en: [
        'furniture',
        'chair',
        'table',
        'desk',
        'sofa',
        'bed',
        'cabinet',
        'cupboard',
        'wardrobe',
        'shelf',
        'shelves',
        'wood',
        'wooden',
      ],
    },
    candidates: [
      {
        code: '9403.30.00',
        descriptionVi: 'Đồ nội thất bằng gỗ loại sử dụng trong văn phòng',
        descriptionEn: 'Wooden furniture of a kind used in offices',
        duty: 25,
        vat: 10,
        other: 0,
        technicalDeviation: 3,
        legalReference: STANDARD,
      },
      {
        code: '9401.61.00',
        descriptionVi: 'Ghế ngồi có khung bằng gỗ, đã nhồi đệm',
        descriptionEn: 'Seats with wooden frames, upholstered',
        duty: 25,
        vat: 10,
        other: 0,
        technicalDeviation: 8,
        legalReference: STANDARD,
      },
      {
        code: '9403.20.90',
        descriptionVi: 'Đồ nội thất bằng kim loại khác, loại khác',
        descriptionEn: 'Other metal furniture, other',
        duty: 20,
        vat: 10,
        other: 0,
        technicalDeviation: 4,
        legalReference: STANDARD,
      },
    ],
  },
  {
    id: 'machinery',
    label: { vi: 'Máy móc, thiết bị', en: 'Machinery and equipment' },
    keywords: {
      vi: [
        'máy móc',
        'thiết bị',
        'máy công cụ',
        'máy đào',
        'máy xúc',
        'máy tiện',
        'máy phát điện',
        'máy bơm',
        'máy nén khí',
        'động cơ',
        'công nghiệp',
      ],
      en: [
        'machine',
        'machinery',
        'equipment',
        'excavator',
        'lathe',
        'cnc',
        'engine',
        'motor',
        'pump',
        'generator',
        'compressor',
        'forklift',
        'industrial',
      ],
    },
    // All three exceed the default tolerance: machinery lines depend on specifications
    // (capacity, control type) a short description rarely gives.
    candidates: [
      {
        code: '8502.11.00',
        descriptionVi:
          'Tổ máy phát điện với động cơ đốt trong kiểu piston cháy do nén (động cơ diesel hoặc bán diesel), công suất không quá 75 kVA',
        descriptionEn:
          'Electric generating sets with compression-ignition internal combustion piston engines (diesel or semi-diesel), of an output not exceeding 75 kVA',
        duty: 5,
        vat: 10,
        other: 0,
        technicalDeviation: 9,
        legalReference: STANDARD,
      },
      {
        code: '8429.52.00',
        descriptionVi: 'Máy xúc, máy đào tự hành có cơ cấu phần trên quay được 360°',
        descriptionEn: 'Self-propelled excavators and shovel loaders with a 360° revolving superstructure',
        duty: 0,
        vat: 10,
        other: 0,
        technicalDeviation: 6,
        legalReference: STANDARD,
      },
      {
        code: '8458.11.00',
        descriptionVi: 'Máy tiện ngang dùng để bóc tách kim loại, loại điều khiển số',
        descriptionEn: 'Horizontal lathes for removing metal, numerically controlled',
        duty: 0,
        vat: 10,
        other: 0,
        technicalDeviation: 7,
        legalReference: STANDARD,
      },
    ],
  },
  {
    id: 'food',
    label: { vi: 'Thực phẩm, đồ uống', en: 'Food and beverages' },
    keywords: {
      vi: [
        'thực phẩm',
        'đồ ăn',
        'đồ uống',
        'nước giải khát',
        'cà phê',
        'trái cây',
        'hoa quả',
        'bánh kẹo',
        'bánh quy',
        'thủy sản',
        'hải sản',
        'nông sản',
        'sữa',
        'trà',
        'táo',
        'gạo',
        'thịt',
      ],
      en: [
        'food',
        'foodstuff',
        'beverage',
        'drink',
        'coffee',
        'cafe',
        'tea',
        'milk',
        'fruit',
        'apple',
        'snack',
        'biscuit',
        'cookie',
        'seafood',
        'fish',
        'rice',
        'meat',
        'edible',
      ],
    },
    candidates: [
      {
        code: '0901.21.20',
        descriptionVi: 'Cà phê đã rang, chưa khử chất ca-phê-in, đã xay',
        descriptionEn: 'Coffee, roasted, not decaffeinated, ground',
        duty: 30,
        vat: 10,
        other: 0,
        technicalDeviation: 4,
        legalReference: STANDARD,
      },
      {
        code: '0402.21.20',
        descriptionVi:
          'Sữa và kem dạng bột, chưa pha thêm đường hoặc chất tạo ngọt khác, có hàm lượng chất béo trên 1,5% tính theo trọng lượng, đóng gói với tổng trọng lượng từ 20 kg trở lên',
        descriptionEn:
          'Milk and cream in powder, not containing added sugar or other sweetening matter, of a fat content exceeding 1.5% by weight, in packings of a gross weight of 20 kg or more',
        duty: 5,
        vat: 10,
        other: 0,
        technicalDeviation: 1,
        legalReference: STANDARD,
      },
      {
        code: '0808.10.00',
        descriptionVi: 'Quả táo (apple), tươi',
        descriptionEn: 'Apples, fresh',
        duty: 8,
        vat: 5,
        other: 0,
        technicalDeviation: 6,
        legalReference: legal(TARIFF, NOMENCLATURE, VAT_5),
      },
    ],
  },
]

/** Used when no keyword group matches: broad "other articles" lines by material. */
export const HS_GENERIC: HsFallbackSet = {
  id: 'generic',
  label: { vi: 'Nhóm chung', en: 'General goods' },
  candidates: [
    {
      code: '3926.90.99',
      descriptionVi: 'Các sản phẩm khác bằng plastic, loại khác',
      descriptionEn: 'Other articles of plastics, other',
      duty: 15,
      vat: 10,
      other: 0,
      technicalDeviation: 4,
      legalReference: STANDARD,
    },
    {
      code: '7326.90.99',
      descriptionVi: 'Các sản phẩm khác bằng sắt hoặc thép, loại khác',
      descriptionEn: 'Other articles of iron or steel, other',
      duty: 20,
      vat: 10,
      other: 0,
      technicalDeviation: 5,
      legalReference: STANDARD,
    },
    {
      code: '4819.10.00',
      descriptionVi: 'Thùng, hộp và hộp gấp, bằng giấy sóng hoặc bìa sóng',
      descriptionEn: 'Cartons, boxes and cases, of corrugated paper or paperboard',
      duty: 20,
      vat: 10,
      other: 0,
      technicalDeviation: 11,
      legalReference: STANDARD,
    },
  ],
}

export const HS_COUNTRIES: ReadonlyArray<Option<HsCountryCode>> = [
  { code: 'VN', label: { vi: 'Việt Nam', en: 'Vietnam' } },
  { code: 'CN', label: { vi: 'Trung Quốc', en: 'China' } },
  { code: 'US', label: { vi: 'Hoa Kỳ', en: 'United States' } },
  { code: 'JP', label: { vi: 'Nhật Bản', en: 'Japan' } },
  { code: 'KR', label: { vi: 'Hàn Quốc', en: 'South Korea' } },
  { code: 'DE', label: { vi: 'Đức', en: 'Germany' } },
  { code: 'TH', label: { vi: 'Thái Lan', en: 'Thailand' } },
  { code: 'SG', label: { vi: 'Singapore', en: 'Singapore' } },
  { code: 'GB', label: { vi: 'Vương quốc Anh', en: 'United Kingdom' } },
]

export const HS_UNITS: ReadonlyArray<Option<HsUnit>> = [
  { code: 'kg', label: { vi: 'kg', en: 'kg' } },
  { code: 'piece', label: { vi: 'chiếc', en: 'piece' } },
  { code: 'm3', label: { vi: 'm³', en: 'm³' } },
  { code: 'liter', label: { vi: 'lít', en: 'liter' } },
  { code: 'set', label: { vi: 'bộ', en: 'set' } },
]

/** The label of a keyword group or of the fallback set, for "matched group" texts. */
export function hsGroupLabel(id: HsMatchedGroup): Bilingual {
  if (id === 'generic') return HS_GENERIC.label
  const group = HS_GROUPS.find((candidate) => candidate.id === id)
  // Every HsGroupId has a group, so this never falls through in practice.
  return group ? group.label : HS_GENERIC.label
}
