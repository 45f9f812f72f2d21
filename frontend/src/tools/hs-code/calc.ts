// HS code analyzer (docs/decisions.md §6 "HS code analyzer", docs/product.md §9 "HS analyzer rules").
// Pure: no React, no I/O. The form validates with `validateHsDraft`, then calls
// `analyzeHsCode`; numbers come back unrounded and the UI rounds for display.
import type { Bilingual } from '@/i18n/locale'
import {
  HS_GENERIC,
  HS_GROUPS,
  type HsCountryCode,
  type HsKeywordGroup,
  type HsMatchedGroup,
  type HsUnit,
} from './data'
import { tradeAgreementsFor, type AgreementId } from './trade-agreements'

export interface HsInput {
  productDescription: string
  /** USD. */
  customsValue: number
  /** Collected, not used by the arithmetic. */
  quantity: number
  unit: HsUnit
  /** Chooses the trade agreements named in the result; not used by the arithmetic. */
  originCountry: HsCountryCode
  /** Chooses the trade agreements named in the result; not used by the arithmetic. */
  destinationCountry: HsCountryCode
  material: string
  usage: string
  composition: string
  /** Percent: candidates whose technical deviation is at most this are kept. */
  technicalTolerance: number
}

/** The form's state before validation: the countries may still be unchosen. */
export type HsDraft = Omit<HsInput, 'originCountry' | 'destinationCountry'> & {
  originCountry: HsCountryCode | ''
  destinationCountry: HsCountryCode | ''
}

/** One sample tariff line. Rates are in percent (10 means 10%). */
export interface HsCandidate {
  code: string
  descriptionVi: string
  descriptionEn: string
  /** MFN import duty %. */
  duty: number
  vat: number
  /** Other taxes %, e.g. special consumption tax. */
  other: number
  /** Estimated technical deviation of a typical product from the line's wording, %. */
  technicalDeviation: number
  legalReference: Bilingual
}

export interface HsRecommendation {
  /** 1 for the lowest tax amount. */
  rank: number
  code: string
  descriptionVi: string
  descriptionEn: string
  customsDuty: number
  vat: number
  otherCharges: number
  /** customsDuty + vat + otherCharges, in percent. */
  totalTax: number
  /** customsValue × totalTax / 100, USD. */
  totalTaxAmount: number
  technicalDeviation: number
  legalReference: Bilingual
  /** Highest totalTaxAmount among the recommendations minus this one's. */
  savings: number
}

export interface HsAnalysisResult {
  /** Which keyword group matched, or 'generic' when none did. */
  matchedGroup: HsMatchedGroup
  /** True when no candidate was within the tolerance and the first 3 were used instead. */
  toleranceFallback: boolean
  /** Cheapest first, at most 3. */
  recommendations: HsRecommendation[]
  /** The highest totalTaxAmount among the recommendations. */
  baseTax: number
  /** Highest minus lowest totalTaxAmount among the recommendations. */
  maxSavings: number
  /** True when the group was found only by tolerating a misspelt word. */
  fuzzyMatch: boolean
  /** Agreements that may lower the duty between origin and destination, with the proof of origin (guidance). */
  tradeAgreements: Array<{ id: AgreementId; name: Bilingual; proof: Bilingual }>
}

/** Tolerance 5%, quantity 1, unit kg; everything else empty (0 for the customs value). */
export const HS_DEFAULTS: Readonly<HsDraft> = Object.freeze({
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

/** How many recommendations a result holds at most. */
export const MAX_RECOMMENDATIONS = 3

/**
 * Lower case without diacritics, đ as d: how text typed without Vietnamese marks is
 * compared. NFD first so both precomposed and combining input fold the same way.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd')
}

function lowerText(text: string): string {
  return text.normalize('NFC').toLowerCase()
}

interface SearchText {
  exact: string
  folded: string
}

type KeywordTest = (text: SearchText) => boolean

// Syntax characters only: the 'u' flag rejects needless escapes such as '\-'.
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * Whole-word test for one keyword, plural 's'/'es' allowed so 'shirt' finds 'shirts'.
 * A single accented word is compared with its marks ('bàn' must not match 'bán' or
 * 'bạn'); anything else is compared folded, so 'ao thun' finds 'áo thun' and the old
 * and new tone placements ('hòa' / 'hoà') agree.
 */
function keywordTest(keyword: string): KeywordTest {
  const exact = lowerText(keyword.trim())
  const folded = foldText(exact)
  const strict = exact !== folded && !/\s/.test(exact)
  const words = (strict ? exact : folded).split(/\s+/).map(escapeRegExp).join('\\s+')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u')
  return strict ? (text) => pattern.test(text.exact) : (text) => pattern.test(text.folded)
}

/**
 * Damerau–Levenshtein distance (optimal string alignment), stopping early once it exceeds
 * `limit`: one letter missing, added, changed or two swapped is a distance of 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/**
 * Misspellings tolerated: none below 6 letters (one letter turns 'table' into 'cable'), 1 up
 * to 8, 2 from 9.
 */
function typoLimit(length: number): number {
  if (length < 6) return 0
  return length < 9 ? 1 : 2
}

/**
 * A fuzzy test for a single-word keyword typed without marks ('furniture', 'machinery',
 * 'dien tu' is multi-word and not fuzzy): a word of the text within the typo limit matches,
 * so 'furnture' and 'machinary' find theirs. Accented words and short words are left to
 * the exact test: a wrong mark often makes a different Vietnamese word.
 */
function fuzzyKeywordTest(keyword: string): KeywordTest | null {
  const folded = foldText(keyword.trim())
  if (/\s/.test(folded) || folded !== lowerText(keyword.trim())) return null
  const limit = typoLimit(folded.length)
  if (limit === 0) return null
  return (text) =>
    (text.folded.match(/[\p{L}\p{N}]+/gu) ?? []).some(
      (word) => word.length >= 6 && editDistance(word.replace(/(?<=.{5})e?s$/, ''), folded, limit) <= limit,
    )
}

// Built once: the keyword lists are constant.
const GROUP_TESTS: ReadonlyArray<{ group: HsKeywordGroup; tests: KeywordTest[]; fuzzy: KeywordTest[] }> = HS_GROUPS.map(
  (group) => {
    const keywords = [...group.keywords.vi, ...group.keywords.en]
    return {
      group,
      tests: keywords.map(keywordTest),
      fuzzy: keywords.map(fuzzyKeywordTest).filter((test): test is KeywordTest => test !== null),
    }
  },
)

type MatchFields = Pick<HsInput, 'productDescription' | 'material' | 'usage' | 'composition'>

function searchTexts(input: MatchFields): SearchText[] {
  return [input.productDescription, input.material, input.usage, input.composition]
    .filter((field) => field.trim() !== '')
    .map((field) => ({ exact: lowerText(field), folded: foldText(field) }))
}

/**
 * The first keyword group (textile, electronics, furniture, machinery, food) with a
 * keyword in the description, material, usage or composition; undefined when none has.
 * Exact keywords are tried on every group first; only when none matches, misspellings.
 */
export function matchHsGroupWithTypos(input: MatchFields): { group: HsKeywordGroup; fuzzy: boolean } | undefined {
  const fields = searchTexts(input)
  const exact = GROUP_TESTS.find(({ tests }) => fields.some((field) => tests.some((test) => test(field))))
  if (exact) return { group: exact.group, fuzzy: false }
  const fuzzy = GROUP_TESTS.find(({ fuzzy: tests }) => fields.some((field) => tests.some((test) => test(field))))
  return fuzzy ? { group: fuzzy.group, fuzzy: true } : undefined
}

/** The matched keyword group, misspellings tolerated (see `matchHsGroupWithTypos`). */
export function matchHsGroup(input: MatchFields): HsKeywordGroup | undefined {
  return matchHsGroupWithTypos(input)?.group
}

export function analyzeHsCode(input: HsInput): HsAnalysisResult {
  const match = matchHsGroupWithTypos(input)
  const group = match?.group
  const candidates = group ? group.candidates : HS_GENERIC.candidates

  const withinTolerance = candidates.filter(
    (candidate) => candidate.technicalDeviation <= input.technicalTolerance,
  )
  const toleranceFallback = withinTolerance.length === 0
  const kept = toleranceFallback ? candidates.slice(0, MAX_RECOMMENDATIONS) : withinTolerance

  const priced = kept.map((candidate) => {
    const totalTax = candidate.duty + candidate.vat + candidate.other
    return { candidate, totalTax, totalTaxAmount: (input.customsValue * totalTax) / 100 }
  })
  // Array.prototype.sort is stable, so equal amounts keep the data order.
  const cheapest = priced
    .sort((a, b) => a.totalTaxAmount - b.totalTaxAmount)
    .slice(0, MAX_RECOMMENDATIONS)

  const amounts = cheapest.map((row) => row.totalTaxAmount)
  const highest = amounts.length > 0 ? Math.max(...amounts) : 0
  const lowest = amounts.length > 0 ? Math.min(...amounts) : 0

  const recommendations = cheapest.map(
    ({ candidate, totalTax, totalTaxAmount }, index): HsRecommendation => ({
      rank: index + 1,
      code: candidate.code,
      descriptionVi: candidate.descriptionVi,
      descriptionEn: candidate.descriptionEn,
      customsDuty: candidate.duty,
      vat: candidate.vat,
      otherCharges: candidate.other,
      totalTax,
      totalTaxAmount,
      technicalDeviation: candidate.technicalDeviation,
      legalReference: candidate.legalReference,
      savings: highest - totalTaxAmount,
    }),
  )

  return {
    matchedGroup: group ? group.id : HS_GENERIC.id,
    toleranceFallback,
    recommendations,
    baseTax: highest,
    maxSavings: highest - lowest,
    fuzzyMatch: match?.fuzzy ?? false,
    tradeAgreements: tradeAgreementsFor(input.originCountry, input.destinationCountry).map(({ id, name, proof }) => ({
      id,
      name,
      proof,
    })),
  }
}

/**
 * The form's required-field rule (docs/product.md §5): a product description, a customs value
 * above 0, an origin and a destination. Returns the input ready for `analyzeHsCode`, or
 * null when incomplete (the UI then shows the 'Please fill in product description, …'
 * toast).
 */
export function validateHsDraft(draft: HsDraft): HsInput | null {
  const { originCountry, destinationCountry } = draft
  if (draft.productDescription.trim() === '') return null
  if (!Number.isFinite(draft.customsValue) || draft.customsValue <= 0) return null
  if (originCountry === '' || destinationCountry === '') return null
  return { ...draft, originCountry, destinationCountry }
}
