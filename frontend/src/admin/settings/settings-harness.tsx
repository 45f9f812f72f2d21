import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'

import type { AdminSettings } from '../admin-settings-api'
import { formValues, settingsRequest, settingsSchema } from './settings-schema'
import type { SettingsForm, SettingsValues } from './settings-schema'

// What the Settings screen's component tests start from: settings as the server stores them,
// and a section inside a form checked by the settings schema, as the screen has it.

const figure = (valueVi: string, valueEn: string, labelVi: string, labelEn: string, shown = true) => ({
  shown,
  valueVi,
  valueEn,
  labelVi,
  labelEn,
})

export const STORED: AdminSettings = {
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

type Form = UseFormReturn<SettingsForm, unknown, SettingsValues>

/** `section` inside the form; Save hands `onSave` the request, or calls `onRefused`. */
export function SettingsHarness({
  onSave,
  onRefused,
  section,
}: {
  onSave: (body: ReturnType<typeof settingsRequest>) => void
  onRefused?: () => void
  section: (form: Form) => ReactNode
}) {
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formValues(STORED),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(settingsRequest(values)), onRefused)}>
      {section(form)}
      <button type="submit">save</button>
    </form>
  )
}
