import { describe, expect, test } from 'vitest'

import { serverErrorText } from '@/api/client'
import { TEST_SETTINGS } from '@/test/settings'

import { hoursRows } from './business-hours'
import { contactRequest } from './contact-api'
import { contactSchema } from './contact-form-schema'
import { contactPageJsonLd } from './contact-json-ld'

describe('serverErrorText', () => {
  test('reads a non-blank `error` text, and nothing else', () => {
    expect(serverErrorText({ error: 'Email is required.' })).toBe('Email is required.')
    expect(serverErrorText({ error: '  ' })).toBeUndefined()
    expect(serverErrorText({ error: 42 })).toBeUndefined()
    expect(serverErrorText('Bad Gateway')).toBeUndefined()
    expect(serverErrorText(undefined)).toBeUndefined()
    expect(serverErrorText(null)).toBeUndefined()
  })
})

describe('contactSchema and contactRequest', () => {
  const valid = { name: ' An ', email: ' an@congty.vn ', phone: ' ', company: 'ABC', message: 'Hi', website: '' }

  test('trims values and sends the locale; a blank phone is left out', () => {
    const values = contactSchema.parse(valid)
    expect(contactRequest(values, 'en')).toEqual({
      name: 'An',
      email: 'an@congty.vn',
      company: 'ABC',
      message: 'Hi',
      preferredLanguage: 'en',
      website: '',
    })
    expect(contactRequest(contactSchema.parse({ ...valid, phone: '090' }), 'vi')).toMatchObject({ phone: '090', preferredLanguage: 'vi' })
  })

  test('codes: required first, then the e-mail format, then the length in characters', () => {
    const issue = (patch: Partial<typeof valid>) => contactSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message
    expect(issue({ email: '' })).toBe('required')
    expect(issue({ email: 'a@b' })).toBe('invalidEmail')
    expect(issue({ name: '   ' })).toBe('required')
    expect(issue({ name: 'ễ'.repeat(200) })).toBeUndefined()
    expect(issue({ name: 'ễ'.repeat(201) })).toBe('tooLong')
    expect(issue({ name: '😀'.repeat(200) })).toBeUndefined() // 400 UTF-16 units, 200 characters
    expect(issue({ phone: '1'.repeat(51) })).toBe('tooLong')
  })
})

describe('contactPageJsonLd', () => {
  test('ContactPage with the brand contact point, canonical per language', () => {
    const vi = contactPageJsonLd('vi', TEST_SETTINGS, 'https://example.vn')
    expect(vi).toMatchObject({
      '@type': 'ContactPage',
      url: 'https://example.vn/contact',
      inLanguage: 'vi',
      mainEntity: { name: TEST_SETTINGS.companyName, contactPoint: { email: TEST_SETTINGS.email, telephone: TEST_SETTINGS.phone } },
    })
    expect(contactPageJsonLd('en', TEST_SETTINGS, 'https://example.vn')).toMatchObject({ url: 'https://example.vn/contact?lang=en', name: 'Contact us' })
  })
})

describe('hoursRows', () => {
  test('one row per part; the first ": " splits days from times, so clock times stay whole', () => {
    expect(hoursRows('Thứ Hai – Thứ Sáu: 8:00 – 18:00; Thứ Bảy: 8:00 – 12:00; Chủ nhật: nghỉ')).toEqual([
      { days: 'Thứ Hai – Thứ Sáu', times: '8:00 – 18:00' },
      { days: 'Thứ Bảy', times: '8:00 – 12:00' },
      { days: 'Chủ nhật', times: 'Nghỉ' },
    ])
  })

  test('a part without "days: times" is kept whole; blank parts are dropped', () => {
    expect(hoursRows('Mở cửa mọi ngày 7:00 – 21:00;  ; ')).toEqual([{ days: 'Mở cửa mọi ngày 7:00 – 21:00' }])
    expect(hoursRows('By appointment only')).toEqual([{ days: 'By appointment only' }])
    expect(hoursRows('')).toEqual([])
  })
})
