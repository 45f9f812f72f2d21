import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import type { RequestItem } from './privacy-api'
import { PrivacyScreen } from './privacy-screen'

const request = (over: Partial<RequestItem>): RequestItem => ({
  id: 'r1',
  email: 'lan@kimngan.vn',
  kind: 'access',
  state: 'received',
  receivedAt: '2026-11-20T03:00:00.000Z',
  acknowledgeBy: '2026-11-24T16:59:59.000Z',
  dueAt: '2026-12-05T03:00:00.000Z',
  language: 'vi',
  overdue: false,
  ...over,
})

describe('PrivacyScreen', { timeout: 20_000 }, () => {
  test('the queue shows deadlines and the overdue; an access request is answered with the file', async () => {
    let answered = false
    const fetch = stubApi({
      'GET /admin/personal-data/requests': () =>
        jsonResponse({
          items: answered
            ? [request({ state: 'done', answeredAt: '2026-11-21T03:00:00.000Z', answeredBy: 'owner@x.vn' })]
            : [request({}), request({ id: 'r2', email: 'an@x.vn', kind: 'erase', state: 'acknowledged', overdue: true })],
          total: answered ? 1 : 2,
        }),
      'POST /admin/personal-data/requests/r1/answer': () => {
        answered = true
        return jsonResponse(request({ state: 'done' }))
      },
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<PrivacyScreen />, { locale: 'en', route: '/admin/privacy', path: '/admin/privacy/*' })
    const cards = await screen.findAllByTestId('personal-data-request')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('See data')).toBeInTheDocument()
    expect(within(cards[0]!).getByTestId('acknowledge-by')).toHaveTextContent('Acknowledge by')
    expect(within(cards[0]!).getByTestId('due-at')).toHaveTextContent('Complete by')
    expect(within(cards[0]!).queryByText('Overdue')).toBeNull()
    expect(within(cards[1]!).getByText('Overdue')).toBeInTheDocument()
    expect(new URL((fetch.mock.calls[0] as unknown as [Request])[0].url).searchParams.get('state')).toBe('open')

    await user.type(within(cards[0]!).getByLabelText('Words to the person'), 'Here is your file.')
    await user.click(within(cards[0]!).getByRole('button', { name: 'Send the data file' }))
    await waitFor(() => expect(screen.getAllByTestId('personal-data-request')).toHaveLength(1))
    expect(await sentBodies(fetch, '/admin/personal-data/requests/r1/answer')).toEqual([{ note: 'Here is your file.' }])
  })

  test("a correction's refusal without a note is the server's words", async () => {
    stubApi({
      'GET /admin/personal-data/requests': () => jsonResponse({ items: [request({ kind: 'correct' })], total: 1 }),
      'POST /admin/personal-data/requests/r1/answer': () =>
        jsonResponse({ error: 'Hãy ghi rõ những gì đã được sửa (note).' }, 400),
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<PrivacyScreen />, { locale: 'vi', route: '/admin/privacy', path: '/admin/privacy/*' })
    await user.click(await screen.findByRole('button', { name: 'Gửi xác nhận đã sửa' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Hãy ghi rõ những gì đã được sửa')
  })

  test('a new consent statement is published as the next version', async () => {
    const v1 = { version: 1, textVi: 'Tôi đồng ý.', textEn: 'I agree.', createdAt: '2026-01-01T00:00:00.000Z' }
    let items = [v1]
    const fetch = stubApi({
      'GET /admin/personal-data/consent': () => jsonResponse({ items }),
      'PUT /admin/personal-data/consent': async (req) => {
        const body = (await req.clone().json()) as { textVi: string; textEn: string }
        const v2 = { version: 2, ...body, createdAt: '2026-11-28T00:00:00.000Z' }
        items = [v2, v1]
        return jsonResponse(v2)
      },
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<PrivacyScreen />, { locale: 'en', route: '/admin/privacy/consent', path: '/admin/privacy/*' })
    expect(await screen.findByTestId('consent-current')).toHaveTextContent('Shown now: version 1')
    const en = screen.getByLabelText('The statement in English')
    await user.clear(en)
    await user.type(en, 'I agree to be answered.')
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }))
    expect(await screen.findByText('Shown now: version 2')).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/personal-data/consent')).toEqual([{ textVi: 'Tôi đồng ý.', textEn: 'I agree to be answered.' }])
    expect(screen.getByText('Earlier versions')).toBeInTheDocument()
  })

  test('deadlines and retention are saved as typed; a breach is recorded', async () => {
    const fetch = stubApi({
      'GET /admin/personal-data/settings': () =>
        jsonResponse({ acknowledgeWorkingDays: 2, completeDays: 15, retention: false, enquiryMonths: 24, subscriberMonths: 12 }),
      'PUT /admin/personal-data/settings': async (req) => jsonResponse(await req.clone().json()),
    })
    const user = userEvent.setup({ delay: null })
    const { unmount } = renderWithProviders(<PrivacyScreen />, { locale: 'vi', route: '/admin/privacy/settings', path: '/admin/privacy/*' })
    const months = await screen.findByLabelText('Số tháng lưu yêu cầu liên hệ')
    await user.clear(months)
    await user.type(months, '36')
    await user.click(screen.getByLabelText('Tự động xóa dữ liệu cũ'))
    await user.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(async () =>
      expect(await sentBodies(fetch, '/admin/personal-data/settings')).toEqual([
        { acknowledgeWorkingDays: 2, completeDays: 15, retention: true, enquiryMonths: 36, subscriberMonths: 12 },
      ]),
    )
    unmount()

    let breaches: unknown[] = []
    const second = stubApi({
      'GET /admin/personal-data/breaches': () => jsonResponse({ items: breaches, total: breaches.length }),
      'POST /admin/personal-data/breaches': async (req) => {
        const body = (await req.clone().json()) as Record<string, unknown>
        breaches = [{ id: 1, ...body, createdAt: '2026-11-28T00:00:00.000Z', createdBy: 'owner@x.vn' }]
        return jsonResponse(breaches[0])
      },
    })
    renderWithProviders(<PrivacyScreen />, { locale: 'en', route: '/admin/privacy/breaches', path: '/admin/privacy/*' })
    expect(await screen.findByText('No breach recorded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in what happened')
    await user.type(screen.getByLabelText('What happened'), 'A laptop with the enquiries export was lost.')
    await user.type(screen.getByLabelText('Whom it concerns'), '120 enquirers: names, e-mails, phones.')
    await user.type(screen.getByLabelText('Found on'), '2026-11-27')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByTestId('breach')).toHaveTextContent('Not reported yet')
    expect(await sentBodies(second, '/admin/personal-data/breaches')).toEqual([
      {
        what: 'A laptop with the enquiries export was lost.',
        foundAt: '2026-11-27',
        concerns: '120 enquirers: names, e-mails, phones.',
        reportedAt: null,
      },
    ])
  })
})
