import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { settingsRequest } from './settings-schema'
import { SettingsHarness, STORED } from './settings-harness'
import { SmtpSection } from './settings-screen'

/** A refused form saves `{}`, so a test can tell it from a save without the URL. */
function Harness({ onSave }: { onSave: (body: ReturnType<typeof settingsRequest> | Record<string, never>) => void }) {
  return (
    <SettingsHarness onSave={onSave} onRefused={() => onSave({})} section={(form) => <SmtpSection form={form} stored={STORED} />} />
  )
}

describe('the mail server in Settings', () => {
  test('an owner picks the provider and types the sign-in; the URL is built for them (Vietnamese)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'vi', route: '/admin/settings' })
    await user.click(screen.getByRole('radio', { name: 'Đặt máy chủ gửi thư mới' }))
    await user.selectOptions(screen.getByLabelText('Nhà cung cấp email'), 'Microsoft 365 / Outlook')
    expect(screen.getByLabelText(/^Máy chủ SMTP/)).toHaveValue('smtp.office365.com')
    expect(screen.getByLabelText(/^Cổng/)).toHaveValue('587')
    expect(screen.getByRole('radio', { name: /STARTTLS/ })).toBeChecked()
    await user.type(screen.getByLabelText(/^Tên đăng nhập/), 'sales@congty.vn')
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'p@ss word')
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ smtpUrl: 'smtp://sales%40congty.vn:p%40ss%20word@smtp.office365.com:587' }))
  })

  test('a missing server is said under its field; a URL can still be pasted (English)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'en', route: '/admin/settings' })
    await user.click(screen.getByRole('radio', { name: 'Set up a new mail server' }))
    await user.selectOptions(screen.getByLabelText('E-mail provider'), 'Other (a hosting provider, your own server)')
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalledWith(expect.objectContaining({ smtpUrl: expect.anything() }))
    await user.click(screen.getByRole('radio', { name: 'Paste an SMTP URL' }))
    await user.type(screen.getByLabelText(/^New SMTP URL/), 'smtps://a:b@mail.congty.vn:465')
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ smtpUrl: 'smtps://a:b@mail.congty.vn:465' }))
  })
})
