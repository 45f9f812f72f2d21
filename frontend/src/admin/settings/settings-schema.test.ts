import { describe, expect, test } from 'vitest'

import { formValues, isHttpsUrl, isSmtpUrl, recipientList, settingsRequest, settingsSchema } from './settings-schema'
import type { AdminSettings } from '../admin-settings-api'
import type { SettingsForm } from './settings-schema'

const STORED: AdminSettings = {
  companyName: 'Tradelane',
  legalName: 'Tradelane Logistics Consulting',
  taglineVi: 'Tư vấn chuỗi cung ứng và logistics',
  taglineEn: 'Supply chain & logistics consulting',
  phone: '+84 28 0000 0000',
  email: 'contact@tradelane.example',
  streetVi: '123 Đường Nguyễn Huệ, Quận 1',
  streetEn: '123 Nguyen Hue Street, District 1',
  cityVi: 'TP. Hồ Chí Minh, Việt Nam',
  cityEn: 'Ho Chi Minh City, Vietnam',
  hoursVi: 'Thứ Hai – Thứ Sáu: 8:00 – 18:00',
  hoursEn: 'Monday – Friday: 8:00 – 18:00',
  facebookUrl: 'https://www.facebook.com/',
  linkedinUrl: '',
  youtubeUrl: '',
  zaloUrl: '',
  notifyTo: ['owner@tradelane.example'],
  smtpConfigured: true,
  smtpFromEnv: false,
  timeZone: 'Asia/Ho_Chi_Minh',
  usdVndRate: { vndPerUsd: 26_300, date: '2026-11-27' },
  confirmationsPerHour: 100,
  homeFigures: {
    clients: { shown: true, valueVi: '500+', valueEn: '500+', labelVi: 'Khách hàng doanh nghiệp', labelEn: 'Clients' },
    orders: { shown: true, valueVi: '10.000+', valueEn: '10K+', labelVi: 'Đơn hàng mỗi tháng', labelEn: 'Orders per month' },
    onTime: { shown: false, valueVi: '99,8%', valueEn: '99.8%', labelVi: 'Giao hàng đúng hạn', labelEn: 'On-time delivery' },
    support: { shown: true, valueVi: '1 ngày', valueEn: '1 day', labelVi: 'Phản hồi trong một ngày', labelEn: 'Reply within a day' },
    rating: { shown: true, valueVi: '4,9/5', valueEn: '4.9/5', labelVi: 'Đánh giá', labelEn: 'Rating' },
    countries: { shown: true, valueVi: '50+', valueEn: '50+', labelVi: 'Quốc gia', labelEn: 'Countries' },
    totalOrders: { shown: true, valueVi: '1 triệu+', valueEn: '1M+', labelVi: 'Đơn hàng đã xử lý', labelEn: 'Orders handled' },
  },
}

const valid = (): SettingsForm => formValues(STORED)
/** The first error's field and code for the form with `patch` applied. */
function firstIssue(patch: Partial<SettingsForm>) {
  const issue = settingsSchema.safeParse({ ...valid(), ...patch }).error?.issues[0]
  return issue && { field: issue.path.join('.'), code: issue.message }
}

describe('settings schema: the server\'s rules', () => {

  test('the stored settings are valid as they are', () => {
    expect(settingsSchema.safeParse(valid()).success).toBe(true)
  })

  test('required texts, trimmed; lengths in characters (phone 50, others 200)', () => {
    expect(firstIssue({ companyName: '   ' })).toEqual({ field: 'companyName', code: 'required' })
    expect(firstIssue({ phone: '1'.repeat(51) })).toEqual({ field: 'phone', code: 'tooLong:50' })
    expect(firstIssue({ phone: '1'.repeat(50) })).toBeUndefined()
    expect(firstIssue({ hoursEn: 'ễ'.repeat(200) })).toBeUndefined()
    expect(firstIssue({ hoursEn: 'ễ'.repeat(201) })).toEqual({ field: 'hoursEn', code: 'tooLong:200' })
    expect(firstIssue({ legalName: '😀'.repeat(200) })).toBeUndefined() // 400 UTF-16 units
  })

  test('home figures: values of at most 20 characters, labels of at most 100, none blank, hidden or not', () => {
    const figures = (patch: Partial<SettingsForm['homeFigures']['clients']>) => ({
      homeFigures: { ...STORED.homeFigures, onTime: { ...STORED.homeFigures.onTime, ...patch } },
    })
    expect(firstIssue(figures({ valueVi: '  ' }))).toEqual({ field: 'homeFigures.onTime.valueVi', code: 'required' })
    expect(firstIssue(figures({ valueEn: 'x'.repeat(21) }))).toEqual({ field: 'homeFigures.onTime.valueEn', code: 'tooLong:20' })
    expect(firstIssue(figures({ valueEn: 'ễ'.repeat(20) }))).toBeUndefined()
    expect(firstIssue(figures({ labelVi: 'ễ'.repeat(101) }))).toEqual({ field: 'homeFigures.onTime.labelVi', code: 'tooLong:100' })
    expect(firstIssue(figures({ labelEn: '' }))).toEqual({ field: 'homeFigures.onTime.labelEn', code: 'required' })
  })

  test('the e-mail must be an address with a domain', () => {
    expect(firstIssue({ email: '' })).toEqual({ field: 'email', code: 'required' })
    expect(firstIssue({ email: 'contact@tradelane' })).toEqual({ field: 'email', code: 'invalidEmail' })
    expect(firstIssue({ email: ' lan@kimngan.vn ' })).toBeUndefined()
  })

  test('links: empty, or https:// with a dotted host, at most 500 characters', () => {
    expect(firstIssue({ zaloUrl: '' })).toBeUndefined()
    expect(firstIssue({ zaloUrl: 'https://zalo.me/0901234567' })).toBeUndefined()
    expect(firstIssue({ facebookUrl: 'http://www.facebook.com/' })).toEqual({ field: 'facebookUrl', code: 'https' })
    expect(firstIssue({ youtubeUrl: 'javascript:alert(1)' })).toEqual({ field: 'youtubeUrl', code: 'https' })
    expect(firstIssue({ linkedinUrl: `https://linkedin.com/${'a'.repeat(480)}` })).toEqual({ field: 'linkedinUrl', code: 'tooLong:500' })
    expect(isHttpsUrl('https://exa mple.com')).toBe(false)
    expect(isHttpsUrl('https://localhost/')).toBe(false)
    expect(isHttpsUrl('https://example.vn/ngôn-ngữ')).toBe(false) // paste links percent-encoded, as browsers copy them
    expect(isHttpsUrl('https://example.vn/ng%C3%B4n-ng%E1%BB%AF?tab=1#top')).toBe(true)
  })

  test('recipients: one a line, at most 10, each a valid address', () => {
    expect(recipientList(' a@x.vn \n\n b@y.vn; c@z.vn, ')).toEqual(['a@x.vn', 'b@y.vn', 'c@z.vn'])
    expect(firstIssue({ notifyTo: '' })).toBeUndefined()
    expect(firstIssue({ notifyTo: 'a@x.vn\nnot-an-address' })).toEqual({ field: 'notifyTo', code: 'invalidEmail' })
    const eleven = Array.from({ length: 11 }, (_, i) => `owner${i}@x.vn`).join('\n')
    expect(firstIssue({ notifyTo: eleven })).toEqual({ field: 'notifyTo', code: 'tooMany:10' })
  })

  test('the SMTP URL is checked only when the owner replaces it', () => {
    expect(firstIssue({ smtpAction: 'keep', smtpUrl: '' })).toBeUndefined()
    expect(firstIssue({ smtpAction: 'replace', smtpUrl: '' })).toEqual({ field: 'smtpUrl', code: 'required' })
    expect(firstIssue({ smtpAction: 'replace', smtpUrl: 'https://mail.example.com' })).toEqual({ field: 'smtpUrl', code: 'smtp' })
    expect(firstIssue({ smtpAction: 'replace', smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465' })).toBeUndefined()
    expect(isSmtpUrl('smtp://smtp.example.com:587')).toBe(true)
    expect(isSmtpUrl('smtp://smtp.example.com/inbox')).toBe(false)
    expect(isSmtpUrl('smtp://user:p@ss@smtp.example.com')).toBe(false) // @ in a password: %40
    expect(isSmtpUrl('smtp://smtp.example.com:65536')).toBe(false)
    expect(isSmtpUrl('smtp://')).toBe(false)
  })
})

describe('settingsRequest', () => {
  const parse = (patch: Partial<SettingsForm>) => settingsRequest(settingsSchema.parse({ ...valid(), ...patch }))

  test('every field trimmed, recipients without repeats, and no smtpUrl when kept', () => {
    const body = parse({ phone: ' +84 90 111 2222 ', notifyTo: 'a@x.vn\nA@X.vn\nb@y.vn' })
    expect(body.phone).toBe('+84 90 111 2222')
    expect(body.notifyTo).toEqual(['a@x.vn', 'b@y.vn'])
    expect(body.zaloUrl).toBe('')
    expect('smtpUrl' in body).toBe(false)
    expect('smtpAction' in body).toBe(false)
    expect(Object.keys(body).sort()).toEqual(
      [...Object.keys(STORED).filter((k) => k !== 'smtpConfigured' && k !== 'smtpFromEnv')].sort(),
    )
  })

  test('the figures are sent whole, trimmed, with whether each is shown', () => {
    const body = parse({
      homeFigures: { ...STORED.homeFigures, clients: { ...STORED.homeFigures.clients, valueVi: ' 600+ ', shown: false } },
    })
    expect(body.homeFigures).toEqual({
      ...STORED.homeFigures,
      clients: { ...STORED.homeFigures.clients, valueVi: '600+', shown: false },
    })
  })

  test('replace sends the new URL; remove sends ""', () => {
    expect(parse({ smtpAction: 'replace', smtpUrl: ' smtps://u:p@smtp.example.com ' }).smtpUrl).toBe('smtps://u:p@smtp.example.com')
    expect(parse({ smtpAction: 'remove', smtpUrl: 'ignored' }).smtpUrl).toBe('')
  })

  test('the form starts from the stored values and never holds the SMTP secret', () => {
    expect(valid()).toMatchObject({ notifyTo: 'owner@tradelane.example', smtpAction: 'keep', smtpUrl: '' })
  })
})
