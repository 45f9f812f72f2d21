import {
  CARGO_TYPES,
  DESTINATION_PORTS,
  EXW_LOCATIONS,
  INCOTERM_RULES,
  LOADING_PORTS,
  OLD_VESSEL_ADD_ON,
  RISK_PASSES,
  OLD_VESSEL_AGE_LIMIT,
  iccAddOn,
  regionSurcharge,
  type CargoType,
  type Currency,
  type DestinationPort,
  type DestinationRegion,
  type ExwLocation,
  type IccCondition,
  type IncotermRule,
  type LoadingPort,
  type RiskPoint,
  type QuantityUnit,
} from './data'

/**
 * The parsed Incoterms form (docs/decisions-spec.md §6). Money is in `currency`; percentages are in
 * percent (10 means 10%); `*PerUnit` amounts are per unit of `quantity`.
 */
export interface IncotermsInput {
  /** EXW value of the whole consignment, not per unit. */
  exwPrice: number
  currency: Currency
  quantity: number
  unit: QuantityUnit
  cargoType: CargoType
  exwLocation: ExwLocation
  loadingPort: LoadingPort
  destinationPort: DestinationPort
  deliveryAddress: string
  packagingCost: number
  inlandTransportPerUnit: number
  exportFees: number
  loadingCost: number
  seaFreightPerUnit: number
  /** Base insurance rate in percent, before the vessel, region and ICC add-ons. */
  insuranceRate: number
  iccCondition: IccCondition
  vesselAge: number
  destinationRegion: DestinationRegion
  importFees: number
  /** Percent of CIF. */
  customsDuty: number
  /** Percent of CIF + duty + other import fees. */
  vat: number
  otherImportFees: number
  finalDeliveryPerUnit: number
  hsCode: string
  /** The region surcharge only applies in Advanced mode. */
  advancedMode: boolean
  /** Insure 110% of the CIF (or CIP) value, market practice; absent or false: 100%. */
  insureAt110?: boolean
  /**
   * Units of `currency` for 1 USD, used to convert the default costs (written in USD); absent
   * for USD. Shown in the result with `rateDate` (YYYY-MM-DD), not used by the arithmetic.
   */
  exchangeRate?: number
  rateDate?: string
}

/** Every cost line, as an amount in the input currency. */
export interface IncotermsBreakdown {
  exwBase: number
  packaging: number
  inlandToPort: number
  exportFormalities: number
  loading: number
  freight: number
  insurance: number
  importFormalities: number
  customsDuty: number
  vat: number
  otherImportFees: number
  deliveryToFinal: number
}

/** One Incoterms 2020 rule's price and where its risk passes. */
export interface IncotermsRuleResult {
  total: number
  riskPasses: RiskPoint
}

/** Unrounded totals per Incoterm; the UI rounds for display. */
export interface IncotermsResult {
  exw: number
  fob: number
  cif: number
  ddp: number
  /** Effective insurance rate in percent, add-ons included. */
  insuranceRate: number
  breakdown: IncotermsBreakdown
  /** All eleven Incoterms 2020 rules; EXW, FOB, CIF and DDP equal the fields above. */
  rules: Record<IncotermRule, IncotermsRuleResult>
  /** CIP's insurance premium: ICC (A) cover, which Incoterms 2020 requires for CIP. */
  cipInsurance: number
}

/**
 * Form defaults (docs/decisions-spec.md §6). Express mode sends these for the fields it hides.
 * `exwPrice` and `quantity` are 0 because the visitor must enter them and validation
 * rejects 0; the selects start on the first entry of their lists, except the region, which
 * the spec sets to Asia. `insuranceRate` 0.5 is the 'general' cargo rate, so it agrees with
 * the default cargo type; the form swaps in `cargoInsuranceRate()` when another is chosen.
 */
export const INCOTERMS_DEFAULTS: Readonly<IncotermsInput> = Object.freeze({
  exwPrice: 0,
  currency: 'USD',
  quantity: 0,
  unit: 'tonnes',
  cargoType: CARGO_TYPES[0].id,
  exwLocation: EXW_LOCATIONS[0].id,
  loadingPort: LOADING_PORTS[0].id,
  destinationPort: DESTINATION_PORTS[0].id,
  deliveryAddress: '',
  packagingCost: 100,
  inlandTransportPerUnit: 30,
  exportFees: 150,
  loadingCost: 200,
  seaFreightPerUnit: 50,
  insuranceRate: 0.5,
  iccCondition: 'A',
  vesselAge: 10,
  destinationRegion: 'asia',
  importFees: 250,
  customsDuty: 10,
  vat: 10,
  otherImportFees: 100,
  finalDeliveryPerUnit: 40,
  hsCode: '',
  advancedMode: false,
})

/** The default cost fields: amounts in USD that follow the currency (docs/decisions-spec.md §19). */
export const MONEY_DEFAULT_FIELDS = [
  'packagingCost',
  'inlandTransportPerUnit',
  'exportFees',
  'loadingCost',
  'seaFreightPerUnit',
  'importFees',
  'otherImportFees',
  'finalDeliveryPerUnit',
] as const satisfies readonly (keyof IncotermsInput)[]

/**
 * The defaults in another currency: every default cost times `rate` (units of the currency
 * for 1 USD); percentages, ages and choices unchanged. With rate 1 (USD) they are the
 * defaults of docs/decisions-spec.md §6 unchanged.
 */
export function incotermsDefaultsIn(currency: Currency, rate: number): IncotermsInput {
  const defaults: IncotermsInput = { ...INCOTERMS_DEFAULTS, currency }
  for (const key of MONEY_DEFAULT_FIELDS) defaults[key] = INCOTERMS_DEFAULTS[key] * rate
  return defaults
}

/** The effective insurance rate in percent (docs/decisions-spec.md §6). */
export function effectiveInsuranceRate(
  input: Pick<
    IncotermsInput,
    'insuranceRate' | 'vesselAge' | 'advancedMode' | 'destinationRegion' | 'iccCondition'
  >,
): number {
  return (
    input.insuranceRate +
    (input.vesselAge > OLD_VESSEL_AGE_LIMIT ? OLD_VESSEL_ADD_ON : 0) +
    (input.advancedMode ? regionSurcharge(input.destinationRegion) : 0) +
    iccAddOn(input.iccCondition)
  )
}

/**
 * EXW, FOB, CIF and DDP totals (docs/product-spec.md §9). The caller validates first: exwPrice and
 * quantity > 0. An effective insurance rate of 100% or more has no finite CIF and gives
 * Infinity or a negative CIF, so the form should keep rates well below that.
 */
export function calculateIncoterms(input: IncotermsInput): IncotermsResult {
  const insuranceRate = effectiveInsuranceRate(input)

  const exwBase = input.exwPrice
  const packaging = input.packagingCost
  const inlandToPort = input.inlandTransportPerUnit * input.quantity
  const exportFormalities = input.exportFees
  const loading = input.loadingCost
  const fob = exwBase + packaging + inlandToPort + exportFormalities + loading

  const freight = input.seaFreightPerUnit * input.quantity
  // CIF insures its own value, so it is grossed up rather than adding rate x (FOB + freight).
  // With insureAt110 the insured value is 110% of CIF.
  const insuredShare = input.insureAt110 ? 1.1 : 1
  const cif = (fob + freight) / (1 - (insuredShare * insuranceRate) / 100)
  const insurance = cif * ((insuredShare * insuranceRate) / 100)

  const importFormalities = input.importFees
  const customsDuty = cif * (input.customsDuty / 100)
  const otherImportFees = input.otherImportFees
  const vat = (cif + customsDuty + otherImportFees) * (input.vat / 100)
  const deliveryToFinal = input.finalDeliveryPerUnit * input.quantity
  const ddp = cif + importFormalities + customsDuty + vat + otherImportFees + deliveryToFinal

  // The other seven rules, from the same cost lines (formulas on the screen, incoterms-text.ts):
  // FCA at the carrier's terminal at the port of loading, export cleared: FOB without
  // loading on board; FAS alongside the vessel at that port: the same lines; CFR = FOB +
  // freight; CPT = CFR for a port-to-port carriage; CIP = CPT insured under ICC (A), as
  // Incoterms 2020 requires; DAP = CIF + delivery to the named place; DPU = DAP with the
  // unloading, which this calculator does not price apart (it sits in the import fees).
  const fca = exwBase + packaging + inlandToPort + exportFormalities
  const fas = fca
  const cfr = fob + freight
  const cpt = cfr
  const cipRate = effectiveInsuranceRate({ ...input, iccCondition: 'A' })
  const cip = cpt / (1 - (insuredShare * cipRate) / 100)
  const dap = cif + deliveryToFinal
  const dpu = dap
  const totals: Record<IncotermRule, number> = {
    EXW: exwBase,
    FCA: fca,
    FAS: fas,
    FOB: fob,
    CFR: cfr,
    CIF: cif,
    CPT: cpt,
    CIP: cip,
    DAP: dap,
    DPU: dpu,
    DDP: ddp,
  }
  const rules = Object.fromEntries(
    INCOTERM_RULES.map((rule) => [rule.id, { total: totals[rule.id], riskPasses: RISK_PASSES[rule.id] }]),
  ) as Record<IncotermRule, IncotermsRuleResult>

  return {
    rules,
    cipInsurance: cip - cpt,
    exw: exwBase,
    fob,
    cif,
    ddp,
    insuranceRate,
    breakdown: {
      exwBase,
      packaging,
      inlandToPort,
      exportFormalities,
      loading,
      freight,
      insurance,
      importFormalities,
      customsDuty,
      vat,
      otherImportFees,
      deliveryToFinal,
    },
  }
}
