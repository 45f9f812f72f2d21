// The ports the tools offer, spelled once so a port reads the same on every screen.
import type { Option } from './choices'

export const ORIGIN_PORT_CODES = ['sgn', 'hph', 'dad', 'cmv', 'qui', 'nha'] as const
export type OriginPortCode = (typeof ORIGIN_PORT_CODES)[number]

export const DESTINATION_PORT_CODES = [
  'CNSHA',
  'SGSIN',
  'USNYC',
  'USLAX',
  'NLRTM',
  'DEHAM',
  'AEDXB',
  'JPTYO',
  'KRPUS',
  'GBFXT',
] as const
export type DestinationPortCode = (typeof DESTINATION_PORT_CODES)[number]

export const ORIGIN_PORTS: ReadonlyArray<Option<OriginPortCode>> = [
  { code: 'sgn', label: { vi: 'Cát Lái – TP.HCM', en: 'Cat Lai – Ho Chi Minh City' } },
  { code: 'hph', label: { vi: 'Hải Phòng', en: 'Hai Phong' } },
  { code: 'dad', label: { vi: 'Đà Nẵng', en: 'Da Nang' } },
  { code: 'cmv', label: { vi: 'Cái Mép – Vũng Tàu', en: 'Cai Mep – Vung Tau' } },
  { code: 'qui', label: { vi: 'Quy Nhơn', en: 'Quy Nhon' } },
  { code: 'nha', label: { vi: 'Nha Trang', en: 'Nha Trang' } },
]

export const DESTINATION_PORTS: ReadonlyArray<Option<DestinationPortCode>> = [
  { code: 'CNSHA', label: { vi: 'Thượng Hải (Trung Quốc)', en: 'Shanghai (China)' } },
  { code: 'SGSIN', label: { vi: 'Singapore', en: 'Singapore' } },
  { code: 'USNYC', label: { vi: 'New York (Hoa Kỳ)', en: 'New York (USA)' } },
  { code: 'USLAX', label: { vi: 'Los Angeles (Hoa Kỳ)', en: 'Los Angeles (USA)' } },
  { code: 'NLRTM', label: { vi: 'Rotterdam (Hà Lan)', en: 'Rotterdam (Netherlands)' } },
  { code: 'DEHAM', label: { vi: 'Hamburg (Đức)', en: 'Hamburg (Germany)' } },
  { code: 'AEDXB', label: { vi: 'Dubai – Jebel Ali (UAE)', en: 'Dubai – Jebel Ali (UAE)' } },
  { code: 'JPTYO', label: { vi: 'Tokyo (Nhật Bản)', en: 'Tokyo (Japan)' } },
  { code: 'KRPUS', label: { vi: 'Busan (Hàn Quốc)', en: 'Busan (South Korea)' } },
  { code: 'GBFXT', label: { vi: 'Felixstowe (Anh)', en: 'Felixstowe (UK)' } },
]
