import { fireEvent, screen } from '@testing-library/react'
import { useLocation, useNavigate } from 'react-router'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { QuerySpec } from './query-state'
import { useLinkedToolForm } from './use-linked-tool-form'

interface Form {
  price: string
  double: boolean
}
const SPEC: QuerySpec<Form> = { price: { kind: 'number' }, double: { kind: 'boolean' } }

function Probe() {
  const navigate = useNavigate()
  const location = useLocation()
  const { form, set, result, submit, reset, link } = useLinkedToolForm<Form, number>({
    initial: () => ({ price: '', double: false }),
    numberKeys: ['price'],
    spec: SPEC,
    compute: (f) => {
      const value = Number(f.price)
      return f.price !== '' && value > 0 ? value * (f.double ? 2 : 1) : null
    },
  })
  return (
    <>
      <input aria-label="price" value={form.price} onChange={(e) => set('price')(e.target.value)} />
      <button onClick={() => submit()}>calculate</button>
      <button onClick={reset}>reset</button>
      <button onClick={() => void navigate(-1)}>back</button>
      <button onClick={() => void navigate(1)}>forward</button>
      <output aria-label="result">{result ?? 'none'}</output>
      <output aria-label="search">{location.search}</output>
      <output aria-label="link">{link()}</output>
    </>
  )
}

const text = (name: string) => screen.getByLabelText(name).textContent

describe('useLinkedToolForm', () => {
  test('a link with valid inputs shows the result at once', () => {
    renderWithProviders(<Probe />, { locale: 'en', route: '/tool?lang=en&price=21&double=true' })
    expect((screen.getByLabelText('price') as HTMLInputElement).value).toBe('21')
    expect(text('result')).toBe('42')
  })

  test('a link with a bad value fills the form but shows no result, and does not crash', () => {
    renderWithProviders(<Probe />, { locale: 'en', route: '/tool?price=abc&double=maybe' })
    expect((screen.getByLabelText('price') as HTMLInputElement).value).toBe('abc')
    expect(text('result')).toBe('none')
  })

  test('Calculate records the inputs; Back and Forward bring them back; lang is kept', () => {
    renderWithProviders(<Probe />, { locale: 'en', route: '/tool?lang=en' })
    fireEvent.change(screen.getByLabelText('price'), { target: { value: '5' } })
    fireEvent.click(screen.getByText('calculate'))
    expect(text('search')).toBe('?lang=en&price=5&double=false')
    fireEvent.change(screen.getByLabelText('price'), { target: { value: '7' } })
    expect(text('link')).toMatch(/\/tool\?lang=en&price=7&double=false$/)
    fireEvent.click(screen.getByText('calculate'))
    expect(text('result')).toBe('7')

    fireEvent.click(screen.getByText('back'))
    expect(text('result')).toBe('5')
    expect((screen.getByLabelText('price') as HTMLInputElement).value).toBe('5')
    fireEvent.click(screen.getByText('back'))
    expect(text('result')).toBe('none')
    expect((screen.getByLabelText('price') as HTMLInputElement).value).toBe('')
    fireEvent.click(screen.getByText('forward'))
    fireEvent.click(screen.getByText('forward'))
    expect(text('result')).toBe('7')
  })

  test('Reset clears the inputs from the address', () => {
    renderWithProviders(<Probe />, { locale: 'en', route: '/tool?price=3' })
    expect(text('result')).toBe('3')
    fireEvent.click(screen.getByText('reset'))
    expect(text('result')).toBe('none')
    expect(text('search')).toBe('')
  })
})
