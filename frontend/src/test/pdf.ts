// A tool's PDF built in Node and read back the way a reader's viewer would: poppler's
// pdftotext for the words, pdfinfo for the page count and size (both from Debian's
// poppler-utils, which .ci/run installs). For the PDF tests of the tools.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect } from 'vitest'

import type { Locale } from '@/i18n/locale'
import type { CompanyDetails } from '@/tools/shared/company-details'
import { buildPdf } from '@/tools/shared/pdf/build-pdf'
import type { PdfFrameText, PdfReport } from '@/tools/shared/pdf-report'
import { toolText } from '@/tools/shared/tool-text'

const require = createRequire(import.meta.url)
const font = (subset: string, weight: number) =>
  new Uint8Array(readFileSync(require.resolve(`@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff`)))

/** The site's font files, in the order export-pdf.ts hands them over. */
export const testFonts = {
  regular: ['latin', 'vietnamese', 'latin-ext'].map((s) => font(s, 400)),
  bold: ['latin', 'vietnamese', 'latin-ext'].map((s) => font(s, 700)),
}

export const testCompany: CompanyDetails = {
  companyName: 'Công ty Tư vấn Đường Biển',
  phone: '+84 28 1234 5678',
  email: 'lienhe@example.vn',
  street: { vi: '12 Đường Lê Lợi, Quận 1', en: '12 Le Loi Street, District 1' },
  city: { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' },
}

/** The frame a tool page puts around its report (tool-page.tsx), in one language. */
export function testFrame(locale: Locale): PdfFrameText {
  const t = toolText[locale]
  return {
    inputsHeading: t.pdfInputs,
    generatedOn: t.pdfGeneratedOn,
    referenceTitle: t.referenceTitle,
    referenceNotice: t.referenceNotice,
    page: t.pdfPage,
    link: { label: t.pdfLink, url: 'https://tradelane.example/tools/freight-calculator?originPorts=sgn%2Chph&lang=en' },
  }
}

export interface ReadPdf {
  /** pdftotext's text, every run of blanks as one space. */
  text: string
  /** pdftotext's text page by page, as laid out (-layout). */
  pages: string[]
  /** Width and height of the first page, in points. */
  size: [number, number]
}

/** Reads a PDF's bytes back with poppler. */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'))
  const file = join(dir, 'out.pdf')
  let layout: string, info: string
  try {
    writeFileSync(file, bytes)
    layout = execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1])
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
  if (!size || !count) throw new Error(`pdfinfo could not read the PDF:\n${info}`)
  // pdftotext ends every page with a form feed.
  const pages = layout.split('\f').slice(0, count)
  return { text: layout.replace(/[\s\u00a0\u202f]+/g, ' ').trim(), pages, size: [Number(size[1]), Number(size[2])] }
}

/** A tool's report as the PDF the Export PDF button downloads, read back. */
export async function reportPdf(report: PdfReport, locale: Locale): Promise<ReadPdf> {
  const bytes = await buildPdf({ report, frame: testFrame(locale), company: testCompany, locale, date: '27/11/2026', fonts: testFonts })
  if (process.env.PDF_SAMPLE_DIR) writeFileSync(join(process.env.PDF_SAMPLE_DIR, `${report.tool}-${locale}.pdf`), bytes)
  return readPdf(bytes)
}

/** The lines of text on a page (pdftotext -layout), blank ones left out. */
export function linesOf(page: string): string[] {
  return page.split('\n').filter((line) => line.trim() !== '')
}

/**
 * No orphaned last page: a document of several pages ends on a page with a real share of
 * the content (at least a dozen lines besides the footer), not a few lines alone.
 */
export function expectNoOrphanPage(pdf: ReadPdf) {
  if (pdf.pages.length < 2) return
  expect(linesOf(pdf.pages.at(-1)!).length - 1).toBeGreaterThanOrEqual(12)
}
