// The A4 PDF of a tool's inputs and result (docs/decisions.md §10 "Export PDF"), drawn with
// pdf-lib. The site's font (Be Vietnam Pro) is embedded, subset, so Vietnamese marks print
// as they read on screen. Its files come split by alphabet (latin, vietnamese, latin-ext),
// so every character is drawn with the first face that has it.
// Loaded only from export-pdf.ts, which the tools import dynamically when the button is pressed.
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb } from 'pdf-lib'
import type { PDFFont, PDFPage, RGB } from 'pdf-lib'

import type { Locale } from '@/i18n/locale'

import type { CompanyDetails } from '../company-details'
import type { PdfFrameText, PdfReport, PdfTable } from '../pdf-report'

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
const MARGIN = 48
const WIDTH = A4[0] - 2 * MARGIN
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

/** Greedy word wrap; a word longer than the line is cut. */
function wrap(text: string, size: number, set: FontSet, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
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

class Writer {
  private page!: PDFPage
  readonly pages: PDFPage[] = []
  private y = 0

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: FontSet,
    readonly bold: FontSet,
  ) {
    this.newPage()
  }

  newPage() {
    this.page = this.doc.addPage(A4)
    this.pages.push(this.page)
    this.y = A4[1] - MARGIN
  }

  /** Starts a new page unless `height` points still fit. */
  room(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage()
  }

  gap(points: number) {
    this.y -= points
  }

  draw(text: string, x: number, y: number, size: number, set: FontSet, color: RGB = INK, page = this.page) {
    let at = x
    for (const run of runs(text, set)) {
      page.drawText(run.text, { x: at, y, size, font: run.face.font, color })
      at += run.face.font.widthOfTextAtSize(run.text, size)
    }
  }

  /** A wrapped paragraph at the cursor. */
  paragraph(text: string, size: number, options: { bold?: boolean; color?: RGB; indent?: number; width?: number } = {}) {
    const set = options.bold ? this.bold : this.regular
    const x = MARGIN + (options.indent ?? 0)
    const lineHeight = size * 1.35
    for (const line of wrap(text, size, set, options.width ?? WIDTH - (options.indent ?? 0))) {
      this.room(lineHeight)
      this.y -= lineHeight
      this.draw(line, x, this.y + size * 0.25, size, set, options.color)
    }
  }

  heading(text: string) {
    this.room(40)
    this.gap(10)
    this.paragraph(text, 12, { bold: true, color: BRAND })
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + WIDTH, y: this.y - 3 }, thickness: 0.6, color: RULE })
    this.gap(8)
  }

  /** Label/value pairs in two columns of a table without header. */
  pairs(pairs: Array<[string, string]>) {
    this.table({ columns: [], rows: pairs.map(([label, value]) => [label, value]) }, [0.42, 0.58], true)
  }

  table(table: PdfTable, fractions?: number[], labelled = false) {
    const size = 8.5
    const pad = 4
    const lineHeight = size * 1.3
    const count = Math.max(table.columns.length, table.rows[0]?.length ?? 0)
    const widths = fractions ? fractions.map((f) => f * WIDTH) : this.columnWidths(table, count, size, pad)
    const drawRow = (cells: string[], bold: boolean, fill?: RGB) => {
      const set = bold ? this.bold : this.regular
      const wrapped = cells.map((cell, i) => wrap(cell, size, set, widths[i]! - 2 * pad))
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad
      this.room(height)
      const top = this.y
      if (fill) this.page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color: fill })
      let x = MARGIN
      wrapped.forEach((lines, i) => {
        const numeric = table.numeric?.[i] ?? false
        lines.forEach((line, n) => {
          const y = top - pad - (n + 1) * lineHeight + size * 0.3
          const lineSet = labelled && i === 0 ? this.regular : set
          const at = numeric ? x + widths[i]! - pad - widthOf(line, size, lineSet) : x + pad
          this.draw(line, at, y, size, lineSet, labelled && i === 0 ? MUTED : INK)
        })
        x += widths[i]!
      })
      this.y = top - height
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.4, color: RULE })
      return top
    }
    const header = () => {
      if (table.columns.length > 0) drawRow(table.columns, true, HEAD_FILL)
    }
    header()
    table.rows.forEach((row, index) => {
      const before = this.pages.length
      // Measure by drawing: a row that moved to a new page gets the header above it again.
      const strong = table.strongRows?.includes(index) ?? false
      const set = strong ? this.bold : this.regular
      const height = Math.max(...row.map((cell, i) => wrap(cell, size, set, widths[i]! - 2 * pad).length)) * lineHeight + 2 * pad
      this.room(height + (table.columns.length > 0 ? lineHeight + 2 * pad : 0))
      if (this.pages.length !== before) header()
      drawRow(row, strong)
    })
    this.gap(4)
  }

  /**
   * Column widths: every column at least its longest word (figures: their whole text, so they
   * never wrap), the rest of the page shared in proportion to what each needs beyond that.
   */
  private columnWidths(table: PdfTable, count: number, size: number, pad: number): number[] {
    const width = (text: string) => widthOf(text, size, this.bold)
    const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map(width))
    const minimum: number[] = []
    const natural: number[] = []
    for (let i = 0; i < count; i++) {
      const header = table.columns[i] ?? ''
      const cells = table.rows.map((row) => row[i] ?? '')
      const cellWidths = cells.map(width)
      const numeric = table.numeric?.[i] ?? false
      minimum.push(
        2 * pad + (numeric ? Math.max(longestWord(header), ...cellWidths) : Math.min(120, Math.max(longestWord(header), ...cells.map(longestWord)))),
      )
      natural.push(2 * pad + Math.max(width(header), ...cellWidths))
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    if (sum(natural) <= WIDTH) return natural.map((w) => (w / sum(natural)) * WIDTH)
    const spare = WIDTH - sum(minimum)
    if (spare <= 0) return minimum.map((w) => (w / sum(minimum)) * WIDTH)
    const wants = natural.map((w, i) => Math.max(0, w - minimum[i]!))
    const totalWant = sum(wants) || 1
    return minimum.map((w, i) => w + (wants[i]! / totalWant) * spare)
  }

  notice(title: string, text: string) {
    const size = 8.5
    const lines = wrap(`${title}. ${text}`, size, this.regular, WIDTH - 16)
    const height = lines.length * size * 1.35 + 12
    this.room(height + 12)
    this.gap(12)
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: NOTE_FILL, borderColor: rgb(0.96, 0.8, 0.4), borderWidth: 0.6 })
    let y = this.y - 6
    for (const line of lines) {
      y -= size * 1.35
      this.draw(line, MARGIN + 8, y + size * 0.3, size, this.regular)
    }
    this.y -= height
  }

  footer(text: (n: number, of: number) => string, left: string) {
    this.pages.forEach((page, index) => {
      this.draw(left, MARGIN, MARGIN - 20, 7.5, this.regular, MUTED, page)
      const label = text(index + 1, this.pages.length)
      this.draw(label, MARGIN + WIDTH - widthOf(label, 7.5, this.regular), MARGIN - 20, 7.5, this.regular, MUTED, page)
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

/** The PDF's bytes. */
export async function buildPdf({ report, frame, company, locale, date, fonts }: PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`${report.title} – ${company.companyName}`)
  doc.setAuthor(company.companyName)
  doc.setLanguage(locale === 'vi' ? 'vi-VN' : 'en-US')
  doc.setCreator('tradelane')
  const writer = new Writer(doc, await embedSet(doc, fonts.regular), await embedSet(doc, fonts.bold))

  writer.paragraph(company.companyName, 15, { bold: true, color: BRAND })
  writer.paragraph(`${company.street[locale]}, ${company.city[locale]}`, 9, { color: MUTED })
  writer.paragraph(`${company.phone} · ${company.email}`, 9, { color: MUTED })
  writer.gap(14)
  writer.paragraph(report.title, 17, { bold: true })
  writer.paragraph(`${frame.generatedOn}: ${date}`, 9, { color: MUTED })

  writer.heading(frame.inputsHeading)
  writer.pairs(report.inputs)
  for (const section of report.sections) {
    writer.heading(section.heading)
    if (section.pairs) writer.pairs(section.pairs)
    if (section.table) writer.table(section.table)
    for (const note of section.notes ?? []) writer.paragraph(note, 8.5, { color: MUTED })
  }
  writer.notice(frame.referenceTitle, frame.referenceNotice)
  if (frame.link) {
    writer.gap(6)
    writer.paragraph(`${frame.link.label}:`, 9, { bold: true })
    writer.paragraph(frame.link.url, 9, { color: BRAND })
  }
  writer.footer(frame.page, `${company.companyName} · ${company.phone} · ${company.email}`)
  return doc.save()
}
