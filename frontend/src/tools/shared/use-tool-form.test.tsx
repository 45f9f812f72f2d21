import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { useLanguage } from '@/i18n/language-provider'
import { renderWithProviders } from '@/test/render'

import { useToolForm } from './use-tool-form'

interface Form {
  price: string
  rate: string
  hsCode: string
}

function Probe() {
  const { toggleLocale } = useLanguage()
  const { form, set, reset } = useToolForm<Form, null>(() => ({ price: '', rate: '', hsCode: '' }), ['price', 'rate'])
  return (
    <>
      <input aria-label="price" value={form.price} onChange={(e) => set('price')(e.target.value)} />
      <input aria-label="rate" value={form.rate} onChange={(e) => set('rate')(e.target.value)} />
      <input aria-label="hs" value={form.hsCode} onChange={(e) => set('hsCode')(e.target.value)} />
      <button onClick={toggleLocale}>switch</button>
      <button onClick={reset}>reset</button>
    </>
  )
}

const value = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value

describe('useToolForm across a language switch', () => {
  test('numbers keep their value and take the new notation; other text is left alone', () => {
    renderWithProviders(<Probe />, { locale: 'vi' })
    fireEvent.change(screen.getByLabelText('price'), { target: { value: '10.000' } })
    fireEvent.change(screen.getByLabelText('rate'), { target: { value: '0,8' } })
    fireEvent.change(screen.getByLabelText('hs'), { target: { value: '8517.13' } })

    fireEvent.click(screen.getByText('switch'))
    expect(value('price')).toBe('10000')
    expect(value('rate')).toBe('0.8')
    expect(value('hs')).toBe('8517.13')

    fireEvent.click(screen.getByText('switch'))
    expect(value('price')).toBe('10000')
    expect(value('rate')).toBe('0,8')
    expect(value('hs')).toBe('8517.13')
  })

  test('text that is not a number stays as typed, for Calculate to refuse', () => {
    renderWithProviders(<Probe />, { locale: 'en' })
    fireEvent.change(screen.getByLabelText('price'), { target: { value: '12abc' } })
    fireEvent.click(screen.getByText('switch'))
    expect(value('price')).toBe('12abc')
    fireEvent.click(screen.getByText('reset'))
    expect(value('price')).toBe('')
  })
})
