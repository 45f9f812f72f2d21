import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { LanguageProvider, useLanguage } from './language-provider'
import { LOCALE_STORAGE_KEY } from './locale'

function Probe() {
  const { locale, toggleLocale } = useLanguage()
  return (
    <button type="button" onClick={toggleLocale}>
      {locale}
    </button>
  )
}

function visit(url: string) {
  window.history.replaceState(null, '', url)
}

afterEach(() => visit('/'))

describe('LanguageProvider', () => {
  test('defaults to Vietnamese and sets <html lang>', () => {
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('vi')
    expect(document.documentElement.lang).toBe('vi')
  })

  test('?lang=en opens in English, ahead of a stored choice', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'vi')
    visit('/services?lang=en')
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
    expect(document.documentElement.lang).toBe('en')
  })

  test('an unknown ?lang is ignored', () => {
    visit('/?lang=fr')
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('vi')
  })

  test('the stored choice applies when there is no ?lang', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
  })

  test('switching stores the choice, updates <html lang> and a ?lang in the address', async () => {
    visit('/blog?lang=vi')
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(window.location.search).toBe('?lang=en')
    await act(async () => userEvent.click(screen.getByRole('button')))
    expect(document.documentElement.lang).toBe('vi')
  })

  test('the hook throws outside the provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider')
    quiet.mockRestore()
  })

  test('switching stores the choice in the locale cookie too, for the server', async () => {
    document.cookie = 'locale=; Max-Age=0; Path=/'
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(document.cookie).toContain('locale=en')
    await userEvent.click(screen.getByRole('button'))
    expect(document.cookie).toContain('locale=vi')
  })

  test('starts in the language the server rendered the page in', () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY)
    render(
      <LanguageProvider initial="en">
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
  })

  test('after hydration, a choice stored before the cookie existed wins (and is sent as the cookie)', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    document.cookie = 'locale=; Max-Age=0; Path=/'
    render(
      <LanguageProvider initial="vi">
        <Probe />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
    expect(document.cookie).toContain('locale=en')
  })
})
