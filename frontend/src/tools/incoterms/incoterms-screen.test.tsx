import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import type { Locale } from '@/i18n/locale'
import { renderWithProviders } from '@/test/render'

import { IncotermsScreen } from './incoterms-screen'

type User = ReturnType<typeof userEvent.setup>

function setup(locale: Locale = 'en', route = '/tools/incoterms-calculator') {
  const user = userEvent.setup()
  renderWithProviders(<IncotermsScreen />, { locale, route })
  return user
}

/** What the result's live region read out (docs/decisions-spec.md §22: no toast over the header). */
async function announced() {
  const region = document.getElementById('tool-result-announcer')!
  await waitFor(() => expect(region.textContent).not.toBe(''))
  return region.textContent
}

/** The shown toast's title and text (Radix also announces it elsewhere, so look in the viewport's list). */
async function toastText() {
  const region = await screen.findByRole('region', { name: /Notifications|Thông báo/ })
  await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0))
  return within(region).getByRole('listitem').textContent
}

async function typeInto(user: User, label: RegExp, text: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  if (text) await user.type(input, text)
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('IncotermsScreen', () => {
  test('starts on the Calculator tab in Express mode, with Results disabled', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Incoterms calculator')
    expect(tab('Calculator')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Results')).toBeDisabled()
    expect(tab('Who Pays What')).toBeEnabled()
    expect(screen.getByRole('switch', { name: 'Advanced mode' })).not.toBeChecked()
    // Express: the required fields and the essentials, not the logistics parameters.
    for (const label of [/^EXW price/, /^Currency/, /^Quantity/, /^Unit/, /^Cargo type/, /^EXW location/, /^Port of loading/, /^Port of destination/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.queryByLabelText(/^Insurance rate/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Vessel age/)).not.toBeInTheDocument()
    expect(screen.getByText(/For reference only/)).toBeInTheDocument()
  })

  test('Advanced mode shows every logistics parameter with its default', async () => {
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Advanced mode' }))
    const expected: Array<[RegExp, string]> = [
      [/^Final delivery address/, ''],
      [/^Packaging cost/, '100'],
      [/^Inland transport to port/, '30'],
      [/^Export formalities/, '150'],
      [/^Loading and origin terminal/, '200'],
      [/^Sea freight/, '50'],
      [/^Insurance rate/, '0.5'],
      [/^Insurance cover \(ICC\)/, 'A'],
      [/^Vessel age/, '10'],
      [/^Destination region/, 'asia'],
      [/^Import formalities/, '250'],
      [/^Import duty/, '10'],
      [/^VAT/, '10'],
      [/^Other import fees/, '100'],
      [/^Delivery to final destination/, '40'],
      [/^HS code/, ''],
    ]
    for (const [label, value] of expected) {
      expect(screen.getByLabelText(label)).toHaveValue(value)
    }
  })

  describe.each([
    ['exwPrice', /^EXW price/],
    ['quantity', /^Quantity/],
  ])('%s', (_name, label) => {
    test.each(['0', '-5', '', 'abc'])('%j gives the validation toast and no result', async (bad) => {
      const user = setup()
      await typeInto(user, /^EXW price/, '10000')
      await typeInto(user, /^Quantity/, '20')
      await typeInto(user, label, bad)
      await user.click(screen.getByRole('button', { name: 'Calculate' }))
      expect(await toastText()).toBe('ErrorPlease enter valid values')
      expect(tab('Results')).toBeDisabled()
      expect(tab('Calculator')).toHaveAttribute('aria-selected', 'true')
      expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
    })
  })

  test('the validation toast in Vietnamese', async () => {
    const user = setup('vi')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    expect(await toastText()).toBe('LỗiVui lòng nhập giá trị hợp lệ')
    expect(screen.getByRole('tab', { name: 'Kết quả' })).toBeDisabled()
  })

  test("choosing a cargo type overwrites the insurance rate with the cargo's default", async () => {
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Advanced mode' }))
    expect(screen.getByLabelText(/^Insurance rate/)).toHaveValue('0.5')
    await user.selectOptions(screen.getByLabelText(/^Cargo type/), 'electronics')
    expect(screen.getByLabelText(/^Insurance rate/)).toHaveValue('0.8')
    await typeInto(user, /^Insurance rate/, '3')
    await user.selectOptions(screen.getByLabelText(/^Cargo type/), 'chemicals')
    expect(screen.getByLabelText(/^Insurance rate/)).toHaveValue('1')
  })

  test('Reset restores every default, removes the result and returns to the Calculator', async () => {
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Advanced mode' }))
    await user.selectOptions(screen.getByLabelText(/^Cargo type/), 'vehicles')
    await typeInto(user, /^Packaging cost/, '999')
    await typeInto(user, /^EXW price/, '5000')
    await typeInto(user, /^Quantity/, '3')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(tab('Results')).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(tab('Calculator')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Results')).toBeDisabled()
    const mode = screen.getByRole('switch', { name: 'Advanced mode' })
    expect(mode).not.toBeChecked()
    expect(screen.getByLabelText(/^EXW price/)).toHaveValue('')
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('')
    expect(screen.getByLabelText(/^Cargo type/)).toHaveValue('general')
    await user.click(mode)
    expect(screen.getByLabelText(/^Packaging cost/)).toHaveValue('100')
    expect(screen.getByLabelText(/^Insurance rate/)).toHaveValue('0.5')
  })

  async function workedExample(user: User, labels: Record<'mode' | 'cargo' | 'vessel' | 'region' | 'icc' | 'exw' | 'quantity' | 'calculate', RegExp | string>) {
    await user.click(screen.getByRole('switch', { name: labels.mode as string }))
    await user.selectOptions(screen.getByLabelText(labels.cargo), 'electronics')
    await typeInto(user, labels.vessel as RegExp, '18')
    await user.selectOptions(screen.getByLabelText(labels.region), 'europe')
    await user.selectOptions(screen.getByLabelText(labels.icc), 'B')
    await typeInto(user, labels.exw as RegExp, '10000')
    await typeInto(user, labels.quantity as RegExp, '20')
    await user.click(screen.getByRole('button', { name: labels.calculate as string }))
  }

  test('the worked example in Advanced mode, in English', async () => {
    const user = setup()
    await workedExample(user, {
      mode: 'Advanced mode',
      cargo: /^Cargo type/,
      vessel: /^Vessel age/,
      region: /^Destination region/,
      icc: /^Insurance cover/,
      exw: /^EXW price/,
      quantity: /^Quantity/,
      calculate: 'Calculate',
    })
    expect(await announced()).toBe('Calculation Successful. Results have been updated')
    expect(tab('Results')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('price-EXW')).toHaveTextContent('$10,000.00')
    expect(screen.getByTestId('price-FOB')).toHaveTextContent('$11,050.00')
    expect(screen.getByTestId('price-CIF')).toHaveTextContent('$12,196.36')
    expect(screen.getByTestId('price-DDP')).toHaveTextContent('$15,917.59')
    expect(screen.getByTestId('effective-insurance')).toHaveTextContent('1.2%')

    const table = screen.getByRole('table', { name: 'Every cost line from EXW to DDP' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['EXW price of the goods', '$10,000.00'],
      ['Export packaging', '$100.00'],
      ['Inland transport to port$30.00/t × 20 t', '$600.00'],
      ['Export formalities', '$150.00'],
      ['Loading and origin terminal', '$200.00'],
      ['FOB price', '$11,050.00'],
      ['Sea freight$50.00/t × 20 t', '$1,000.00'],
      ['Marine insuranceCIF × 1.2%', '$146.36'],
      ['CIF price', '$12,196.36'],
      ['Import formalities', '$250.00'],
      ['Import dutyCIF × 10%', '$1,219.64'],
      ['VAT(CIF + duty + other fees) × 10%', '$1,351.60'],
      ['Other import fees', '$100.00'],
      ['Delivery to final destination$40.00/t × 20 t', '$800.00'],
      ['DDP price', '$15,917.59'],
    ])
  })

  test('the worked example in Advanced mode, in Vietnamese', async () => {
    const user = setup('vi')
    await workedExample(user, {
      mode: 'Chế độ nâng cao',
      cargo: /^Loại hàng hóa/,
      vessel: /^Tuổi tàu/,
      region: /^Khu vực đích/,
      icc: /^Điều kiện bảo hiểm/,
      exw: /^Giá EXW/,
      quantity: /^Số lượng/,
      calculate: 'Tính toán',
    })
    expect(await announced()).toBe('Tính toán thành công. Kết quả đã được cập nhật')
    expect(screen.getByRole('tab', { name: 'Kết quả' })).toHaveAttribute('aria-selected', 'true')
    // vi-VN: dot for thousands, comma for decimals, the symbol after the amount.
    expect(screen.getByTestId('price-FOB').textContent).toMatch(/^11\.050,00\sUS\$$/)
    expect(screen.getByTestId('price-CIF').textContent).toMatch(/^12\.196,36\sUS\$$/)
    expect(screen.getByTestId('price-DDP').textContent).toMatch(/^15\.917,59\sUS\$$/)
    expect(screen.getByTestId('effective-insurance')).toHaveTextContent('1,2%')
    expect(screen.getByRole('table', { name: 'Chi tiết từng khoản chi phí từ EXW đến DDP' })).toBeInTheDocument()
  })

  test('Express mode uses the defaults and the cargo rate; Vietnamese number input is read', async () => {
    const user = setup('vi')
    await typeInto(user, /^Giá EXW/, '10.000')
    await typeInto(user, /^Số lượng/, '20')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    // 0.5 (general) + no add-ons in Express with a 10-year vessel and ICC A.
    expect(screen.getByTestId('effective-insurance')).toHaveTextContent('0,5%')
    expect(screen.getByTestId('price-FOB').textContent).toMatch(/^11\.050,00\sUS\$$/)
  })

  test('Export PDF before a result asks for one', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Export PDF' }))
    expect(await toastText()).toBe('ErrorCalculate a result before exporting the PDF.')
  })

  test.each([
    ['en', 'Who Pays What', 'Seller', 'Buyer'],
    ['vi', 'Ai chịu chi phí nào', 'Người bán', 'Người mua'],
  ] as const)('Who Pays What lists the 10 steps for the eleven rules (%s)', async (locale, tabName, seller, buyer) => {
    const user = setup(locale)
    await user.click(screen.getByRole('tab', { name: tabName }))
    // The tab's table loads when the tab is opened.
    const table = await screen.findByRole('table')
    const [head, ...rows] = within(table).getAllByRole('row')
    expect(within(head!).getAllByRole('columnheader').map((th) => th.textContent?.slice(0, 3))).toEqual([
      expect.any(String),
      'EXW',
      'FCA',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ])
    expect(rows).toHaveLength(10)
    // Export packaging: the seller's under every rule; final delivery: the seller's under the D rules.
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells(rows[0]!)).toEqual(Array(11).fill(seller))
    expect(cells(rows[9]!)).toEqual([...Array(8).fill(buyer), seller, seller, seller])
  })

  test('the FOB/CIF route sets its own page title', () => {
    setup('en', '/tools/fob-cif-calculator')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('FOB and CIF price calculator')
    expect(document.title).toContain('FOB and CIF price calculator')
  })

  test('a link priced in dong without a rate uses the site rate and its date, never 1 (docs/decisions-spec.md §22)', async () => {
    setup('en', '/tools/incoterms-calculator?exwPrice=2595000000&quantity=10&currency=VND')
    // 2,595,000,000 ₫ at 25,950 ₫ per dollar: the US$100,000 of goods, not 2.6 billion dollars.
    expect(await screen.findByText(/converted at 25,950 VND = 1 USD \(rate of December 1, 2026\)/)).toBeInTheDocument()
    expect(screen.getByTestId('price-EXW').textContent).toMatch(/2,595,000,000/)
  })
})
