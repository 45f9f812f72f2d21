import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { NoticeList } from './notice-list'
import type { Notice } from './notice-list'

const notice = (id: number, state: string, errorKind?: string): Notice => ({
  id,
  kind: 'enquiry',
  recipient: `owner${id}@example.vn`,
  state,
  attempts: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...(errorKind ? { errorKind, lastError: '535 5.7.8 bad credentials' } : {}),
})

describe('NoticeList', () => {
  test('a failed notice can be sent again; one waiting for the settings says so', async () => {
    const onSendAgain = vi.fn()
    renderWithProviders(
      <NoticeList
        label="Thông báo"
        notices={[notice(1, 'failed', 'recipientRefused'), notice(2, 'retrying', 'authFailed'), notice(3, 'pending')]}
        onCancel={() => undefined}
        onSendAgain={onSendAgain}
      />,
      { locale: 'vi', route: '/admin/mail' },
    )
    const items = screen.getAllByRole('listitem')
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Gửi lại' }))
    expect(onSendAgain).toHaveBeenCalledWith(1)
    expect(within(items[1]!).getByText(/chờ bạn sửa cài đặt gửi thư/)).toBeInTheDocument()
    expect(within(items[1]!).queryByRole('button', { name: 'Gửi lại' })).toBeNull()
    expect(within(items[2]!).queryByRole('button', { name: 'Gửi lại' })).toBeNull()
    expect(within(items[2]!).queryByText(/chờ bạn sửa cài đặt gửi thư/)).toBeNull()
  })

  test('in English', () => {
    renderWithProviders(
      <NoticeList label="Notices" notices={[notice(1, 'failed', 'tls')]} onSendAgain={() => undefined} />,
      { locale: 'en', route: '/admin/mail' },
    )
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument()
  })
})
