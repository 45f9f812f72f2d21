import { describe, expect, test } from 'vitest'

import { isSmtpUrl } from './settings-schema'
import { EMPTY_FIELDS, PRESETS, providerOf, smtpFieldErrors, smtpUrlOf } from './smtp-url'

describe('the mail server as fields', () => {
  test('a preset and a sign-in make the URL the server takes, special characters encoded', () => {
    const fields = { ...EMPTY_FIELDS, ...PRESETS.google, user: 'sales@congty.vn', password: 'p@ss:w/rd#1' }
    const url = smtpUrlOf(fields)
    expect(url).toBe('smtps://sales%40congty.vn:p%40ss%3Aw%2Frd%231@smtp.gmail.com:465')
    expect(isSmtpUrl(url)).toBe(true)
    expect(smtpFieldErrors(fields)).toEqual({})
  })

  test('STARTTLS is smtp://, and a server without sign-in has no user part', () => {
    expect(smtpUrlOf({ ...EMPTY_FIELDS, ...PRESETS.microsoft, user: 'a@b.vn', password: 'x' })).toBe('smtp://a%40b.vn:x@smtp.office365.com:587')
    expect(smtpUrlOf({ ...EMPTY_FIELDS, host: 'relay.local', port: '25', security: 'starttls' })).toBe('smtp://relay.local:25')
  })

  test('says which field is wrong', () => {
    expect(smtpFieldErrors({ ...EMPTY_FIELDS, host: '', port: '99999' })).toEqual({ host: 'required', port: 'port' })
    expect(smtpFieldErrors({ ...EMPTY_FIELDS, host: 'smtp example', password: 'mật khẩu' })).toEqual({ host: 'host', password: 'ascii' })
  })

  test('knows a preset by its host', () => {
    expect(providerOf({ host: 'smtp.zoho.com' })).toBe('zoho')
    expect(providerOf({ host: 'mail.congty.vn' })).toBe('other')
  })
})
