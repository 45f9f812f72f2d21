// Links and PDFs of the four calculators (docs/decisions-spec.md §10): a copied link opened in
// a new page shows the same result, Back and Forward restore earlier inputs, and Export PDF
// downloads an A4 PDF whose text (read back with poppler's pdftotext) carries the totals,
// the company's details and, in Vietnamese, the words with their marks.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { formatMoney } from '../src/lib/format'
import { demurrageText } from '../src/tools/demurrage/demurrage-text'
import { freightText } from '../src/tools/freight/freight-text'
import { hsCodeText } from '../src/tools/hs-code/hs-code-text'
import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { ORIGIN_PORTS } from '../src/tools/shared/ports'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, expect, expectResult, expectToast, localNumber, open, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

const brand = JSON.parse(readFileSync(new URL('../src/config/brand.json', import.meta.url), 'utf8')) as {
  legalName: string
  phone: string
  email: string
  street: Record<Locale, string>
}

const port = (code: string, locale: Locale) => ORIGIN_PORTS.find((p) => p.code === code)!.label[locale]

/** Text with every run of blanks (the PDF's spaces, the money format's no-break space) as one space. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** Presses Copy link and returns the address it put on the clipboard. */
async function copyLink(page: Page, locale: Locale): Promise<string> {
  const shared = texts(toolText, locale)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: shared.copyLink }).click()
  await expectToast(page, shared.linkCopied, shared.linkCopiedText)
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Presses Export PDF; returns the file name and the PDF's text. Wide tables print landscape. */
async function exportPdf(page: Page, locale: Locale, landscape = false): Promise<{ name: string; text: string }> {
  const shared = texts(toolText, locale)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: shared.exportPdf }).click(),
  ])
  const file = await download.path()
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' })
  expect(info).toMatch(landscape ? /Page size:\s+841\.\d+ x 595\.\d+ pts \(A4\)/ : /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  return { name: download.suggestedFilename(), text: squash(text) }
}

function expectCompany(text: string, locale: Locale) {
  expect(text).toContain(brand.legalName)
  expect(text).toContain(brand.phone)
  expect(text).toContain(brand.email)
  expect(text).toContain(squash(brand.street[locale]))
  expect(text).toContain(squash(texts(toolText, locale).referenceTitle))
}

for (const locale of LOCALES) {
  test.describe(`links and PDF in ${locale}`, () => {
    test('freight: the copied link opens the same table in a new page, a landscape PDF; Back and Forward restore inputs', async ({ page, context }) => {
      const t = texts(freightText, locale)
      const shared = texts(toolText, locale)
      await open(page, '/tools/freight-calculator', locale)
      await waitForScreen(page, locale)
      await page.getByLabel(t.serviceType).selectOption('fcl40')
      await page.getByLabel(t.containerType).selectOption('reefer')
      await page.getByLabel(t.destinationPort).selectOption('NLRTM')
      const origins = page.getByRole('group', { name: t.originPorts })
      for (const code of ['sgn', 'hph', 'dad']) await origins.getByLabel(port(code, locale)).check()
      await page.getByLabel(t.cargoValue).fill('50000')
      await page.getByLabel(t.includeInsurance).check()
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectResult(page, shared.calculationSuccessful, t.comparedPorts(3))

      const url = await copyLink(page, locale)
      expect(url).toContain('originPorts=sgn%2Chph%2Cdad')
      expect(url).toContain('includeInsurance=true')
      if (locale === 'en') expect(url).toContain('lang=en')

      const colleague = await context.newPage()
      await colleague.goto(url)
      const rows = colleague.getByRole('table', { name: t.tableCaption }).locator('tbody tr')
      await expect(rows).toHaveCount(3)
      for (const [index, code, total] of [
        [0, 'hph', '5,952'],
        [1, 'dad', '6,226'],
        [2, 'sgn', '6,500'],
      ] as const) {
        await expect(rows.nth(index)).toContainText(port(code, locale))
        await expect(rows.nth(index)).toContainText(localNumber(total, locale))
      }
      await expect(rows.nth(0)).toContainText(t.transitRange(24, 34))
      await colleague.close()

      // Thirteen columns print on a landscape page; the cargo value grouped, not as typed.
      const pdf = await exportPdf(page, locale, true)
      expect(pdf.name).toMatch(/^tradelane-freight-\d{4}-\d{2}-\d{2}\.pdf$/)
      expect(pdf.text).toContain(squash(formatMoney(50000, 'USD', locale, 0)))
      expect(pdf.text).toContain(localNumber('5,952', locale))

      // A second comparison, then Back to the first and Forward again.
      await page.getByLabel(t.serviceType).selectOption('fcl20')
      await page.getByRole('button', { name: shared.calculate }).click()
      const table = page.getByRole('table', { name: t.tableCaption })
      await expect(table.locator('tbody tr').nth(0)).not.toContainText(localNumber('5,952', locale))
      await page.goBack()
      await expect(page.getByLabel(t.serviceType)).toHaveValue('fcl40')
      await expect(table.locator('tbody tr').nth(0)).toContainText(localNumber('5,952', locale))
      await page.goForward()
      await expect(page.getByLabel(t.serviceType)).toHaveValue('fcl20')
    })

    test('freight: a link with bad values falls back and never crashes', async ({ page }) => {
      const t = texts(freightText, locale)
      await open(page, '/tools/freight-calculator?serviceType=lcl&originPorts=sgn,nowhere&destinationPort=CNSHA&volume=abc&includeInsurance=maybe', locale)
      await waitForScreen(page, locale)
      // A volume that does not read counts as 1 m³, as when typed: 80 × 0.7 = 56.
      const rows = page.getByRole('table', { name: t.tableCaption }).locator('tbody tr')
      await expect(rows).toHaveCount(1)
      await expect(rows.nth(0)).toContainText(localNumber('56', locale))
      await open(page, '/tools/freight-calculator?originPorts=&destinationPort=XXXX', locale)
      await waitForScreen(page, locale)
      await expect(page.getByRole('table', { name: t.tableCaption })).toHaveCount(0)
    })

    test('demurrage: a link computes on load, copies to the same result, and exports a PDF', async ({ page, context }) => {
      const t = texts(demurrageText, locale)
      const query =
        '?containerNumber=MSCU1234567&etaDate=2026-03-06&currentDate=2026-03-16&freeTimeDays=5&dayType=working' +
        '&excludeWeekends=true&chargeType=both&demurrageRate=20&detentionRate=25&returnDate=2026-03-20'
      await open(page, `/tools/demurrage-calculator${query}`, locale)
      await waitForScreen(page, locale)
      const money = (value: number) => formatMoney(value, 'USD', locale, 0)
      await expect(page.getByTestId('cost-so-far')).toHaveText(money(180))
      await expect(page.getByTestId('projected-cost')).toHaveText(money(360))

      const colleague = await context.newPage()
      await colleague.goto(await copyLink(page, locale))
      await expect(colleague.getByTestId('cost-so-far')).toHaveText(money(180))
      await expect(colleague.getByRole('table', { name: t.trackingCaption }).locator('tbody tr')).toHaveCount(11)
      await colleague.close()

      const pdf = await exportPdf(page, locale)
      expect(pdf.name).toMatch(/^tradelane-demurrage-\d{4}-\d{2}-\d{2}\.pdf$/)
      expectCompany(pdf.text, locale)
      expect(pdf.text).toContain(squash(t.pdfTitle))
      expect(pdf.text).toContain('MSCU1234567')
      expect(pdf.text).toContain(squash(`${t.totalCost} ${money(180)}`))
      expect(pdf.text).toContain(squash(money(360)))
      expect(pdf.text).toContain(squash(t.trackingTitle))
      if (locale === 'vi') {
        for (const word of ['Theo dõi phí lưu container', 'Tổng chi phí', 'Hết hạn miễn phí', 'Ngày làm việc', 'Lũy kế', 'Chỉ mang tính tham khảo']) {
          expect(pdf.text).toContain(word)
        }
      }
    })

    test('incoterms: eleven rules from a link, the same in a new page, and in the PDF', async ({ page, context }) => {
      const t = texts(incotermsText, locale)
      await open(page, '/tools/incoterms-calculator?exwPrice=10000&quantity=20&cargoType=general', locale)
      await waitForScreen(page, locale)
      const money = (value: number) => formatMoney(value, 'USD', locale)
      // Express defaults, insurance 0.5%: FCA 10,850; FOB 11,050; CFR 12,050.
      await expect(page.getByTestId('rule-FCA')).toHaveText(money(10850))
      await expect(page.getByTestId('rule-CFR')).toHaveText(money(12050))
      await expect(page.locator('tr[data-rule]')).toHaveCount(11)
      const ddp = (await page.getByTestId('price-DDP').textContent()) ?? ''

      const colleague = await context.newPage()
      await colleague.goto(await copyLink(page, locale))
      await expect(colleague.getByTestId('price-DDP')).toHaveText(ddp)
      await colleague.close()

      const pdf = await exportPdf(page, locale)
      expect(pdf.name).toMatch(/^tradelane-incoterms-\d{4}-\d{2}-\d{2}\.pdf$/)
      expectCompany(pdf.text, locale)
      expect(pdf.text).toContain(squash(ddp))
      expect(pdf.text).toContain(squash(money(10850)))
      expect(pdf.text).toContain(squash(t.cipNote))
      if (locale === 'vi') expect(pdf.text).toContain('Giao hàng đã nộp thuế')
    })

    test('HS code: agreements from a link, the same in a new page, and in the PDF', async ({ page, context }) => {
      const t = texts(hsCodeText, locale)
      const description = encodeURIComponent(locale === 'vi' ? 'Áo thun nam cổ tròn, 100% cotton, dệt kim' : "Men's knitted cotton T-shirt")
      await open(page, `/tools/hs-code-analyzer?productDescription=${description}&customsValue=20000&originCountry=CN&destinationCountry=VN&dutyRate=20&preferentialRate=5`, locale)
      await waitForScreen(page, locale)
      await expect(page.locator('[data-agreement]')).toHaveCount(2)
      await expect(page.locator('[data-agreement="ACFTA"]')).toContainText(locale === 'vi' ? 'C/O mẫu E' : 'Form E')

      const colleague = await context.newPage()
      await colleague.goto(await copyLink(page, locale))
      await expect(colleague.locator('[data-agreement="RCEP"]')).toBeVisible()
      await expect(colleague.locator('[data-testid^="hs-card-"]').first()).toHaveAttribute('data-testid', 'hs-card-6109.10')
      await colleague.close()

      const pdf = await exportPdf(page, locale)
      expect(pdf.name).toMatch(/^tradelane-hs-code-\d{4}-\d{2}-\d{2}\.pdf$/)
      expectCompany(pdf.text, locale)
      expect(pdf.text).toContain('6109.10')
      expect(pdf.text).not.toContain('5209')
      expect(pdf.text).toContain(squash(t.guidanceBanner))
      // 20,000 × 20% + VAT 10% of 24,000 = 6,400; at 5%: 1,000 + 2,100 = 3,100; saving 3,300.
      expect(pdf.text).toContain(squash(formatMoney(6400, 'USD', locale)))
      expect(pdf.text).toContain(squash(formatMoney(3300, 'USD', locale)))
      if (locale === 'vi') {
        expect(pdf.text).toContain('Áo thun nam cổ tròn, 100% cotton, dệt kim')
        expect(pdf.text).toContain('C/O mẫu E')
      }
    })

    test('Export PDF before a result asks for one', async ({ page }) => {
      const shared = texts(toolText, locale)
      await open(page, '/tools/freight-calculator', locale)
      await waitForScreen(page, locale)
      await page.getByRole('button', { name: shared.exportPdf }).click()
      await expectToast(page, shared.errorTitle, shared.pdfNeedsResult)
    })
  })
}
