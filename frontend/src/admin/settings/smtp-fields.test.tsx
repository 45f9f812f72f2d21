import { zodResolver } from '@hookform/resolvers/zod'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { AdminSettings } from '../admin-settings-api'
import { formValues, settingsRequest, settingsSchema } from './settings-schema'
import type { SettingsForm, SettingsValues } from './settings-schema'
import { SmtpSection } from './settings-screen'

const figure = (valueVi: string, valueEn: string, labelVi: string, labelEn: string, shown = true) => ({
  shown,
  valueVi,
  valueEn,
  labelVi,
  labelEn,
})

const STORED: AdminSettings = {
  companyName: 'Tradelane',
  legalName: 'Tradelane Logistics Consulting',
  taglineVi: 'Tư vấn chuỗi cung ứng',
  taglineEn: 'Supply chain consulting',
  phone: '+84 28 0000 0000',
  email: 'contact@tradelane.example',
  streetVi: '123 Nguyễn Huệ',
  streetEn: '123 Nguyen Hue',
  cityVi: 'TP. Hồ Chí Minh',
  cityEn: 'Ho Chi Minh City',
  hoursVi: 'Thứ Hai – Thứ Sáu: 8:00 – 18:00',
  hoursEn: 'Monday – Friday: 8:00 – 18:00',
  facebookUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  zaloUrl: '',
  notifyTo: [],
  smtpConfigured: false,
  smtpFromEnv: false,
  timeZone: 'Asia/Ho_Chi_Minh',
  confirmationsPerHour: 100,
  usdVndRate: { vndPerUsd: 26_300, date: '2026-11-27' },
  homeFigures: {
    clients: figure('500+', '500+', 'Khách hàng doanh nghiệp', 'Clients'),
    orders: figure('10.000+', '10K+', 'Đơn hàng mỗi tháng', 'Orders per month'),
    onTime: figure('99,8%', '99.8%', 'Giao hàng đúng hạn', 'On-time delivery', false),
    support: figure('1 ngày', '1 day', 'Phản hồi trong một ngày', 'Reply within a day'),
    rating: figure('4,9/5', '4.9/5', 'Đánh giá', 'Rating'),
    countries: figure('50+', '50+', 'Quốc gia', 'Countries'),
    totalOrders: figure('1 triệu+', '1M+', 'Đơn hàng đã xử lý', 'Orders handled'),
  },
}

function Harness({ onSave }: { onSave: (body: ReturnType<typeof settingsRequest>) => void }) {
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formValues(STORED),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(settingsRequest(values)), () => onSave({} as never))}>
      <SmtpSection form={form} stored={STORED} />
      <button type="submit">save</button>
    </form>
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
