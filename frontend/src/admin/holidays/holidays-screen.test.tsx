import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { HolidaysScreen } from './holidays-screen'

beforeEach(() => {
  // jsdom has the element, not its modal methods: open and close it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

describe('HolidaysScreen', { timeout: 20_000 }, () => {
  test("the owner enters a year's schedule; the server's refusal is shown in its words", async () => {
    let years: unknown[] = []
    let refuse = true
    const fetch = stubApi({
      'GET /admin/holidays': () => jsonResponse({ years, builtIn: [] }),
      'PUT /admin/holidays/2027': async (request) => {
        if (refuse) {
          refuse = false
          return jsonResponse({ error: 'Ngày làm bù 2027-01-04 phải là thứ Bảy hoặc Chủ nhật.' }, 400)
        }
        const body = (await request.clone().json()) as { days: unknown[] }
        years = [{ year: 2027, days: body.days, updatedAt: '2026-11-27T07:00:00Z' }]
        return jsonResponse(years[0])
      },
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<HolidaysScreen />, { locale: 'vi', route: '/admin/holidays' })
    expect(await screen.findByText(/Chưa nhập năm nào/)).toBeInTheDocument()
    const editor = screen.getByRole('form', { name: 'Nhập lịch của một năm' })

    fireEvent.change(within(editor).getByLabelText('Năm'), { target: { value: '2027' } })
    fireEvent.change(within(editor).getByLabelText('Ngày'), { target: { value: '2027-02-05' } })
    await user.click(within(editor).getByRole('button', { name: 'Thêm ngày' }))
    fireEvent.change(within(editor).getAllByLabelText('Ngày')[1]!, { target: { value: '2027-01-04' } })
    await user.selectOptions(within(editor).getAllByLabelText('Loại ngày')[1]!, 'workday')
    await user.click(within(editor).getByRole('button', { name: 'Lưu lịch năm này' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('phải là thứ Bảy hoặc Chủ nhật')

    fireEvent.change(within(editor).getAllByLabelText('Ngày')[1]!, { target: { value: '2027-02-20' } })
    await user.click(within(editor).getByRole('button', { name: 'Lưu lịch năm này' }))
    await waitFor(() => expect(screen.getByText('2027')).toBeInTheDocument())
    expect((await sentBodies(fetch, '/admin/holidays/2027')).at(-1)).toEqual({
      days: [
        { date: '2027-02-05', kind: 'tet' },
        { date: '2027-02-20', kind: 'workday' },
      ],
    })
    expect(screen.getByText(/Ngày nghỉ: 1/)).toBeInTheDocument()
    expect(screen.getByText(/Ngày làm bù: 1/)).toBeInTheDocument()
  })

  test('the editor starts from the built-in days; dropping one asks first, naming it; one day is added keeping the rest', async () => {
    const builtIn = [
      {
        year: 2027,
        days: [
          { date: '2027-04-30', kind: 'reunification' },
          { date: '2027-05-01', kind: 'labourDay' },
          { date: '2027-09-02', kind: 'nationalDay' },
        ],
      },
    ]
    const fetch = stubApi({
      'GET /admin/holidays': () => jsonResponse({ years: [], builtIn }),
      'PUT /admin/holidays/2027': async (request) => jsonResponse({ year: 2027, days: ((await request.clone().json()) as { days: unknown[] }).days, updatedAt: '2026-11-28T07:00:00Z' }),
      'POST /admin/holidays/2026/days': async (request) => jsonResponse({ year: 2026, days: [await request.clone().json()], updatedAt: '2026-11-28T07:00:00Z' }),
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<HolidaysScreen />, { locale: 'en', route: '/admin/holidays' })
    const editor = await screen.findByRole('form', { name: "Enter a year's schedule" })
    fireEvent.change(within(editor).getByLabelText('Year'), { target: { value: '2027' } })
    expect(within(editor).getByText("The form starts from this year's built-in schedule.")).toBeInTheDocument()
    expect(within(editor).getAllByLabelText('Date').map((input) => (input as HTMLInputElement).value)).toEqual(['2027-04-30', '2027-05-01', '2027-09-02'])

    await user.click(within(editor).getByRole('button', { name: 'Remove row 2' }))
    await user.click(within(editor).getByRole('button', { name: "Save this year's schedule" }))
    const ask = await screen.findByRole('alertdialog', { name: "Replace 2027's schedule?" })
    expect(ask).toHaveTextContent('May 1, 2027')
    await user.click(within(ask).getByRole('button', { name: 'Replace the schedule' }))
    await waitFor(async () =>
      expect((await sentBodies(fetch, '/admin/holidays/2027')).at(-1)).toEqual({
        days: [
          { date: '2027-04-30', kind: 'reunification' },
          { date: '2027-09-02', kind: 'nationalDay' },
        ],
      }),
    )

    const quick = screen.getByRole('form', { name: 'Add one day off' })
    fireEvent.change(within(quick).getByLabelText('Date'), { target: { value: '2026-12-31' } })
    await user.click(within(quick).getByRole('button', { name: 'Add this day' }))
    await waitFor(async () => expect((await sentBodies(fetch, '/admin/holidays/2026/days')).at(-1)).toEqual({ date: '2026-12-31', kind: 'compensatory' }))
  })
})
