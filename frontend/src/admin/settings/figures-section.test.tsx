import { zodResolver } from '@hookform/resolvers/zod'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { AdminSettings } from '../admin-settings-api'
import { FiguresSection } from './figures-section'
import { formValues, settingsRequest, settingsSchema } from './settings-schema'
import type { SettingsForm, SettingsValues } from './settings-schema'

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
  usdVndRate: { vndPerUsd: 26_300, date: '2026-11-27' },
  confirmationsPerHour: 100,
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

/** The section inside a form checked by the settings schema, as the Settings screen has it. */
function Harness({ onSave }: { onSave: (body: ReturnType<typeof settingsRequest>) => void }) {
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formValues(STORED),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(settingsRequest(values)))}>
      <FiguresSection form={form} />
      <button type="submit">save</button>
    </form>
  )
}

describe('the home figures in Settings', () => {
  test('each figure by its place, with its texts in both languages and whether it shows (Vietnamese console)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'vi', route: '/admin/settings' })

    const headline = screen.getByRole('region', { name: 'Hàng số liệu nổi bật' })
    expect(within(headline).getAllByRole('group')).toHaveLength(4)
    const onTime = within(headline).getByRole('group', { name: 'Tỷ lệ giao đúng hạn' })
    expect(within(onTime).getByRole('checkbox', { name: 'Hiển thị' })).not.toBeChecked()
    expect(within(onTime).getByLabelText(/^Con số \(tiếng Việt\)/)).toHaveValue('99,8%')
    expect(within(onTime).getByLabelText(/^Nhãn \(tiếng Anh\)/)).toHaveValue('On-time delivery')
    const record = screen.getByRole('region', { name: 'Hàng thành tích' })
    expect(within(record).getAllByRole('group')).toHaveLength(3)

    // Shown again, with a new English value; another hidden.
    await user.click(within(onTime).getByRole('checkbox', { name: 'Hiển thị' }))
    const value = within(onTime).getByLabelText(/^Con số \(tiếng Anh\)/)
    await user.clear(value)
    await user.type(value, ' 99.9% ')
    await user.click(within(record).getByRole('group', { name: 'Số quốc gia' }).querySelector('input[type=checkbox]')!)
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(onSave).toHaveBeenCalledOnce()
    const body = onSave.mock.calls[0]![0] as ReturnType<typeof settingsRequest>
    expect(body.homeFigures?.onTime).toEqual({ ...STORED.homeFigures.onTime, shown: true, valueEn: '99.9%' })
    expect(body.homeFigures?.countries.shown).toBe(false)
    expect(body.homeFigures?.clients).toEqual(STORED.homeFigures.clients)
  })

  test('a blank label is marked in the console\'s language and nothing is sent (English console)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'en', route: '/admin/settings' })

    const rating = screen.getByRole('group', { name: 'Client rating' })
    const label = within(rating).getByLabelText(/^Label \(Vietnamese\)/)
    await user.clear(label)
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(onSave).not.toHaveBeenCalled()
    expect(label).toHaveAttribute('aria-invalid', 'true')
    expect(within(rating).getByText('Required')).toBeInTheDocument()
  })
})
