// HS classification help (docs/decisions-spec.md §6 "HS code analyzer", replaced in its method by
// §19 "HS"). Pure: no React, no I/O.
//
// 1. Headings: the description (with material, usage and composition) is searched for the
//    words of each heading we know (headings.ts). Only the heading(s) with the longest
//    matching word are kept; nothing else is ever proposed, so a garment is never offered
//    a fabric's or another article's code.
// 2. Subheadings: the 6-digit subheadings of those headings (HS 2022, nomenclature.ts) are
//    ranked by the description's words that their text uses (terms.ts: 'bông' → "cotton"),
//    never by tax. Each carries the words that chose it.
// 3. Taxes: Vietnam's duty and VAT only when Vietnam imports, from the rates the user read in
//    the tariff (the tool has none of its own). Otherwise the result names the importing
//    country's tariff. A saving is shown only for a trade agreement's preferential rate with
//    its proof of origin.
//
// This module carries the nomenclature and is loaded on demand by the screen; the form's
// input type and rules are in input.ts.
import type { Bilingual } from '@/i18n/locale'

import type { HsCountryCode } from './data'
import { HS_HEADINGS, type HsHeading } from './headings'
import type { HsInput } from './input'
import { HS_NOMENCLATURE } from './nomenclature'
import { HS_TERMS } from './terms'
import { tradeAgreementsFor, type AgreementId } from './trade-agreements'

/** How many subheadings a result proposes at most. */
export const MAX_RECOMMENDATIONS = 3

export interface HsHeadingMatch {
  /** Four digits, e.g. '6109'. */
  code: string
  /** Our Vietnamese name of the heading. */
  nameVi: string
  /** The nomenclature's English text of the heading. */
  nameEn: string
  /** The heading's words found in the description: why the heading was chosen. */
  words: string[]
}

export interface HsRecommendation {
  /** 1 for the subheading that fits the description best. */
  rank: number
  /** Six digits written 'hhhh.ss', e.g. '6109.10'. */
  code: string
  /** The heading it belongs to (one of the result's headings). */
  heading: string
  /** The nomenclature's English text of the subheading. */
  descriptionEn: string
  /** The description's words that point at this subheading; empty when none does. */
  words: string[]
}

export interface HsVietnamTaxes {
  /** The user's MFN rate, % (undefined when not given). */
  dutyRate?: number
  vatRate: number
  /** customsValue × dutyRate; undefined without a duty rate. */
  dutyAmount?: number
  /** (customsValue + duty) × vatRate; undefined without a duty rate. */
  vatAmount?: number
  /** dutyAmount + vatAmount. */
  totalAmount?: number
  /** The user's preferential rate, %, when given with the duty rate. */
  preferentialRate?: number
  /** Duty and VAT at the preferential rate. */
  preferentialTotal?: number
  /** totalAmount − preferentialTotal: the lawful saving of claiming the agreement. */
  savings?: number
}

export interface HsAnalysisResult {
  /** The heading(s) the description fits; empty when none was recognised. */
  headings: HsHeadingMatch[]
  /** Best fit first, at most MAX_RECOMMENDATIONS, all from `headings`. */
  recommendations: HsRecommendation[]
  /** True when no word of the description chose between the subheadings shown. */
  undecided: boolean
  /** Vietnam's taxes, only when Vietnam imports; null otherwise. */
  vietnam: HsVietnamTaxes | null
  /** The tariff that sets the duty in the importing country. */
  destinationTariff: Bilingual
  /** Agreements that may lower the duty between origin and destination, with the proof of origin (guidance). */
  tradeAgreements: Array<{ id: AgreementId; name: Bilingual; proof: Bilingual }>
}

/** Each importing country's own tariff, named so the user can look the line up there. */
export const DESTINATION_TARIFFS: Readonly<Record<HsCountryCode, Bilingual>> = {
  VN: {
    vi: 'Biểu thuế xuất khẩu, nhập khẩu ưu đãi của Việt Nam (Nghị định 26/2023/NĐ-CP và văn bản sửa đổi, bổ sung)',
    en: "Vietnam's preferential export and import tariff (Decree 26/2023/ND-CP and its amendments)",
  },
  CN: {
    vi: 'Biểu thuế xuất nhập khẩu của Trung Quốc (Ủy ban Biểu thuế Quốc vụ viện)',
    en: "China's Customs Import and Export Tariff (State Council Tariff Commission)",
  },
  US: {
    vi: 'Biểu thuế quan hài hòa của Hoa Kỳ (HTSUS, do USITC công bố)',
    en: 'Harmonized Tariff Schedule of the United States (HTSUS, published by the USITC)',
  },
  JP: { vi: 'Biểu thuế hải quan của Nhật Bản (Hải quan Nhật Bản)', en: "Japan's Customs Tariff Schedule (Japan Customs)" },
  KR: { vi: 'Biểu thuế hải quan của Hàn Quốc (Cơ quan Hải quan Hàn Quốc)', en: "Korea's Customs Tariff Schedule (Korea Customs Service)" },
  DE: {
    vi: 'Biểu thuế quan chung của EU (TARIC), áp dụng tại Đức như mọi nước thành viên',
    en: "The EU's Common Customs Tariff (TARIC), which Germany applies like every member state",
  },
  TH: { vi: 'Biểu thuế hải quan của Thái Lan (Cục Hải quan Thái Lan)', en: "Thailand's Customs Tariff (Thai Customs Department)" },
  SG: { vi: 'Biểu thuế và GST nhập khẩu của Hải quan Singapore', en: "Singapore Customs' duty and import GST rules" },
  GB: { vi: 'Biểu thuế toàn cầu của Vương quốc Anh (UK Global Tariff)', en: 'The UK Global Tariff (UK Trade Tariff)' },
}

// ---------------------------------------------------------------------------------------
// Text matching.

/** Old-style tone placement ('hoà', 'thuỷ') to the new ('hòa', 'thủy'), so both agree. */
const TONE_MOVES: ReadonlyArray<[RegExp, string]> = (
  [
    ['oà', 'òa'], ['oá', 'óa'], ['oả', 'ỏa'], ['oã', 'õa'], ['oạ', 'ọa'],
    ['oè', 'òe'], ['oé', 'óe'], ['oẻ', 'ỏe'], ['oẽ', 'õe'], ['oẹ', 'ọe'],
    ['uỳ', 'ùy'], ['uý', 'úy'], ['uỷ', 'ủy'], ['uỹ', 'ũy'], ['uỵ', 'ụy'],
  ] as const
).map(([from, to]) => [new RegExp(`${from}(?![\\p{L}])`, 'gu'), to])

/** Lower case, NFC, one tone placement, straight apostrophes, single spaces. */
function canon(text: string): string {
  let out = text.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')
  for (const [from, to] of TONE_MOVES) out = out.replace(from, to)
  return out
}

/** One character without its marks, đ as d; always one character, so positions agree. */
function foldChar(char: string): string {
  if (char === 'đ') return 'd'
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
  return bare.length === 1 ? bare : char
}

/** Lower case without diacritics, đ as d: how text typed without Vietnamese marks is compared. */
export function foldText(text: string): string {
  return Array.from(canon(text), foldChar).join('')
}

/** A text to search: as typed (canonical) and folded, position for position. */
interface SearchText {
  exact: string
  folded: string
}

function searchText(text: string): SearchText {
  const exact = Array.from(canon(text))
  // Array.from splits by code point; canon's output is NFC, so each Vietnamese letter is one.
  return { exact: exact.join(''), folded: exact.map(foldChar).join('') }
}

// Syntax characters only: the 'u' flag rejects needless escapes such as '\-'.
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

interface Phrase {
  text: string
  exact: string
  folded: string
  /** A single accented syllable: must be typed with its marks. */
  strict: boolean
  pattern: RegExp
}

const phrases = new Map<string, Phrase>()

/** A word or phrase of the tables, compiled once. */
function phrase(text: string): Phrase {
  const known = phrases.get(text)
  if (known) return known
  const exact = canon(text).trim()
  const folded = Array.from(exact, foldChar).join('')
  const words = folded.split(' ').map(escapeRegExp).join(' ')
  const compiled: Phrase = {
    text,
    exact,
    folded,
    strict: exact !== folded && !exact.includes(' '),
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${words}(?:s|es)?(?![\\p{L}\\p{N}])`, 'gu'),
  }
  phrases.set(text, compiled)
  return compiled
}

/**
 * Where `word` occurs in `text` as whole words (an English plural allowed), or -1. Typed
 * without marks, a phrase of several syllables matches; typed with marks, the marks must be
 * the word's own ('giấy' is not 'giày').
 */
function findPhrase(word: string, text: SearchText): { at: number; length: number } | null {
  const wanted = phrase(word)
  for (const match of text.folded.matchAll(wanted.pattern)) {
    const span = text.exact.slice(match.index, match.index + match[0].length)
    const unmarked = span === match[0]
    if ((unmarked && !wanted.strict) || span.startsWith(wanted.exact)) return { at: match.index, length: match[0].length }
  }
  return null
}

function has(word: string, text: SearchText): boolean {
  return findPhrase(word, text) !== null
}

/** The description, material, usage and composition as one text ('Việt Nam' removed: it is not 'nam', men). */
function describe(input: Pick<HsInput, 'productDescription' | 'material' | 'usage' | 'composition'>): SearchText {
  const text = [input.productDescription, input.material, input.usage, input.composition]
    .filter((field) => field.trim() !== '')
    .join(' | ')
  return searchText(canon(text).replace(/vi[eệ]t ?nam/g, ' '))
}

// ---------------------------------------------------------------------------------------
// Headings.

/** The heading's words found in the text, longest first; empty when it does not fit. */
function headingWords(heading: HsHeading, text: SearchText): string[] {
  if (heading.needs && !heading.needs.some((word) => has(word, text))) return []
  if (heading.unless?.some((word) => has(word, text))) return []
  return heading.words
    .filter((word) => has(word, text))
    .sort((a, b) => phrase(b).folded.length - phrase(a).folded.length)
}

/** The headings the text fits: those whose longest matching word is the longest found. */
export function matchHeadings(input: Pick<HsInput, 'productDescription' | 'material' | 'usage' | 'composition'>): HsHeadingMatch[] {
  const text = describe(input)
  const found = HS_HEADINGS.map((heading) => ({ heading, words: headingWords(heading, text) })).filter(
    ({ words }) => words.length > 0,
  )
  const longest = Math.max(0, ...found.map(({ words }) => phrase(words[0]!).folded.length))
  return found
    .filter(({ words }) => phrase(words[0]!).folded.length === longest)
    .map(({ heading, words }) => ({
      code: heading.code,
      nameVi: heading.vi,
      nameEn: HS_NOMENCLATURE[heading.code]![0],
      words,
    }))
}

// ---------------------------------------------------------------------------------------
// Subheadings.

/** What the description says, each item with the nomenclature words it means. */
interface Clue {
  said: string
  means: readonly string[]
}

const STOP_WORDS = new Set(
  'and the for with from into other than not are its per pcs set kg made new used type grade size each pack bag box of in to on or by a an as at'.split(' '),
)

/**
 * The description's clues: the terms of terms.ts it uses (longest first, each span read once),
 * then its remaining words of three letters or more as English words, 'not X' kept together.
 */
function clues(text: SearchText): Clue[] {
  let exact = text.exact
  let folded = text.folded
  const out: Clue[] = []
  const terms = HS_TERMS.flatMap((term) => term.say.map((said) => ({ said, means: term.means }))).sort(
    (a, b) => phrase(b.said).folded.length - phrase(a.said).folded.length,
  )
  for (const term of terms) {
    const spot = findPhrase(term.said, { exact, folded })
    if (!spot) continue
    out.push(term)
    const blank = ' '.repeat(spot.length)
    exact = exact.slice(0, spot.at) + blank + exact.slice(spot.at + spot.length)
    folded = folded.slice(0, spot.at) + blank + folded.slice(spot.at + spot.length)
  }
  const words = folded.match(/[a-z][a-z0-9-]*/g) ?? []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (word === 'not' && words[i + 1]) {
      out.push({ said: `not ${words[i + 1]}`, means: [`not ${words[i + 1]}`] })
      i++
    } else if (word.length >= 3 && !STOP_WORDS.has(word)) {
      out.push({ said: word, means: [word] })
    }
  }
  return out
}

/**
 * Whether the nomenclature text uses `word`, not negated: "cotton" is not in "other than
 * cotton", "roasted" is not in "not roasted" (unless the word itself is 'not roasted').
 */
function textUses(text: string, word: string): boolean {
  const stem = word.toLowerCase().replace(/(?<=..[^s])s$/, '')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'gu')
  for (const match of text.toLowerCase().matchAll(pattern)) {
    const before = text.slice(0, match.index).toLowerCase()
    if (!stem.startsWith('not ') && /(?:\bnot|other than|excluding|n\.e\.c\.|not including)[\s,]*$/.test(before)) continue
    return true
  }
  return false
}

interface Scored {
  heading: HsHeading
  code: string
  text: string
  score: number
  words: string[]
  order: number
}

function hhhhss(code: string): string {
  return `${code.slice(0, 4)}.${code.slice(4)}`
}

export function analyzeHsCode(input: HsInput): HsAnalysisResult {
  const headings = matchHeadings(input)
  const text = describe(input)
  const found = clues(text)

  const pool: Scored[] = []
  for (const match of headings) {
    const heading = HS_HEADINGS.find((candidate) => candidate.code === match.code)!
    for (const [code, description] of HS_NOMENCLATURE[match.code]![1]) {
      const hints = (heading.hints?.[code] ?? []).filter((word) => has(word, text))
      pool.push({ heading, code, text: description, score: 2 * hints.length, words: [...hints], order: pool.length })
    }
  }
  // A clue counts only where it tells subheadings apart: one every candidate uses decides nothing.
  for (const clue of found) {
    const users = pool.filter((row) => clue.means.some((word) => textUses(row.text, word)))
    if (users.length === 0 || users.length === pool.length) continue
    for (const row of users) {
      row.score += 1
      if (!row.words.includes(clue.said)) row.words.push(clue.said)
    }
  }
  const best = [...pool].sort((a, b) => b.score - a.score || a.order - b.order).slice(0, MAX_RECOMMENDATIONS)
  const recommendations = best.map(
    (row, index): HsRecommendation => ({
      rank: index + 1,
      code: hhhhss(row.code),
      heading: row.heading.code,
      descriptionEn: row.text,
      words: row.words,
    }),
  )

  return {
    headings,
    recommendations,
    undecided: best.length > 0 && best.every((row) => row.score === 0),
    vietnam: input.destinationCountry === 'VN' ? vietnamTaxes(input) : null,
    destinationTariff: DESTINATION_TARIFFS[input.destinationCountry],
    tradeAgreements: tradeAgreementsFor(input.originCountry, input.destinationCountry).map(({ id, name, proof }) => ({
      id,
      name,
      proof,
    })),
  }
}

/** Duty and VAT on the customs value from the user's rates; VAT is charged on value + duty. */
function vietnamTaxes(input: HsInput): HsVietnamTaxes {
  const vatRate = input.vatRate ?? 10
  const { dutyRate, preferentialRate } = input
  if (dutyRate === undefined) return { vatRate }
  const taxes = (rate: number) => {
    const duty = (input.customsValue * rate) / 100
    const vat = ((input.customsValue + duty) * vatRate) / 100
    return { duty, vat, total: duty + vat }
  }
  const mfn = taxes(dutyRate)
  const out: HsVietnamTaxes = {
    dutyRate,
    vatRate,
    dutyAmount: mfn.duty,
    vatAmount: mfn.vat,
    totalAmount: mfn.total,
  }
  if (preferentialRate !== undefined && preferentialRate <= dutyRate && tradeAgreementsFor(input.originCountry, 'VN').length > 0) {
    const preferential = taxes(preferentialRate)
    out.preferentialRate = preferentialRate
    out.preferentialTotal = preferential.total
    out.savings = mfn.total - preferential.total
  }
  return out
}
