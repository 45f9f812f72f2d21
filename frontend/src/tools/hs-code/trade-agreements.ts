// Trade agreements that may lower the import duty between two of the analyzer's countries,
// with the proof of origin each asks for (docs/decisions-spec.md §10 "HS code"). Guidance only: the
// preferential rate applies when the goods meet the agreement's rules of origin and the
// importer claims it with the right proof; the UI says so.
//
// Members among the analyzer's countries (VN, CN, US, JP, KR, DE, TH, SG, GB). The United
// States has no free-trade agreement with Vietnam, so US pairs get none.
import type { Bilingual } from '@/i18n/locale'

import type { HsCountryCode } from './data'

export type AgreementId = 'ATIGA' | 'ACFTA' | 'AKFTA' | 'AJCEP' | 'VJEPA' | 'VKFTA' | 'CPTPP' | 'EVFTA' | 'UKVFTA' | 'RCEP'

export interface TradeAgreement {
  id: AgreementId
  name: Bilingual
  /** Every member trades with every other, e.g. ATIGA, CPTPP, RCEP. */
  members?: readonly HsCountryCode[]
  /** Two sides, e.g. ASEAN and China: only trade between one side and the other is covered. */
  sides?: readonly [readonly HsCountryCode[], readonly HsCountryCode[]]
  /** The certificate of origin or origin declaration the importer needs. */
  proof: Bilingual
}

const ASEAN: readonly HsCountryCode[] = ['VN', 'TH', 'SG']

/** In the order a Vietnamese shipper usually checks them: ASEAN first, then bilateral, then the wide ones. */
export const TRADE_AGREEMENTS: readonly TradeAgreement[] = [
  {
    id: 'ATIGA',
    name: { vi: 'Hiệp định Thương mại hàng hóa ASEAN (ATIGA)', en: 'ASEAN Trade in Goods Agreement (ATIGA)' },
    members: ASEAN,
    proof: {
      vi: 'C/O mẫu D (có thể là e-Form D qua Cơ chế một cửa ASEAN) hoặc tự chứng nhận xuất xứ của nhà xuất khẩu đủ điều kiện',
      en: 'Form D certificate (or e-Form D through the ASEAN Single Window), or the certified exporter’s self-certification',
    },
  },
  {
    id: 'ACFTA',
    name: { vi: 'Hiệp định Thương mại hàng hóa ASEAN – Trung Quốc (ACFTA)', en: 'ASEAN–China Free Trade Area (ACFTA)' },
    sides: [ASEAN, ['CN']],
    proof: { vi: 'C/O mẫu E', en: 'Form E certificate of origin' },
  },
  {
    id: 'AKFTA',
    name: { vi: 'Hiệp định Thương mại tự do ASEAN – Hàn Quốc (AKFTA)', en: 'ASEAN–Korea Free Trade Agreement (AKFTA)' },
    sides: [ASEAN, ['KR']],
    proof: { vi: 'C/O mẫu AK', en: 'Form AK certificate of origin' },
  },
  {
    id: 'VKFTA',
    name: { vi: 'Hiệp định Thương mại tự do Việt Nam – Hàn Quốc (VKFTA)', en: 'Vietnam–Korea Free Trade Agreement (VKFTA)' },
    sides: [['VN'], ['KR']],
    proof: { vi: 'C/O mẫu VK', en: 'Form VK certificate of origin' },
  },
  {
    id: 'AJCEP',
    name: { vi: 'Hiệp định Đối tác kinh tế toàn diện ASEAN – Nhật Bản (AJCEP)', en: 'ASEAN–Japan Comprehensive Economic Partnership (AJCEP)' },
    sides: [ASEAN, ['JP']],
    proof: { vi: 'C/O mẫu AJ', en: 'Form AJ certificate of origin' },
  },
  {
    id: 'VJEPA',
    name: { vi: 'Hiệp định Đối tác kinh tế Việt Nam – Nhật Bản (VJEPA)', en: 'Vietnam–Japan Economic Partnership Agreement (VJEPA)' },
    sides: [['VN'], ['JP']],
    proof: { vi: 'C/O mẫu VJ', en: 'Form VJ certificate of origin' },
  },
  {
    id: 'CPTPP',
    name: {
      vi: 'Hiệp định Đối tác toàn diện và tiến bộ xuyên Thái Bình Dương (CPTPP)',
      en: 'Comprehensive and Progressive Agreement for Trans-Pacific Partnership (CPTPP)',
    },
    members: ['VN', 'JP', 'SG', 'GB'],
    proof: {
      vi: 'C/O mẫu CPTPP hoặc chứng từ tự chứng nhận xuất xứ (đủ các nội dung tối thiểu của Hiệp định)',
      en: 'Form CPTPP certificate, or a self-certification of origin with the agreement’s minimum data',
    },
  },
  {
    id: 'EVFTA',
    name: { vi: 'Hiệp định Thương mại tự do Việt Nam – EU (EVFTA)', en: 'EU–Vietnam Free Trade Agreement (EVFTA)' },
    sides: [['VN'], ['DE']],
    proof: {
      vi: 'Hàng Việt Nam sang EU: C/O mẫu EUR.1 hoặc tự chứng nhận của nhà xuất khẩu đã đăng ký REX; hàng EU vào Việt Nam: chứng từ tự chứng nhận xuất xứ (nhà xuất khẩu đăng ký REX, hoặc bất kỳ nhà xuất khẩu nào với lô hàng đến 6.000 EUR)',
      en: 'Vietnamese goods into the EU: EUR.1 certificate, or a statement on origin by a REX-registered exporter; EU goods into Vietnam: a statement on origin (REX-registered exporter, or any exporter up to EUR 6,000 a consignment)',
    },
  },
  {
    id: 'UKVFTA',
    name: { vi: 'Hiệp định Thương mại tự do Việt Nam – Vương quốc Anh (UKVFTA)', en: 'UK–Vietnam Free Trade Agreement (UKVFTA)' },
    sides: [['VN'], ['GB']],
    proof: {
      vi: 'C/O mẫu EUR.1 UK hoặc tự chứng nhận xuất xứ của nhà xuất khẩu đủ điều kiện',
      en: 'EUR.1 UK certificate, or the eligible exporter’s statement on origin',
    },
  },
  {
    id: 'RCEP',
    name: { vi: 'Hiệp định Đối tác kinh tế toàn diện khu vực (RCEP)', en: 'Regional Comprehensive Economic Partnership (RCEP)' },
    members: [...ASEAN, 'CN', 'JP', 'KR'],
    proof: {
      vi: 'C/O mẫu RCEP hoặc tờ khai xuất xứ của nhà xuất khẩu được chấp thuận',
      en: 'Form RCEP certificate, or a declaration of origin by an approved exporter',
    },
  },
]

/** The agreements both countries belong to; none for the same country twice. */
export function tradeAgreementsFor(origin: HsCountryCode, destination: HsCountryCode): TradeAgreement[] {
  if (origin === destination) return []
  return TRADE_AGREEMENTS.filter(({ members, sides }) => {
    if (members) return members.includes(origin) && members.includes(destination)
    if (!sides) return false
    const [a, b] = sides
    return (a.includes(origin) && b.includes(destination)) || (b.includes(origin) && a.includes(destination))
  })
}
