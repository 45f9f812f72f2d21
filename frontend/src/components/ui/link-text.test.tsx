import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { LinkText } from './link-text'

function link(visible: string, name: string) {
  render(
    <a href="/services/van-tai-bien">
      <LinkText visible={visible} name={name} />
    </a>,
  )
  return screen.getByRole('link')
}

describe('LinkText', () => {
  test('the full name is the link text, and it starts with what is seen', () => {
    const a = link('Tìm hiểu thêm', 'Tìm hiểu thêm về Vận tải đường biển')
    expect(a).toHaveAccessibleName('Tìm hiểu thêm về Vận tải đường biển')
    expect(a).not.toHaveAttribute('aria-label')
    expect(a.textContent).toBe('Tìm hiểu thêm về Vận tải đường biển')
    expect(a.querySelector('.sr-only')?.textContent).toBe('về Vận tải đường biển')
  })

  test('a name that goes on without a space', () => {
    expect(link('Read', 'Read: Cutting DEM/DET')).toHaveAccessibleName('Read: Cutting DEM/DET')
  })

  test('a name that does not start with the visible text is read instead of it', () => {
    const a = link('Details', 'Case study: cold chain')
    expect(a).toHaveAccessibleName('Case study: cold chain')
    expect(a.querySelector('[aria-hidden]')?.textContent).toBe('Details')
  })
})
