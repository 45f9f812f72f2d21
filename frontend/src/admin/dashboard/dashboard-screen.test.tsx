import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, stubApi } from '@/test/render'
import { WEEK_STATS } from '@/test/stats'

import { DashboardScreen } from './dashboard-screen'

// jsdom has no canvas: the chart itself is drawn in the browser tests (e2e/insight.spec.ts).
vi.mock('./visits-chart', () => ({
  VisitsChart: ({ description }: { description: string }) => <div role="img" aria-label={description} />,
}))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Dashboard', () => {
  test.each([
    ['vi', 'Tổng quan', 'Khách truy cập', 'Trang được xem nhiều nhất', 'Truy cập trực tiếp', 'Điện thoại', '12 tháng'],
    ['en', 'Dashboard', 'Visitors', 'Top pages', 'Direct', 'Phone', '12 months'],
  ] as const)('%s: figures, tables and the period', async (locale, title, visitors, pages, direct, phone, year) => {
    const fetch = stubApi({ 'GET /admin/stats': () => jsonResponse(WEEK_STATS) })
    renderWithProviders(<DashboardScreen />, { route: '/admin/dashboard', path: '/admin/dashboard', locale })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    const figures = await screen.findByText(visitors, { selector: 'dt' })
    expect(figures.nextElementSibling).toHaveTextContent('12')
    const top = screen.getByRole('region', { name: pages })
    expect(within(top).getAllByRole('row')).toHaveLength(3)
    expect(within(top).getByRole('cell', { name: '/blog/incoterms-2020' })).toBeInTheDocument()
    expect(screen.getAllByRole('cell', { name: direct }).length).toBeGreaterThan(0)
    expect(screen.getByRole('cell', { name: phone })).toBeInTheDocument()
    expect(await screen.findByRole('img')).toHaveAccessibleName(new RegExp(title === 'Dashboard' ? 'Visitors and page views' : 'Khách truy cập và lượt xem'))
    await userEvent.setup().click(screen.getByRole('button', { name: year }))
    const asked = fetch.mock.calls.map((call) => new URL(call[0].url).search)
    expect(asked).toContain('?days=365')
  })

  test('each table downloads as CSV with exactly its rows', async () => {
    stubApi({ 'GET /admin/stats': () => jsonResponse(WEEK_STATS) })
    const saved: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => {} }))
    renderWithProviders(<DashboardScreen />, { route: '/admin/dashboard', path: '/admin/dashboard', locale: 'en' })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV: Conversion by calculator' }))
    expect(saved).toHaveLength(1)
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Tool,Visitors,Enquiries,Rate\r\nIncoterms Calculator,3,2,0.6666666666666666\r\n')
  })
})
