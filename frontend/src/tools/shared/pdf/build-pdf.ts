// The A4 PDF of a tool's inputs and result (docs/decisions-spec.md §10 "Export PDF"), drawn with
// pdf-lib. The site's font (Be Vietnam Pro) is embedded, subset, so Vietnamese marks print
// as they read on screen. Its files come split by alphabet (latin, vietnamese, latin-ext),
// so every character is drawn with the first face that has it.
// Loaded only from export-pdf.ts, which the tools import dynamically when the button is pressed.
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb } from 'pdf-lib'
import type { PDFFont, PDFPage, RGB } from 'pdf-lib'

import type { Locale } from '@/i18n/locale'

import type { CompanyDetails } from '../company-details'
import type { PdfFrameText, PdfReport, PdfSection, PdfTable } from '../pdf-report'

/** Font files, each as bytes: regular and bold, in the order faces are tried. */
export interface FontFiles {
  regular: Uint8Array[]
  bold: Uint8Array[]
}

interface Face {
  font: PDFFont
  has: (codePoint: number) => boolean
}
type FontSet = Face[]

const A4: [number, number] = [595.28, 841.89]
const A4_LANDSCAPE: [number, number] = [A4[1], A4[0]]
const MARGIN = 48
const TABLE_SIZE = 8.5
const TABLE_PAD = 4
/** The smallest print a table shrinks to when even a landscape page is too narrow for it. */
const MIN_TABLE_SIZE = 6
const INK = rgb(0.09, 0.12, 0.2)
const MUTED = rgb(0.35, 0.39, 0.45)
const BRAND = rgb(0.07, 0.24, 0.45)
const RULE = rgb(0.82, 0.85, 0.89)
const HEAD_FILL = rgb(0.95, 0.96, 0.98)
const NOTE_FILL = rgb(1, 0.97, 0.88)

async function embedSet(doc: PDFDocument, files: Uint8Array[]): Promise<FontSet> {
  return Promise.all(
    files.map(async (bytes) => {
      const parsed = fontkit.create(bytes)
      const font = await doc.embedFont(bytes, { subset: true })
      return { font, has: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) }
    }),
  )
}

/** The text cut into runs that one face can draw; characters no face has become '?'. */
function runs(text: string, set: FontSet): Array<{ face: Face; text: string }> {
  const out: Array<{ face: Face; text: string }> = []
  for (const char of text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ')) {
    const codePoint = char.codePointAt(0) ?? 63
    const face = set.find((candidate) => candidate.has(codePoint))
    const [useFace, useChar] = face ? [face, char] : [set[0]!, '?']
    const last = out[out.length - 1]
    if (last && last.face === useFace) last.text += useChar
    else out.push({ face: useFace, text: useChar })
  }
  return out
}

function widthOf(text: string, size: number, set: FontSet): number {
  return runs(text, set).reduce((sum, run) => sum + run.face.font.widthOfTextAtSize(run.text, size), 0)
}

/**
 * The words of a text, split at ordinary blanks only: a no-break space (the one Intl puts
 * between a figure and its currency, "60.000 US$") keeps both sides on one line.
 */
function wordsOf(text: string): string[] {
  return text.split(/[ \t\r\n]+/).filter(Boolean)
}

/** Greedy word wrap; a word longer than the line is cut. */
function wrap(text: string, size: number, set: FontSet, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of wordsOf(paragraph)) {
      const candidate = line ? `${line} ${word}` : word
      if (widthOf(candidate, size, set) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (widthOf(rest, size, set) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && widthOf(rest.slice(0, cut), size, set) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

/** How a layout is drawn: page size, how tight, and where a page is made shorter. */
interface Layout {
  size: [number, number]
  /** Gaps and line heights are multiplied by this (1, or less to pull a last page back). */
  spacing: number
  /** A page (by index) that ends this many points early, handing its last lines on. */
  shorten?: { page: number; by: number }
}

/**
 * The smallest width a table's columns need: figures whole (they never wrap), a text column
 * its longest word (capped, so that one long unbroken word cannot take the page).
 */
function minimumWidths(table: PdfTable, size: number, bold: FontSet): { minimum: number[]; natural: number[] } {
  const count = Math.max(table.columns.length, table.rows[0]?.length ?? 0)
  const width = (text: string) => widthOf(text, size, bold)
  const longestWord = (text: string) => Math.max(0, ...wordsOf(text).map(width))
  const minimum: number[] = []
  const natural: number[] = []
  for (let i = 0; i < count; i++) {
    const header = table.columns[i] ?? ''
    const cells = table.rows.map((row) => row[i] ?? '')
    const cellWidths = cells.map(width)
    const numeric = table.numeric?.[i] ?? false
    minimum.push(
      2 * TABLE_PAD +
        (numeric ? Math.max(longestWord(header), ...cellWidths) : Math.min(140, Math.max(longestWord(header), ...cells.map(longestWord)))),
    )
    natural.push(2 * TABLE_PAD + Math.max(width(header), ...cellWidths))
  }
  return { minimum, natural }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

class Writer {
  private page!: PDFPage
  readonly pages: PDFPage[] = []
  private y = 0
  readonly width: number

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: FontSet,
    readonly bold: FontSet,
    private readonly layout: Layout,
  ) {
    this.width = layout.size[0] - 2 * MARGIN
    this.newPage()
  }

  private get top() {
    return this.layout.size[1] - MARGIN
  }

  /** The lowest a line may reach on the current page. */
  private get bottom() {
    const shorten = this.layout.shorten
    return MARGIN + 20 + (shorten && shorten.page === this.pages.length - 1 ? shorten.by : 0)
  }

  /** How far down the last page the content reaches, in points. */
  get lastPageFill() {
    return this.top - this.y
  }

  newPage() {
    this.page = this.doc.addPage(this.layout.size)
    this.pages.push(this.page)
    this.y = this.top
  }

  /**
   * Starts a new page unless `height` points still fit. What is measured at once (a row, a
   * paragraph, a notice, a heading with what follows it) stays together this way; only a
   * block taller than a page is split.
   */
  room(height: number) {
    if (this.y - height < this.bottom && this.y < this.top) this.newPage()
  }

  gap(points: number) {
    this.y -= points * this.layout.spacing
  }

  draw(text: string, x: number, y: number, size: number, set: FontSet, color: RGB = INK, page = this.page) {
    let at = x
    for (const run of runs(text, set)) {
      page.drawText(run.text, { x: at, y, size, font: run.face.font, color })
      at += run.face.font.widthOfTextAtSize(run.text, size)
    }
  }

  private lineHeight(size: number) {
    return size * 1.35 * this.layout.spacing
  }

  /** A wrapped paragraph at the cursor, kept on one page when it fits one. */
  paragraph(text: string, size: number, options: { bold?: boolean; color?: RGB; indent?: number; keepWith?: number } = {}) {
    const set = options.bold ? this.bold : this.regular
    const x = MARGIN + (options.indent ?? 0)
    const lineHeight = this.lineHeight(size)
    const lines = wrap(text, size, set, this.width - (options.indent ?? 0))
    this.room(lines.length * lineHeight + (options.keepWith ?? 0))
    for (const line of lines) {
      this.room(lineHeight)
      this.y -= lineHeight
      this.draw(line, x, this.y + size * 0.25, size, set, options.color)
    }
  }

  /** A section heading, kept on one page with the first block below it (`next`, in points). */
  heading(text: string, next = 30) {
    this.gap(10)
    this.paragraph(text, 12, { bold: true, color: BRAND, keepWith: next + 8 })
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + this.width, y: this.y - 3 }, thickness: 0.6, color: RULE })
    this.gap(8)
  }

  /**
   * Label/value pairs in two columns of a table without header; on a landscape page two
   * pairs a row, so that the inputs leave the wide table its room.
   */
  pairs(pairs: Array<[string, string]>) {
    const { rows, fractions } = this.pairRows(pairs)
    this.table({ columns: [], rows }, fractions, true)
  }

  private pairRows(pairs: Array<[string, string]>): { rows: string[][]; fractions: number[] } {
    if (this.layout.size[0] < this.layout.size[1]) return { rows: pairs.map(([label, value]) => [label, value]), fractions: [0.42, 0.58] }
    const rows: string[][] = []
    for (let i = 0; i < pairs.length; i += 2) rows.push([...pairs[i]!, ...(pairs[i + 1] ?? ['', ''])])
    return { rows, fractions: [0.2, 0.3, 0.2, 0.3] }
  }

  /** The height of table rows at the given column widths. */
  private rowsHeight(rows: string[][], widths: number[], size: number) {
    const lineHeight = size * 1.3 * this.layout.spacing
    const pad = TABLE_PAD * this.layout.spacing
    return sum(rows.map((cells) => Math.max(...cells.map((cell, i) => wrap(cell, size, this.regular, widths[i]! - 2 * pad).length)) * lineHeight + 2 * pad))
  }

  table(table: PdfTable, fractions?: number[], labelled = false) {
    const { size, widths } = fractions ? { size: TABLE_SIZE, widths: fractions.map((f) => f * this.width) } : this.columnWidths(table)
    const pad = TABLE_PAD * this.layout.spacing
    const lineHeight = size * 1.3 * this.layout.spacing
    const rowHeight = (cells: string[], set: FontSet) =>
      Math.max(...cells.map((cell, i) => wrap(cell, size, set, widths[i]! - 2 * pad).length)) * lineHeight + 2 * pad
    const drawRow = (cells: string[], bold: boolean, fill?: RGB) => {
      const set = bold ? this.bold : this.regular
      const wrapped = cells.map((cell, i) => wrap(cell, size, set, widths[i]! - 2 * pad))
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad
      this.room(height)
      const top = this.y
      if (fill) this.page.drawRectangle({ x: MARGIN, y: top - height, width: this.width, height, color: fill })
      let x = MARGIN
      wrapped.forEach((lines, i) => {
        const numeric = table.numeric?.[i] ?? false
        lines.forEach((line, n) => {
          const y = top - pad - (n + 1) * lineHeight + size * 0.3
          // A labelled table (pairs) has its labels in the even columns.
          const label = labelled && i % 2 === 0
          const lineSet = label ? this.regular : set
          const at = numeric ? x + widths[i]! - pad - widthOf(line, size, lineSet) : x + pad
          this.draw(line, at, y, size, lineSet, label ? MUTED : INK)
        })
        x += widths[i]!
      })
      this.y = top - height
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.4, color: RULE })
    }
    const headerHeight = table.columns.length > 0 ? rowHeight(table.columns, this.bold) : 0
    // Pairs (a few lines of label and value) stay together; in a data table the header never
    // stands alone at the foot of a page: it goes with the first row.
    const kept = labelled ? table.rows : table.rows.slice(0, 1)
    this.room(headerHeight + sum(kept.map((row) => rowHeight(row, this.regular))))
    if (headerHeight > 0) drawRow(table.columns, true, HEAD_FILL)
    table.rows.forEach((row, index) => {
      const strong = table.strongRows?.includes(index) ?? false
      const before = this.pages.length
      this.room(rowHeight(row, strong ? this.bold : this.regular))
      // A row that moved to a new page gets the header above it again.
      if (this.pages.length !== before && headerHeight > 0) drawRow(table.columns, true, HEAD_FILL)
      drawRow(row, strong)
    })
    this.gap(4)
  }

  /**
   * Column widths: every column at least its minimum (figures whole, words whole), the rest
   * of the line shared in proportion to what each needs beyond that. A table whose minimum
   * does not fit even so is printed smaller, never with a figure or a word cut.
   */
  private columnWidths(table: PdfTable): { size: number; widths: number[] } {
    const { minimum, natural } = minimumWidths(table, TABLE_SIZE, this.bold)
    if (sum(natural) <= this.width) return { size: TABLE_SIZE, widths: natural.map((w) => (w / sum(natural)) * this.width) }
    const spare = this.width - sum(minimum)
    if (spare <= 0) {
      // Text widths scale with the size; the padding does not.
      const pads = 2 * TABLE_PAD * minimum.length
      const size = Math.max(MIN_TABLE_SIZE, (TABLE_SIZE * (this.width - pads)) / (sum(minimum) - pads))
      return { size, widths: minimum.map((w) => (w / sum(minimum)) * this.width) }
    }
    const wants = natural.map((w, i) => Math.max(0, w - minimum[i]!))
    const totalWant = sum(wants) || 1
    return { size: TABLE_SIZE, widths: minimum.map((w, i) => w + (wants[i]! / totalWant) * spare) }
  }

  /** The notice box, with the lines that follow it (`after`, in points) on the same page. */
  notice(title: string, text: string, after = 0) {
    const size = 8.5
    const lineHeight = this.lineHeight(size)
    const lines = wrap(`${title}. ${text}`, size, this.regular, this.width - 16)
    const height = lines.length * lineHeight + 12
    this.room(height + 12 + after)
    this.gap(12)
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: this.width,
      height,
      color: NOTE_FILL,
      borderColor: rgb(0.96, 0.8, 0.4),
      borderWidth: 0.6,
    })
    let y = this.y - 6
    for (const line of lines) {
      y -= lineHeight
      this.draw(line, MARGIN + 8, y + size * 0.3, size, this.regular)
    }
    this.y -= height
  }

  /** The height of a paragraph, for keeping it with what comes before. */
  paragraphHeight(text: string, size: number, bold = false) {
    return wrap(text, size, bold ? this.bold : this.regular, this.width).length * this.lineHeight(size)
  }

  /**
   * What a section's heading keeps with it on one page: the whole section when it takes at
   * most half a page (a few pairs and their notes read as one block), else its first block.
   */
  keptWithHeading(section: PdfSection) {
    let whole = sum((section.notes ?? []).map((note) => this.paragraphHeight(note, 8.5)))
    if (section.pairs && section.pairs.length > 0) {
      const { rows, fractions } = this.pairRows(section.pairs)
      whole += this.rowsHeight(rows, fractions.map((f) => f * this.width), TABLE_SIZE)
    }
    if (section.table) {
      const { size, widths } = this.columnWidths(section.table)
      whole += this.rowsHeight([section.table.columns, ...section.table.rows], widths, size)
    }
    return whole <= (this.top - MARGIN) / 2 ? whole : this.firstBlockHeight(section)
  }

  /** The height of a section's first block (pairs whole, a table's header and first row), which its heading keeps with. */
  private firstBlockHeight(section: PdfSection) {
    if (section.pairs && section.pairs.length > 0) {
      const { rows, fractions } = this.pairRows(section.pairs)
      return this.rowsHeight(rows, fractions.map((f) => f * this.width), TABLE_SIZE)
    }
    if (section.table) return 3 * (TABLE_SIZE * 1.3 + 2 * TABLE_PAD) * this.layout.spacing
    const note = section.notes?.[0]
    return note ? this.paragraphHeight(note, 8.5) : 0
  }

  footer(text: (n: number, of: number) => string, left: string) {
    this.pages.forEach((page, index) => {
      this.draw(left, MARGIN, MARGIN - 20, 7.5, this.regular, MUTED, page)
      const label = text(index + 1, this.pages.length)
      this.draw(label, MARGIN + this.width - widthOf(label, 7.5, this.regular), MARGIN - 20, 7.5, this.regular, MUTED, page)
    })
  }
}

export interface PdfInput {
  report: PdfReport
  frame: PdfFrameText
  company: CompanyDetails
  locale: Locale
  /** The day printed as the date of the document, already formatted. */
  date: string
  fonts: FontFiles
}

/** A last page filled less than this share of its height is an orphan to avoid. */
const ORPHAN_SHARE = 0.25
/** A last page filled less than this share is brought back when tighter spacing can. */
const SHORT_SHARE = 0.4
/** The tightest spacing tried to bring an orphan back onto the page before it. */
const COMPACT_SPACING = 0.82

/** The PDF's bytes. */
export async function buildPdf(input: PdfInput): Promise<Uint8Array> {
  // Landscape when a table cannot print its words and figures whole across a portrait page.
  const probe = await PDFDocument.create()
  probe.registerFontkit(fontkit)
  const bold = await embedSet(probe, input.fonts.bold)
  const portraitWidth = A4[0] - 2 * MARGIN
  const wide = input.report.sections.some(
    (section) => section.table && (section.table.landscape || sum(minimumWidths(section.table, TABLE_SIZE, bold).minimum) > portraitWidth),
  )
  const size = wide ? A4_LANDSCAPE : A4
  // No orphaned last page: first as it comes; a last page with only a few lines is pulled back
  // with tighter spacing when that saves the page, else it takes more of the page before it.
  const printable = size[1] - 2 * MARGIN - 20
  const orphanLimit = ORPHAN_SHARE * printable
  const first = await render(input, { size, spacing: 1 })
  if (first.pages === 1 || first.lastPageFill >= SHORT_SHARE * printable) return first.save()
  const compact = await render(input, { size, spacing: COMPACT_SPACING })
  if (compact.pages < first.pages) return compact.save()
  if (first.lastPageFill >= orphanLimit) return first.save()
  const balanced = await render(input, { size, spacing: 1, shorten: { page: first.pages - 2, by: orphanLimit - first.lastPageFill } })
  return (balanced.pages === first.pages ? balanced : first).save()
}

async function render({ report, frame, company, locale, date, fonts }: PdfInput, layout: Layout) {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`${report.title} – ${company.companyName}`)
  doc.setAuthor(company.companyName)
  doc.setLanguage(locale === 'vi' ? 'vi-VN' : 'en-US')
  doc.setCreator('tradelane')
  const writer = new Writer(doc, await embedSet(doc, fonts.regular), await embedSet(doc, fonts.bold), layout)

  writer.paragraph(company.companyName, 15, { bold: true, color: BRAND })
  writer.paragraph(`${company.street[locale]}, ${company.city[locale]}`, 9, { color: MUTED })
  writer.paragraph(`${company.phone} · ${company.email}`, 9, { color: MUTED })
  writer.gap(14)
  writer.paragraph(report.title, 17, { bold: true })
  writer.paragraph(`${frame.generatedOn}: ${date}`, 9, { color: MUTED })

  writer.heading(frame.inputsHeading)
  writer.pairs(report.inputs)
  for (const section of report.sections) {
    writer.heading(section.heading, writer.keptWithHeading(section))
    if (section.pairs) writer.pairs(section.pairs)
    if (section.table) writer.table(section.table)
    for (const note of section.notes ?? []) writer.paragraph(note, 8.5, { color: MUTED })
  }
  // The notice and the link close the document together.
  const link = frame.link
  const linkHeight = link ? 6 + writer.paragraphHeight(`${link.label}:`, 9, true) + writer.paragraphHeight(link.url, 9) : 0
  writer.notice(frame.referenceTitle, frame.referenceNotice, linkHeight)
  if (link) {
    writer.gap(6)
    writer.paragraph(`${link.label}:`, 9, { bold: true })
    writer.paragraph(link.url, 9, { color: BRAND })
  }
  writer.footer(frame.page, `${company.companyName} · ${company.phone} · ${company.email}`)
  return { pages: writer.pages.length, lastPageFill: writer.lastPageFill, save: () => doc.save() }
}
