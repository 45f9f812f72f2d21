import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { HolidaysScreen } from './holidays-screen'

describe('HolidaysScreen', { timeout: 20_000 }, () => {
  test("the owner enters a year's schedule; the server's refusal is shown in its words", async () => {
    let years: unknown[] = []
    let refuse = true
    const fetch = stubApi({
      'GET /admin/holidays': () => jsonResponse({ years }),
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

    fireEvent.change(screen.getByLabelText('Năm'), { target: { value: '2027' } })
    fireEvent.change(screen.getByLabelText('Ngày'), { target: { value: '2027-02-05' } })
    await user.click(screen.getByRole('button', { name: 'Thêm ngày' }))
    fireEvent.change(screen.getAllByLabelText('Ngày')[1]!, { target: { value: '2027-01-04' } })
    await user.selectOptions(screen.getAllByLabelText('Loại ngày')[1]!, 'workday')
    await user.click(screen.getByRole('button', { name: 'Lưu lịch năm này' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('phải là thứ Bảy hoặc Chủ nhật')

    fireEvent.change(screen.getAllByLabelText('Ngày')[1]!, { target: { value: '2027-02-20' } })
    await user.click(screen.getByRole('button', { name: 'Lưu lịch năm này' }))
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
})
