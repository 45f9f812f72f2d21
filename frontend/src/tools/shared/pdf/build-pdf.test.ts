// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import type { CompanyDetails } from '../company-details'
import type { PdfReport } from '../pdf-report'
import { buildPdf } from './build-pdf'

const require = createRequire(import.meta.url)
const font = (subset: string, weight: number) =>
  new Uint8Array(readFileSync(require.resolve(`@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff`)))
const fonts = {
  regular: ['latin', 'vietnamese', 'latin-ext'].map((s) => font(s, 400)),
  bold: ['latin', 'vietnamese', 'latin-ext'].map((s) => font(s, 700)),
}

const company: CompanyDetails = {
  companyName: 'Công ty Tư vấn Đường Biển',
  phone: '+84 28 1234 5678',
  email: 'lienhe@example.vn',
  street: { vi: '12 Đường Lê Lợi, Quận 1', en: '12 Le Loi Street, District 1' },
  city: { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' },
}

const report: PdfReport = {
  tool: 'demurrage',
  title: 'Theo dõi phí lưu container',
  inputs: [
    ['Số container', 'MSCU1234567'],
    ['Cách tính ngày', 'Ngày làm việc, không tính ngày lễ'],
  ],
  sections: [
    {
      heading: 'Theo dõi theo ngày',
      table: {
        columns: ['Ngày', 'Trạng thái', 'Lũy kế'],
        numeric: [false, false, true],
        rows: Array.from({ length: 70 }, (_, i) => [`Ngày ${i + 1}`, i === 3 ? 'Tết Nguyên đán — nghỉ' : 'Miễn phí', `${i * 20} US$`]),
      },
    },
  ],
}

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'out.pdf')
  writeFileSync(file, bytes)
  return execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

describe('buildPdf', () => {
  test('writes an A4 PDF whose text keeps the Vietnamese marks, the company and the note', async () => {
    const bytes = await buildPdf({
      report,
      frame: {
        inputsHeading: 'Thông tin đã nhập',
        generatedOn: 'Ngày lập',
        referenceTitle: 'Chỉ mang tính tham khảo',
        referenceNotice: 'Kết quả chỉ mang tính tham khảo.',
        page: (n, of) => `Trang ${n}/${of}`,
      },
      company,
      locale: 'vi',
      date: '22 tháng 11, 2026',
      fonts,
    })
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const expected of [
      'Công ty Tư vấn Đường Biển',
      '12 Đường Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      'lienhe@example.vn',
      'Theo dõi phí lưu container',
      'Ngày lập: 22 tháng 11, 2026',
      'Ngày làm việc, không tính ngày lễ',
      'Tết Nguyên đán — nghỉ',
      'Lũy kế',
      'Chỉ mang tính tham khảo',
    ]) {
      expect(text).toContain(expected)
    }
    // 70 rows run over onto more pages, each numbered.
    expect(text).toMatch(/Trang 1\/3[\s\S]*Trang 2\/3[\s\S]*Trang 3\/3/)
    writeFileSync(process.env.PDF_SAMPLE ?? join(tmpdir(), 'tradelane-sample.pdf'), bytes)
    const info = execFileSync('/usr/bin/pdfinfo', ['-'], { input: bytes, encoding: 'utf8' })
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/)
  }, 30_000)
})

test('figures never wrap: a long text column gives way to the numeric ones', async () => {
  const long = 'Denim, woven fabrics of cotton containing 85% or more by weight of cotton, weighing more than 200 g/m²'
  const bytes = await buildPdf({
    report: {
      tool: 'hs-code',
      title: 'HS',
      inputs: [],
      sections: [
        {
          heading: 'Table',
          table: {
            columns: ['HS code', 'Rank', 'Import duty', 'VAT', 'Other taxes', 'Total tax rate', 'Tax amount', 'Savings'],
            numeric: [false, true, true, true, true, true, true, true],
            rows: [[`5209.42.00 – ${long}`, '1', '12%', '10%', '0%', '22%', '$4,400.00', '$1,600.00']],
          },
        },
      ],
    },
    frame: { inputsHeading: 'Inputs', generatedOn: 'Date', referenceTitle: 'For reference only', referenceNotice: '.', page: (n, of) => `Page ${n} of ${of}` },
    company,
    locale: 'en',
    date: 'today',
    fonts,
  })
  const text = pdfText(bytes)
  for (const figure of ['$4,400.00', '$1,600.00', '22%', '12%']) expect(text).toContain(figure)
}, 30_000)
