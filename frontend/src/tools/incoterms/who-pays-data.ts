// Who pays each step under each Incoterms 2020 rule: the "Who pays" tab's table, loaded
// with that tab only (the calculator's own chunk stays inside its 40 KB budget, §3).
import type { Bilingual } from '@/i18n/locale'

import { INCOTERM_RULES } from './data'
import type { IncotermRule } from './data'

export type Payer = 'seller' | 'buyer'

export const PAYER_LABELS: Readonly<Record<Payer, Bilingual>> = {
  seller: { vi: 'Người bán', en: 'Seller' },
  buyer: { vi: 'Người mua', en: 'Buyer' },
}

export interface WhoPaysStep {
  readonly id: string
  readonly label: Bilingual
  readonly payer: Readonly<Record<IncotermRule, Payer>>
}

type RuleSet = readonly IncotermRule[]

/** Who pays a step: the seller under the rules listed, the buyer under the others. */
function sellerUnder(rules: RuleSet): Readonly<Record<IncotermRule, Payer>> {
  return Object.fromEntries(INCOTERM_RULES.map((rule) => [rule.id, rules.includes(rule.id) ? 'seller' : 'buyer'])) as Record<
    IncotermRule,
    Payer
  >
}

const ALL: RuleSet = INCOTERM_RULES.map((rule) => rule.id)
const ALL_BUT_EXW: RuleSet = ALL.filter((rule) => rule !== 'EXW')
/** From loading on board on: FOB and every rule whose seller pays the main carriage. */
const FROM_FOB: RuleSet = ['FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']
/** The seller contracts and pays the main carriage. */
const MAIN_CARRIAGE: RuleSet = ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']
/** The seller insures: CIF and CIP by obligation, the D rules because the risk is the seller's to destination. */
const INSURANCE: RuleSet = ['CIF', 'CIP', 'DAP', 'DPU', 'DDP']
/** Unloading at destination: DPU by definition, DDP as the seller delivers cleared at the door. */
const UNLOADING: RuleSet = ['DPU', 'DDP']
const ONWARD_DELIVERY: RuleSet = ['DAP', 'DPU', 'DDP']
const DUTY_PAID: RuleSet = ['DDP']

/**
 * The 10 steps of a sea shipment, in the order the goods travel, and who pays each under the
 * eleven Incoterms 2020 rules. The cost moves to the seller as the named place moves toward
 * the buyer: EXW ends at the seller's door; FCA at the carrier's terminal, export cleared
 * (the place this calculator assumes); FAS alongside the vessel; FOB on board; CFR/CIF and
 * CPT/CIP add the main carriage (and insurance); DAP delivers at the named place ready for
 * unloading, DPU unloaded, DDP also cleared for import with duties paid.
 */
export const WHO_PAYS_STEPS: readonly WhoPaysStep[] = [
  {
    id: 'exportPackaging',
    label: { vi: 'Đóng gói hàng xuất khẩu', en: 'Export packaging' },
    // Incoterms 2020 A8: packaging is the seller's duty under every rule, EXW included.
    payer: sellerUnder(ALL),
  },
  {
    id: 'loadingAtOrigin',
    label: {
      vi: 'Bốc hàng lên phương tiện tại kho người bán',
      en: "Loading at origin (seller's premises)",
    },
    // Under EXW the seller only makes the goods available; the buyer loads them.
    payer: sellerUnder(ALL_BUT_EXW),
  },
  {
    id: 'inlandToPort',
    label: { vi: 'Vận chuyển nội địa đến cảng xuất', en: 'Inland transport to port of export' },
    payer: sellerUnder(ALL_BUT_EXW),
  },
  {
    id: 'exportClearance',
    label: { vi: 'Thông quan xuất khẩu', en: 'Export customs clearance' },
    payer: sellerUnder(ALL_BUT_EXW),
  },
  {
    id: 'originTerminal',
    label: {
      vi: 'Phí làm hàng tại cảng xuất và xếp hàng lên tàu',
      en: 'Origin terminal handling & loading on vessel',
    },
    // FOB delivery happens once the goods are on board, so loading is still the seller's;
    // under FCA and FAS the buyer's carrier takes over before it.
    payer: sellerUnder(FROM_FOB),
  },
  {
    id: 'mainFreight',
    label: { vi: 'Cước vận tải biển chặng chính', en: 'Main sea freight' },
    payer: sellerUnder(MAIN_CARRIAGE),
  },
  {
    id: 'marineInsurance',
    label: { vi: 'Bảo hiểm hàng hóa đường biển', en: 'Marine cargo insurance' },
    // CIF and CIP oblige the seller to insure; under the D rules the seller bears the risk to destination.
    payer: sellerUnder(INSURANCE),
  },
  {
    id: 'destinationTerminal',
    label: {
      vi: 'Dỡ hàng và phí làm hàng tại cảng đích',
      en: 'Unloading & terminal charges at destination port',
    },
    // CIF delivery ends on board at the port of loading; DAP delivers ready for unloading.
    payer: sellerUnder(UNLOADING),
  },
  {
    id: 'importClearance',
    label: {
      vi: 'Thông quan nhập khẩu, thuế nhập khẩu và thuế GTGT',
      en: 'Import customs clearance, duties & taxes',
    },
    payer: sellerUnder(DUTY_PAID),
  },
  {
    id: 'finalDelivery',
    label: { vi: 'Giao hàng đến địa điểm cuối cùng', en: 'Delivery to final destination' },
    payer: sellerUnder(ONWARD_DELIVERY),
  },
]
