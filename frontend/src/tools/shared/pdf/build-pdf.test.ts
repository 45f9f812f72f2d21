// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { expectNoOrphanPage, readPdf, testCompany as company, testFonts as fonts } from '@/test/pdf'

import type { PdfReport } from '../pdf-report'
import { buildPdf } from './build-pdf'

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
const pdfText = (bytes: Uint8Array) => readPdf(bytes).pages.join('\f')

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
    // 70 rows run over onto more pages, each numbered, the last not an orphan.
    const pdf = readPdf(bytes)
    expect(pdf.pages).toHaveLength(2)
    expect(text).toMatch(/Trang 1\/2[\s\S]*Trang 2\/2/)
    expectNoOrphanPage(pdf)
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
