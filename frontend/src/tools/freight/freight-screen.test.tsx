import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { FreightScreen } from './freight-screen'

const ROUTE = '/tools/freight-calculator'

function setup(locale: 'vi' | 'en' = 'en') {
  // No pause between keystrokes: the suites run on a busy, shared machine.
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<FreightScreen />, { locale, route: ROUTE })
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

/** Body rows of the comparison table as [port, …fees, total]. */
function tableRows() {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

async function fillWorkedExample(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Service type/), 'fcl40')
  await user.click(screen.getByRole('checkbox', { name: 'Cat Lai – Ho Chi Minh City' }))
  await user.click(screen.getByRole('checkbox', { name: 'Hai Phong' }))
  await user.click(screen.getByRole('checkbox', { name: 'Da Nang' }))
  await user.selectOptions(screen.getByLabelText(/^Destination port/), 'NLRTM')
  await user.selectOptions(screen.getByLabelText(/^Container type/), 'reefer')
  await user.clear(screen.getByLabelText(/^Cargo value/))
  await user.type(screen.getByLabelText(/^Cargo value/), '50000')
  await user.click(screen.getByRole('checkbox', { name: 'Include cargo insurance' }))
}

const ERROR = 'Please select at least one origin port, destination port and service type'

describe('FreightScreen', { timeout: 20_000 }, () => {
  test('shows the form, the surcharge panel and no result at first', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sea freight comparison')
    for (const code of ['BAF', 'CAF', 'LSS', 'PSS', 'THC', 'DOC', 'ISPS']) {
      expect(screen.getByText(new RegExp(`^${code} – `))).toBeInTheDocument()
    }
    expect(screen.getByText(/may vary/)).toBeInTheDocument()
    expect(screen.getByText(/For reference only/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('without an origin port or a destination: the error toast, and no result', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)

    // A destination but no origin port.
    await user.selectOptions(screen.getByLabelText(/^Destination port/), 'CNSHA')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('an origin port but no destination: the error toast', async () => {
    const user = setup()
    await user.click(screen.getByRole('checkbox', { name: 'Hai Phong' }))
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('the service type always has a value: the select offers no empty choice', () => {
    setup()
    const select = screen.getByLabelText(/^Service type/) as HTMLSelectElement
    expect(select.value).toBe('fcl20')
    expect([...select.options].map((o) => o.value)).toEqual(['fcl20', 'fcl40', 'lcl'])
  })

  test("docs/decisions-spec.md's worked example: hph 5,952, dad 6,226, sgn 6,500", async () => {
    const user = setup()
    await fillWorkedExample(user)
    await user.click(screen.getByRole('button', { name: 'Calculate' }))

    expect(await announced()).toBe('Calculation Successful. Compared 3 ports')
    expect(tableRows()).toEqual([
      ['Hai Phong', '$3,200', '$480', '$96', '$160', '$256', '$250', '$50', '$30', '$1,430', '$5,952', '24–34 days', '1,925'],
      ['Da Nang', '$3,360', '$504', '$101', '$168', '$269', '$250', '$50', '$30', '$1,494', '$6,226', '27–40 days', '1,864'],
      ['Cat Lai – Ho Chi Minh City', '$3,520', '$528', '$106', '$176', '$282', '$250', '$50', '$30', '$1,558', '$6,500', '26–39 days', '1,783'],
    ])
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual([
      'Origin port',
      'Base freight',
      'BAF',
      'CAF',
      'LSS',
      'PSS',
      'THC',
      'Doc fee',
      'Security fee',
      'Other fees',
      'Total',
      'Transit time',
      'CO2e (kg)',
    ])

    const ranked = screen.getAllByTestId('ranked-port').map((card) => card.textContent)
    expect(ranked).toEqual(['1stHai Phong$5,952', '2ndDa Nang$6,226', '3rdCat Lai – Ho Chi Minh City$6,500'])

    const bars = screen.getAllByTestId('freight-bar').map((bar) => parseFloat(bar.style.width))
    expect(bars[0]).toBeCloseTo((5952 / 6500) * 100, 5)
    expect(bars[1]).toBeCloseTo((6226 / 6500) * 100, 5)
    expect(bars[2]).toBe(100)
  })

  test('LCL shows volume and weight instead of the container type; a bad volume counts as 1 m³', async () => {
    const user = setup()
    await user.selectOptions(screen.getByLabelText(/^Service type/), 'lcl')
    expect(screen.queryByLabelText(/^Container type/)).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Volume/))
    await user.type(screen.getByLabelText(/^Volume/), 'abc')
    await user.type(screen.getByLabelText(/^Weight/), '500')
    await user.clear(screen.getByLabelText(/^Cargo value/))
    await user.type(screen.getByLabelText(/^Cargo value/), 'lots')
    await user.click(screen.getByRole('checkbox', { name: 'Include cargo insurance' }))
    await user.click(screen.getByRole('checkbox', { name: 'Cat Lai – Ho Chi Minh City' }))
    await user.selectOptions(screen.getByLabelText(/^Destination port/), 'CNSHA')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))

    // 80 × 1 m³ × 0.7 = 56; BAF 8, CAF 2, LSS 3, PSS 4; THC 50, doc 50, security 30; no insurance on 0.
    expect(tableRows()).toEqual([
      ['Cat Lai – Ho Chi Minh City', '$56', '$8', '$2', '$3', '$4', '$50', '$50', '$30', '$0', '$203', '7–11 days', '9'],
    ])
    expect(await announced()).toBe('Calculation Successful. Compared 1 port')
  })

  test('Reset returns every input to its default and removes the result', async () => {
    const user = setup()
    await fillWorkedExample(user)
    fireEvent.change(screen.getByLabelText(/^Departure date/), { target: { value: '2026-04-01' } })
    expect(screen.getByLabelText(/^Departure date/)).toHaveValue('2026-04-01')
    await user.clear(screen.getByLabelText(/^Number of containers/))
    await user.type(screen.getByLabelText(/^Number of containers/), '2')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByRole('table')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Service type/)).toHaveValue('fcl20')
    expect(screen.getByLabelText(/^Destination port/)).toHaveValue('')
    expect(screen.getByLabelText(/^Container type/)).toHaveValue('standard')
    expect(screen.getByLabelText(/^Number of containers/)).toHaveValue('1')
    expect(screen.queryByLabelText(/^Incoterm/)).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Departure date/)).toHaveValue('')
    expect(screen.getByLabelText(/^Cargo value/)).toHaveValue('0')
    expect(screen.getByRole('checkbox', { name: 'Include cargo insurance' })).not.toBeChecked()
    for (const port of ['Cat Lai – Ho Chi Minh City', 'Hai Phong', 'Da Nang']) {
      expect(screen.getByRole('checkbox', { name: port })).not.toBeChecked()
    }
    await user.selectOptions(screen.getByLabelText(/^Service type/), 'lcl')
    expect(screen.getByLabelText(/^Volume/)).toHaveValue('1')
    expect(screen.getByLabelText(/^Weight/)).toHaveValue('0')
  })

  test('in Vietnamese: the error and success toasts, port names and money', async () => {
    const user = setup('vi')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    expect(await toastText()).toBe('LỗiVui lòng chọn ít nhất một cảng đi, cảng đến và loại dịch vụ')

    await user.selectOptions(screen.getByLabelText(/^Loại dịch vụ/), 'fcl40')
    await user.click(screen.getByRole('checkbox', { name: 'Hải Phòng' }))
    await user.click(screen.getByRole('checkbox', { name: 'Đà Nẵng' }))
    await user.selectOptions(screen.getByLabelText(/^Cảng đến/), 'NLRTM')
    // Vietnamese writes fifty thousand as 50.000: insurance 0.3% = 150.
    await user.clear(screen.getByLabelText(/^Giá trị hàng hóa/))
    await user.type(screen.getByLabelText(/^Giá trị hàng hóa/), '50.000')
    await user.click(screen.getByRole('checkbox', { name: 'Bao gồm bảo hiểm hàng hóa' }))
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))

    expect(await announced()).toBe('Tính toán thành công. Đã so sánh 2 cảng')
    const rows = tableRows()
    expect(rows.map((row) => row[0])).toEqual(['Hải Phòng', 'Đà Nẵng'])
    // 2000 × 1.6 = 3200 base; total 3200 + 480 + 96 + 160 + 256 + 250 + 50 + 30 + 150 = 4672.
    expect(rows[0]?.[9]?.replace(/\s/g, ' ')).toBe('150 US$')
    expect(rows[0]?.[10]?.replace(/\s/g, ' ')).toBe('4.672 US$')
    expect(screen.getAllByTestId('ranked-port')[0]).toHaveTextContent('Hạng 1')
  })
})
