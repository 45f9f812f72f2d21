import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { jsonResponse, renderWithProviders, stubApi } from '@/test/render'

import { DemurrageScreen } from './demurrage-screen'
import { localIsoDate } from './iso-date'

const ROUTE = '/tools/demurrage-calculator'

function setup(locale: 'vi' | 'en' = 'en') {
  // No pause between keystrokes: the suites run on a busy, shared machine.
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<DemurrageScreen />, { locale, route: ROUTE })
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

const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** Body rows of the tracking table as cell texts. */
function tableRows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

/** docs/decisions-spec.md's worked example. */
async function fillWorkedExample(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Container number/), 'MSCU1234567')
  setDate(/^ETA date/, '2026-03-05')
  setDate(/^Actual arrival date/, '2026-03-06')
  setDate(/^Current date/, '2026-03-16')
  await user.selectOptions(screen.getByLabelText(/^Free time days/), '5')
  await user.selectOptions(screen.getByLabelText(/^Day type/), 'working')
  await user.selectOptions(screen.getByLabelText(/^Charge type/), 'both')
}

const ERROR = 'Please fill in container number, ETA date and free time days'

describe('DemurrageScreen', { timeout: 20_000 }, () => {
  test('starts with the defaults of docs/product-spec.md §3, the guide and no result', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Free time, demurrage and detention tracker')
    expect(screen.getByLabelText(/^Free time days/)).toHaveValue('7')
    expect([...(screen.getByLabelText(/^Free time days/) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '3',
      '5',
      '7',
      '10',
      '14',
      '21',
    ])
    expect(screen.getByLabelText(/^Demurrage rate/)).toHaveValue('20')
    expect(screen.getByLabelText(/^Detention rate/)).toHaveValue('25')
    expect(screen.getByLabelText(/^Current date/)).toHaveValue(localIsoDate(new Date()))
    expect(screen.getByRole('heading', { name: 'Guide' })).toBeInTheDocument()
    expect(screen.getByText('Demurrage (DEM)', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('Detention (DET)', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('without a container number: the error toast, and no result', async () => {
    const user = setup()
    setDate(/^ETA date/, '2026-03-06')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('a blank-only container number counts as missing', async () => {
    const user = setup()
    await user.type(screen.getByLabelText(/^Container number/), '   ')
    setDate(/^ETA date/, '2026-03-06')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)
  })

  test('without an ETA date: the error toast, and no result', async () => {
    const user = setup()
    await user.type(screen.getByLabelText(/^Container number/), 'MSCU1234567')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await toastText()).toBe(`Error${ERROR}`)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('free time days always has a value: the select offers no empty choice', () => {
    setup()
    const select = screen.getByLabelText(/^Free time days/) as HTMLSelectElement
    expect([...select.options].some((o) => o.value === '')).toBe(false)
  })

  test("docs/decisions-spec.md's worked example: ends March 12, 2026; 80 / 100 / 180; 4 days overdue; expired", async () => {
    const user = setup()
    await fillWorkedExample(user)
    await user.click(screen.getByRole('button', { name: 'Calculate' }))

    expect(await announced()).toBe('Calculation Successful. Calculated 11 days')

    const alert = screen.getByRole('alert')
    expect(alert).toHaveAttribute('data-tone', 'destructive')
    expect(alert).toHaveTextContent('Free time has expired')
    expect(alert).toHaveTextContent('Free time expired 4 days ago and charges are accruing.')

    expect(screen.getByText('Free time ends').parentElement).toHaveTextContent('March 12, 2026')
    expect(screen.getByText('Free time ends').parentElement).toHaveTextContent('5 days of free time from March 6, 2026')
    expect(screen.getByText('Days overdue').parentElement).toHaveTextContent(/^Days overdue4As of March 16, 2026$/)
    expect(screen.getByText('Demurrage / detention').parentElement).toHaveTextContent('$80 / $100')
    expect(screen.getByText('Total cost').parentElement).toHaveTextContent('$180')

    const progress = screen.getByRole('progressbar', { name: 'Free time used' })
    expect(progress).toHaveAttribute('aria-valuenow', '100')
    expect(progress).toHaveAttribute('aria-valuetext', '100% – used up')

    const rows = tableRows()
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual(['March 6, 2026', '1', 'Free', '4', '$0', '$0'])
    expect(rows[2]).toEqual(['March 8, 2026', '3', 'Free', '4', '$0', '$0']) // a Sunday, not counted
    expect(rows[3]).toEqual(['March 9, 2026', '4', 'Free', '3', '$0', '$0'])
    expect(rows[6]).toEqual(['March 12, 2026', '7', 'Free', '0', '$0', '$0'])
    // A day charged both says so (docs/decisions-spec.md §19).
    expect(rows[7]).toEqual(['March 13, 2026', '8', 'Demurrage and detention', '0', '$45', '$45'])
    expect(rows[10]).toEqual(['March 16, 2026Today', '11', 'Demurrage and detention', '0', '$45', '$180'])
    expect(screen.queryByText('Showing first 30 days only')).not.toBeInTheDocument()
  })

  test('more than 30 tracked days: 30 rows and the note', async () => {
    const user = setup()
    await user.type(screen.getByLabelText(/^Container number/), 'TGHU7654321')
    setDate(/^ETA date/, '2026-03-06')
    setDate(/^Current date/, '2026-03-06')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))

    // 7 calendar days: free until March 12, then 30 more days are projected.
    expect(await announced()).toBe('Calculation Successful. Calculated 37 days')
    expect(tableRows()).toHaveLength(30)
    expect(screen.getByText('Showing first 30 days only')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(document.querySelector('[data-tone]')).toBeNull() // no alert with 7 days left
    // 7 free days left of 7, with the whole projection charged as demurrage: 30 × $20.
    expect(screen.getByRole('progressbar', { name: 'Free time used' })).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByText('Total cost').parentElement).toHaveTextContent('$600')
    expect(screen.getByText('Days overdue').parentElement).toHaveTextContent(/^Days overdue0/)
  })

  test('2 days left gives the warning, 1 day left the urgent notice', async () => {
    const user = setup()
    await user.type(screen.getByLabelText(/^Container number/), 'TGHU7654321')
    setDate(/^ETA date/, '2026-03-06')
    setDate(/^Current date/, '2026-03-11')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    const warning = screen.getByText('Warning: free time is running out').closest('[data-tone]')
    expect(warning).toHaveAttribute('data-tone', 'warning')
    expect(warning).toHaveTextContent('Warning: free time is running out')
    expect(warning).toHaveTextContent('2 days of free time left.')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71') // 5 of 7 used

    setDate(/^Current date/, '2026-03-12')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    const urgent = screen.getByRole('alert')
    expect(urgent).toHaveAttribute('data-tone', 'urgent')
    expect(urgent).toHaveTextContent('Only 1 day of free time left.')
  })

  test('rates that fail to parse count as 0', async () => {
    const user = setup()
    await fillWorkedExample(user)
    await user.clear(screen.getByLabelText(/^Demurrage rate/))
    await user.type(screen.getByLabelText(/^Demurrage rate/), 'twenty')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByText('Demurrage / detention').parentElement).toHaveTextContent('$0 / $100')
    expect(screen.getByText('Total cost').parentElement).toHaveTextContent('$100')
  })

  test('Reset returns every input to its default and removes the result', async () => {
    const user = setup()
    await fillWorkedExample(user)
    await user.type(screen.getByLabelText(/^Booking \/ BL number/), 'BL-001')
    await user.selectOptions(screen.getByLabelText(/^Container type/), '40hc')
    await user.selectOptions(screen.getByLabelText(/^Direction/), 'export')
    await user.selectOptions(screen.getByLabelText(/^Loading port/), 'hph')
    await user.selectOptions(screen.getByLabelText(/^Discharge port/), 'NLRTM')
    // Working days came with both exclusions ticked.
    await user.click(screen.getByRole('checkbox', { name: 'Exclude weekends' }))
    await user.click(screen.getByRole('checkbox', { name: 'Exclude public holidays' }))
    await user.clear(screen.getByLabelText(/^Detention rate/))
    await user.type(screen.getByLabelText(/^Detention rate/), '40')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByRole('table')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Container type/)).toHaveValue('20gp')
    expect(screen.getByLabelText(/^Container number/)).toHaveValue('')
    expect(screen.getByLabelText(/^Booking \/ BL number/)).toHaveValue('')
    expect(screen.getByLabelText(/^Direction/)).toHaveValue('import')
    expect(screen.getByLabelText(/^Loading port/)).toHaveValue('')
    expect(screen.getByLabelText(/^Discharge port/)).toHaveValue('')
    expect(screen.getByLabelText(/^ETA date/)).toHaveValue('')
    expect(screen.getByLabelText(/^Actual arrival date/)).toHaveValue('')
    expect(screen.getByLabelText(/^Current date/)).toHaveValue(localIsoDate(new Date()))
    expect(screen.getByLabelText(/^Free time days/)).toHaveValue('7')
    expect(screen.getByLabelText(/^Day type/)).toHaveValue('calendar')
    // Calendar days: no exclusion offered, since none would do anything.
    expect(screen.queryByRole('checkbox', { name: 'Exclude weekends' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Exclude public holidays' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Charge type/)).toHaveValue('demurrage')
    expect(screen.getByLabelText(/^Demurrage rate/)).toHaveValue('20')
    expect(screen.getByLabelText(/^Detention rate/)).toHaveValue('25')
  })

  test('in Vietnamese: the error toast, the worked example, the alert and the note', async () => {
    const user = setup('vi')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    expect(await toastText()).toBe('LỗiVui lòng nhập số container, ngày ETA và số ngày miễn phí')

    await user.type(screen.getByLabelText(/^Số container/), 'MSCU1234567')
    setDate(/^Ngày dự kiến đến/, '2026-03-06')
    setDate(/^Ngày hiện tại/, '2026-03-16')
    await user.selectOptions(screen.getByLabelText(/^Số ngày miễn phí/), '5')
    await user.selectOptions(screen.getByLabelText(/^Cách tính ngày/), 'working')
    await user.selectOptions(screen.getByLabelText(/^Loại phí/), 'both')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))

    expect(await announced()).toBe('Tính toán thành công. Đã tính 11 ngày')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Thời gian miễn phí đã hết từ 4 ngày trước và phí đang phát sinh.',
    )
    expect(screen.getByText('Hết hạn miễn phí').parentElement).toHaveTextContent('12 tháng 3, 2026')
    expect(tableRows()[10]?.[2]).toBe('Tính cả DEM và DET')

    // A longer projection shows the note in Vietnamese.
    setDate(/^Ngày hiện tại/, '2026-03-06')
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    expect(screen.getByText('Chỉ hiển thị 30 ngày đầu tiên')).toBeInTheDocument()
  })

  test('the sample tariff fills editable steps, which the result follows', async () => {
    const user = setup()
    await user.selectOptions(screen.getByLabelText(/^Container type/), '40gp')
    await user.click(screen.getByRole('button', { name: 'Use the sample tariff' }))
    expect(await toastText()).toContain('Sample tariff filled in')
    expect(screen.getByText(/A SAMPLE tariff/)).toBeInTheDocument()
    const demurrageSteps = screen.getByRole('group', { name: 'Demurrage steps' })
    expect(within(demurrageSteps).getAllByLabelText('From charged day').map((input) => (input as HTMLInputElement).value)).toEqual(['1', '6', '11'])
    expect(within(demurrageSteps).getAllByLabelText('Rate (USD/day)').map((input) => (input as HTMLInputElement).value)).toEqual(['30', '50', '80'])
    // Edited like any field: remove the last step, change the second.
    await user.click(within(demurrageSteps).getByRole('button', { name: 'Remove step 3 of Demurrage steps' }))
    const rate2 = within(demurrageSteps).getAllByLabelText('Rate (USD/day)')[1]!
    await user.clear(rate2)
    await user.type(rate2, '45')

    await user.type(screen.getByLabelText(/^Container number/), 'MSCU1234567')
    setDate(/^ETA date/, '2026-03-02')
    setDate(/^Current date/, '2026-03-20')
    setDate(/^Expected return date/, '2026-03-25')
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    // Free time 7 calendar days: 2–8 March. Charged days 9–20 March: 5 × 30 + 7 × 45 = 465.
    expect(screen.getByTestId('cost-so-far')).toHaveTextContent('$465')
    // To 25 March: 5 more days at 45.
    expect(screen.getByTestId('projected-cost')).toHaveTextContent('$690')
  })

  test('a Cát Lái import over Tết 2027: the typical tariff, and the holidays the owner entered', async () => {
    // The owner's decreed 2027 break (4–12 Feb, Saturday 20 Feb worked), as the page's data
    // block or GET /api/holidays gives it.
    const days = ['04', '05', '08', '09', '10', '11', '12'].map((d) => ({ date: `2027-02-${d}`, kind: 'tet' }))
    stubApi({
      '/holidays': () =>
        jsonResponse({ years: [{ year: 2027, days: [...days, { date: '2027-02-20', kind: 'workday' }], updatedAt: '2026-11-27T00:00:00Z' }] }),
    })
    const user = setup('vi')
    expect(screen.getByLabelText(/^Chiều hàng/)).toHaveValue('import')
    const discharge = screen.getByLabelText(/^Cảng dỡ hàng/) as HTMLSelectElement
    expect([...discharge.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Cát Lái – TP.HCM', 'Cái Mép – Thị Vải (Bà Rịa – Vũng Tàu)', 'Lạch Huyện – Hải Phòng', 'Đà Nẵng (Tiên Sa)', 'Quy Nhơn']),
    )
    await user.selectOptions(discharge, 'sgn')
    expect(await toastText()).toContain('biểu phí điển hình của các hãng tàu tại Cát Lái')
    expect(screen.getByLabelText(/^Số ngày miễn phí/)).toHaveValue('5')

    await user.type(screen.getByLabelText(/^Số container/), 'MSCU1234567')
    setDate(/^Ngày dự kiến đến/, '2027-02-03')
    setDate(/^Ngày hiện tại/, '2027-02-03')
    await user.selectOptions(screen.getByLabelText(/^Cách tính ngày/), 'working')
    expect(screen.getByRole('checkbox', { name: 'Không tính thứ Bảy và Chủ nhật' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Không tính ngày lễ' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Tính toán' }))
    // 3 Feb, then 15–18 Feb (the built-in calendar would end on 16 Feb).
    await waitFor(() => expect(screen.getByText('Hết hạn miễn phí').parentElement).toHaveTextContent('18 tháng 2, 2027'))
    const marked = tableRows().filter((row) => row[0]?.includes('Tết Nguyên đán'))
    expect(marked).toHaveLength(7)
  })
})
