// Reference lists of the demurrage/detention tracker. Ports come from the tools' shared
// list, so a port is spelled the same way on every screen.
import type { Bilingual } from '@/i18n/locale'
import type { Option } from '@/tools/shared/choices'
import { DESTINATION_PORTS, ORIGIN_PORTS, type DestinationPortCode, type OriginPortCode } from '@/tools/shared/ports'

export const CONTAINER_TYPE_CODES = ['20gp', '40gp', '40hc', '20rf', '40rf', '20ot', '40fr'] as const
export type DemurrageContainerType = (typeof CONTAINER_TYPE_CODES)[number]

/** Import: the container waits at a Vietnamese discharge port; export: at a Vietnamese loading port. */
export const DIRECTION_CODES = ['import', 'export'] as const
export type Direction = (typeof DIRECTION_CODES)[number]

/** Vietnam's container ports, where the tracked free time runs (docs/decisions-spec.md §19). */
export const VN_PORT_CODES = ['sgn', 'cmv', 'hph', 'lch', 'dad', 'qui'] as const
export type VnPortCode = (typeof VN_PORT_CODES)[number]

/** The port at the other end of the voyage. */
export const FOREIGN_PORT_CODES = [
  'CNSHA',
  'SGSIN',
  'KRPUS',
  'JPTYO',
  'USLAX',
  'USNYC',
  'NLRTM',
  'DEHAM',
] as const satisfies readonly DestinationPortCode[]
export type ForeignPortCode = (typeof FOREIGN_PORT_CODES)[number]

export type DemurragePortCode = VnPortCode | ForeignPortCode
export const PORT_CODES: readonly DemurragePortCode[] = [...VN_PORT_CODES, ...FOREIGN_PORT_CODES]

export const FREE_TIME_OPTIONS = [3, 5, 7, 10, 14, 21] as const

export const DAY_TYPE_CODES = ['calendar', 'working'] as const
export type DayType = (typeof DAY_TYPE_CODES)[number]

export const CHARGE_TYPE_CODES = ['demurrage', 'detention', 'both'] as const
export type ChargeType = (typeof CHARGE_TYPE_CODES)[number]

export type DayStatus = 'free' | 'demurrage' | 'detention' | 'both'

export const CONTAINER_TYPES: ReadonlyArray<Option<DemurrageContainerType>> = [
  { code: '20gp', label: { vi: "20' GP – container khô 20 feet", en: "20' GP – 20 ft dry" } },
  { code: '40gp', label: { vi: "40' GP – container khô 40 feet", en: "40' GP – 40 ft dry" } },
  { code: '40hc', label: { vi: "40' HC – container cao 40 feet", en: "40' HC – 40 ft high cube" } },
  { code: '20rf', label: { vi: "20' RF – container lạnh 20 feet", en: "20' RF – 20 ft reefer" } },
  { code: '40rf', label: { vi: "40' RF – container lạnh 40 feet", en: "40' RF – 40 ft reefer" } },
  { code: '20ot', label: { vi: "20' OT – container mở nóc 20 feet", en: "20' OT – 20 ft open top" } },
  { code: '40fr', label: { vi: "40' FR – container mặt phẳng 40 feet", en: "40' FR – 40 ft flat rack" } },
]

export const DIRECTIONS: ReadonlyArray<Option<Direction>> = [
  { code: 'import', label: { vi: 'Hàng nhập khẩu (dỡ tại cảng Việt Nam)', en: 'Import (discharged in Vietnam)' } },
  { code: 'export', label: { vi: 'Hàng xuất khẩu (xếp tại cảng Việt Nam)', en: 'Export (loaded in Vietnam)' } },
]

const ORIGIN_LABELS = new Map<string, Option<OriginPortCode>['label']>(ORIGIN_PORTS.map((port) => [port.code, port.label]))

export const VN_PORTS: ReadonlyArray<Option<VnPortCode>> = [
  { code: 'sgn', label: ORIGIN_LABELS.get('sgn') ?? { vi: 'Cát Lái', en: 'Cat Lai' } },
  { code: 'cmv', label: { vi: 'Cái Mép – Thị Vải (Bà Rịa – Vũng Tàu)', en: 'Cai Mep – Thi Vai (Ba Ria – Vung Tau)' } },
  { code: 'hph', label: { vi: 'Hải Phòng (Đình Vũ, Tân Vũ)', en: 'Hai Phong (Dinh Vu, Tan Vu)' } },
  { code: 'lch', label: { vi: 'Lạch Huyện – Hải Phòng', en: 'Lach Huyen – Hai Phong' } },
  { code: 'dad', label: { vi: 'Đà Nẵng (Tiên Sa)', en: 'Da Nang (Tien Sa)' } },
  { code: 'qui', label: ORIGIN_LABELS.get('qui') ?? { vi: 'Quy Nhơn', en: 'Quy Nhon' } },
]

export const FOREIGN_PORTS: ReadonlyArray<Option<ForeignPortCode>> = DESTINATION_PORTS.filter(
  (port): port is Option<ForeignPortCode> => (FOREIGN_PORT_CODES as readonly string[]).includes(port.code),
)

/** Every port the tracker offers, for labels. */
export const PORTS: ReadonlyArray<Option<DemurragePortCode>> = [...VN_PORTS, ...FOREIGN_PORTS]

/** A port's label. */
export function labelOfPort(code: DemurragePortCode) {
  return PORTS.find((port) => port.code === code)?.label ?? { vi: code, en: code }
}

/** Where free time runs for a direction: the Vietnamese port's field. */
export function vnPortField(direction: Direction): 'dischargePort' | 'loadingPort' {
  return direction === 'import' ? 'dischargePort' : 'loadingPort'
}

/** The ports each field offers for a direction: Vietnamese ones where the container waits. */
export function portChoices(direction: Direction, field: 'loadingPort' | 'dischargePort') {
  return field === vnPortField(direction) ? VN_PORTS : FOREIGN_PORTS
}

export function isVnPort(code: string): code is VnPortCode {
  return (VN_PORT_CODES as readonly string[]).includes(code)
}

export const FREE_TIME_CHOICES: ReadonlyArray<{ days: number; label: Bilingual }> = FREE_TIME_OPTIONS.map(
  (days) => ({ days, label: { vi: `${days} ngày`, en: `${days} days` } }),
)

export const DAY_TYPES: ReadonlyArray<Option<DayType>> = [
  { code: 'calendar', label: { vi: 'Ngày lịch (tính cả cuối tuần)', en: 'Calendar days' } },
  { code: 'working', label: { vi: 'Ngày làm việc', en: 'Working days' } },
]

export const CHARGE_TYPES: ReadonlyArray<Option<ChargeType>> = [
  {
    code: 'demurrage',
    label: { vi: 'Phí lưu container tại bãi cảng (DEM)', en: 'Demurrage (DEM)' },
  },
  {
    code: 'detention',
    label: { vi: 'Phí lưu container ngoài cảng (DET)', en: 'Detention (DET)' },
  },
  { code: 'both', label: { vi: 'Cả DEM và DET', en: 'Demurrage and detention' } },
]

/** Labels of the tracking table's status column. */
export const DAY_STATUSES: ReadonlyArray<Option<DayStatus>> = [
  { code: 'free', label: { vi: 'Miễn phí', en: 'Free' } },
  { code: 'demurrage', label: { vi: 'Tính phí DEM', en: 'Demurrage' } },
  { code: 'detention', label: { vi: 'Tính phí DET', en: 'Detention' } },
  { code: 'both', label: { vi: 'Tính cả DEM và DET', en: 'Demurrage and detention' } },
]

/**
 * Sample tariffs per container type, to start from: the shape carriers use in Vietnam
 * (a few free days, then daily rates rising in steps), with round figures of the usual
 * order of magnitude. They are no carrier's actual tariff; the form says so and the
 * visitor edits them to match the contract.
 */
export interface SampleTariff {
  freeTimeDays: (typeof FREE_TIME_OPTIONS)[number]
  demurrage: ReadonlyArray<{ fromDay: number; rate: number }>
  detention: ReadonlyArray<{ fromDay: number; rate: number }>
}

const DRY_20: SampleTariff = {
  freeTimeDays: 7,
  demurrage: [
    { fromDay: 1, rate: 15 },
    { fromDay: 6, rate: 25 },
    { fromDay: 11, rate: 40 },
  ],
  detention: [
    { fromDay: 1, rate: 10 },
    { fromDay: 6, rate: 20 },
  ],
}
const DRY_40: SampleTariff = {
  freeTimeDays: 7,
  demurrage: [
    { fromDay: 1, rate: 30 },
    { fromDay: 6, rate: 50 },
    { fromDay: 11, rate: 80 },
  ],
  detention: [
    { fromDay: 1, rate: 20 },
    { fromDay: 6, rate: 40 },
  ],
}

export const SAMPLE_TARIFFS: Readonly<Record<DemurrageContainerType, SampleTariff>> = {
  '20gp': DRY_20,
  '40gp': DRY_40,
  '40hc': DRY_40,
  '20rf': {
    freeTimeDays: 5,
    demurrage: [
      { fromDay: 1, rate: 40 },
      { fromDay: 4, rate: 70 },
      { fromDay: 8, rate: 110 },
    ],
    detention: [
      { fromDay: 1, rate: 35 },
      { fromDay: 4, rate: 60 },
    ],
  },
  '40rf': {
    freeTimeDays: 5,
    demurrage: [
      { fromDay: 1, rate: 60 },
      { fromDay: 4, rate: 100 },
      { fromDay: 8, rate: 150 },
    ],
    detention: [
      { fromDay: 1, rate: 50 },
      { fromDay: 4, rate: 90 },
    ],
  },
  '20ot': {
    freeTimeDays: 5,
    demurrage: [
      { fromDay: 1, rate: 30 },
      { fromDay: 6, rate: 50 },
      { fromDay: 11, rate: 75 },
    ],
    detention: [
      { fromDay: 1, rate: 25 },
      { fromDay: 6, rate: 45 },
    ],
  },
  '40fr': {
    freeTimeDays: 5,
    demurrage: [
      { fromDay: 1, rate: 45 },
      { fromDay: 6, rate: 75 },
      { fromDay: 11, rate: 110 },
    ],
    detention: [
      { fromDay: 1, rate: 35 },
      { fromDay: 6, rate: 60 },
    ],
  },
}

/**
 * Typical carrier tariffs at Vietnam's ports, to start from when a port is chosen: the free
 * days carriers commonly grant there and a factor on the container type's sample rates
 * (smaller ports, with less pressure on yard space, charge less). Like the sample tariffs,
 * they are no carrier's published tariff: the form labels them "typical" and the visitor
 * edits them to the contract.
 */
export const VN_PORT_TARIFFS: Readonly<Record<VnPortCode, { freeTimeDays: (typeof FREE_TIME_OPTIONS)[number]; factor: number }>> = {
  sgn: { freeTimeDays: 5, factor: 1 },
  cmv: { freeTimeDays: 7, factor: 1 },
  hph: { freeTimeDays: 5, factor: 1 },
  lch: { freeTimeDays: 7, factor: 1 },
  dad: { freeTimeDays: 7, factor: 0.8 },
  qui: { freeTimeDays: 7, factor: 0.8 },
}

/** The typical tariff of a container type at a Vietnamese port: rates rounded to 5 USD. */
export function typicalTariff(port: VnPortCode, container: DemurrageContainerType): SampleTariff {
  const { freeTimeDays, factor } = VN_PORT_TARIFFS[port]
  const sample = SAMPLE_TARIFFS[container]
  const scale = (tiers: SampleTariff['demurrage']) =>
    tiers.map((tier) => ({ fromDay: tier.fromDay, rate: Math.round((tier.rate * factor) / 5) * 5 }))
  return { freeTimeDays, demurrage: scale(sample.demurrage), detention: scale(sample.detention) }
}
