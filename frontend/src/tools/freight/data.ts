// Reference lists of the freight calculator: codes, bilingual labels and the surcharge
// glossary of the info panel. The numbers that drive the arithmetic live in `calc.ts`.
import type { Bilingual } from '@/i18n/locale'
import type { Option } from '@/tools/shared/choices'

export const SERVICE_TYPE_CODES = ['fcl20', 'fcl40', 'lcl'] as const
export type ServiceType = (typeof SERVICE_TYPE_CODES)[number]

export const CONTAINER_TYPE_CODES = ['standard', 'reefer', 'opentop', 'flatrack'] as const
export type ContainerType = (typeof CONTAINER_TYPE_CODES)[number]

export const SERVICE_TYPES: ReadonlyArray<Option<ServiceType>> = [
  { code: 'fcl20', label: { vi: "FCL – container 20'", en: "FCL – 20' container" } },
  { code: 'fcl40', label: { vi: "FCL – container 40'", en: "FCL – 40' container" } },
  {
    code: 'lcl',
    label: { vi: 'LCL – hàng lẻ (gom hàng)', en: 'LCL – less than container load' },
  },
]

export const CONTAINER_TYPES: ReadonlyArray<Option<ContainerType>> = [
  { code: 'standard', label: { vi: 'Container khô (tiêu chuẩn)', en: 'Standard dry' } },
  { code: 'reefer', label: { vi: 'Container lạnh (reefer)', en: 'Reefer (refrigerated)' } },
  { code: 'opentop', label: { vi: 'Container mở nóc (open top)', en: 'Open top' } },
  { code: 'flatrack', label: { vi: 'Container mặt phẳng (flat rack)', en: 'Flat rack' } },
]

/** Which result-row field a glossary entry explains, so the panel and the table agree. */
export type SurchargeField = 'baf' | 'caf' | 'lss' | 'pss' | 'thc' | 'docFee' | 'securityFee'

export interface Surcharge {
  field: SurchargeField
  /** Short code as printed on a carrier's invoice (BAF, THC, ...). */
  abbreviation: Bilingual
  name: Bilingual
  description: Bilingual
}

/** The info panel's surcharge glossary, in the column order of the comparison table. */
export const SURCHARGES: readonly Surcharge[] = [
  {
    field: 'baf',
    abbreviation: { vi: 'BAF', en: 'BAF' },
    name: { vi: 'Phụ phí biến động giá nhiên liệu', en: 'Bunker Adjustment Factor' },
    description: {
      vi: 'Bù đắp biến động giá nhiên liệu tàu biển, tính theo tỷ lệ trên cước biển.',
      en: 'Offsets changes in marine fuel prices, charged as a share of the ocean freight.',
    },
  },
  {
    field: 'caf',
    abbreviation: { vi: 'CAF', en: 'CAF' },
    name: { vi: 'Phụ phí biến động tỷ giá', en: 'Currency Adjustment Factor' },
    description: {
      vi: 'Bù đắp rủi ro chênh lệch tỷ giá giữa đồng tiền thu cước và USD.',
      en: 'Offsets exchange-rate swings between the billing currency and the US dollar.',
    },
  },
  {
    field: 'lss',
    abbreviation: { vi: 'LSS', en: 'LSS' },
    name: { vi: 'Phụ phí nhiên liệu giảm lưu huỳnh', en: 'Low Sulphur Surcharge' },
    description: {
      vi: 'Bù chi phí sử dụng nhiên liệu có hàm lượng lưu huỳnh thấp theo quy định IMO 2020.',
      en: 'Covers the low-sulphur fuel that vessels must burn under IMO 2020.',
    },
  },
  {
    field: 'pss',
    abbreviation: { vi: 'PSS', en: 'PSS' },
    name: { vi: 'Phụ phí mùa cao điểm', en: 'Peak Season Surcharge' },
    description: {
      vi: 'Áp dụng khi nhu cầu vận chuyển tăng cao, thường vào quý III và trước Tết Nguyên đán.',
      en: 'Applied when demand peaks, typically in the third quarter and before Lunar New Year.',
    },
  },
  {
    field: 'thc',
    abbreviation: { vi: 'THC', en: 'THC' },
    name: { vi: 'Phụ phí xếp dỡ tại cảng', en: 'Terminal Handling Charge' },
    description: {
      vi: 'Chi phí xếp dỡ và di chuyển container tại cảng, thu theo từng container hoặc lô hàng lẻ.',
      en: 'Loading, unloading and moving the container at the terminal, per container or LCL lot.',
    },
  },
  {
    field: 'docFee',
    abbreviation: { vi: 'DOC', en: 'DOC' },
    name: { vi: 'Phí chứng từ', en: 'Documentation fee' },
    description: {
      vi: 'Phí phát hành vận đơn (B/L) và các chứng từ vận tải đi kèm.',
      en: 'Issuing the bill of lading (B/L) and the accompanying shipping documents.',
    },
  },
  {
    field: 'securityFee',
    abbreviation: { vi: 'ISPS', en: 'ISPS' },
    name: { vi: 'Phí an ninh', en: 'Security fee' },
    description: {
      vi: 'Phí an ninh tàu và cảng biển theo Bộ luật quốc tế ISPS.',
      en: 'Vessel and port security under the international ISPS Code.',
    },
  },
]
