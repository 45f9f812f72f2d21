// Reference lists of the demurrage/detention tracker. Ports come from the tools' shared
// list, so a port is spelled the same way on every screen.
import type { Bilingual } from '@/i18n/locale'
import type { Option } from '@/tools/shared/choices'
import { DESTINATION_PORTS, ORIGIN_PORTS, type DestinationPortCode, type OriginPortCode } from '@/tools/shared/ports'

export const CONTAINER_TYPE_CODES = ['20gp', '40gp', '40hc', '20rf', '40rf', '20ot', '40fr'] as const
export type DemurrageContainerType = (typeof CONTAINER_TYPE_CODES)[number]

export const LOADING_PORT_CODES = ['sgn', 'hph', 'dad', 'cmv'] as const satisfies readonly OriginPortCode[]
export type LoadingPortCode = (typeof LOADING_PORT_CODES)[number]

export const DISCHARGE_PORT_CODES = ['CNSHA', 'SGSIN', 'USNYC', 'NLRTM'] as const satisfies readonly DestinationPortCode[]
export type DischargePortCode = (typeof DISCHARGE_PORT_CODES)[number]

export const FREE_TIME_OPTIONS = [3, 5, 7, 10, 14, 21] as const

export const DAY_TYPE_CODES = ['calendar', 'working'] as const
export type DayType = (typeof DAY_TYPE_CODES)[number]

export const CHARGE_TYPE_CODES = ['demurrage', 'detention', 'both'] as const
export type ChargeType = (typeof CHARGE_TYPE_CODES)[number]

export type DayStatus = 'free' | 'demurrage' | 'detention'

export const CONTAINER_TYPES: ReadonlyArray<Option<DemurrageContainerType>> = [
  { code: '20gp', label: { vi: "20' GP – container khô 20 feet", en: "20' GP – 20 ft dry" } },
  { code: '40gp', label: { vi: "40' GP – container khô 40 feet", en: "40' GP – 40 ft dry" } },
  { code: '40hc', label: { vi: "40' HC – container cao 40 feet", en: "40' HC – 40 ft high cube" } },
  { code: '20rf', label: { vi: "20' RF – container lạnh 20 feet", en: "20' RF – 20 ft reefer" } },
  { code: '40rf', label: { vi: "40' RF – container lạnh 40 feet", en: "40' RF – 40 ft reefer" } },
  { code: '20ot', label: { vi: "20' OT – container mở nóc 20 feet", en: "20' OT – 20 ft open top" } },
  { code: '40fr', label: { vi: "40' FR – container mặt phẳng 40 feet", en: "40' FR – 40 ft flat rack" } },
]

export const LOADING_PORTS: ReadonlyArray<Option<LoadingPortCode>> = ORIGIN_PORTS.filter(
  (port): port is Option<LoadingPortCode> => (LOADING_PORT_CODES as readonly string[]).includes(port.code),
)

export const DISCHARGE_PORTS: ReadonlyArray<Option<DischargePortCode>> = DESTINATION_PORTS.filter(
  (port): port is Option<DischargePortCode> =>
    (DISCHARGE_PORT_CODES as readonly string[]).includes(port.code),
)

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
