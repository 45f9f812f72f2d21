import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ToolsIndexScreen } from './tools-index-screen'

const AVAILABLE = [
  '/tools/incoterms-calculator',
  '/tools/freight-calculator',
  '/tools/demurrage-calculator',
  '/tools/hs-code-analyzer',
]

describe.each([
  {
    locale: 'en' as const,
    heading: 'Free logistics calculators',
    listTitle: 'Choose a tool',
    open: /^Open tool/,
    soon: /^Coming soon/,
    request: 'Request a Tool',
    titles: ['Incoterms Calculator', 'Freight Calculator', 'Demurrage Calculator', 'HS Code Analyzer', 'Container Calculator', 'Cost Analysis', 'Delivery Estimator'],
  },
  {
    locale: 'vi' as const,
    heading: 'Công cụ tính toán logistics miễn phí',
    listTitle: 'Chọn công cụ',
    open: /^Mở công cụ/,
    soon: /^Sắp ra mắt/,
    request: 'Đề xuất công cụ',
    titles: ['Công cụ tính Incoterms', 'Tính cước vận tải biển', 'Tính phí lưu container', 'Phân tích mã HS', 'Tính xếp hàng container', 'Phân tích chi phí', 'Ước tính thời gian giao hàng'],
  },
])('ToolsIndexScreen ($locale)', ({ locale, heading, listTitle, open, soon, request, titles }) => {
  test('seven cards: four available tools linked, three coming soon and disabled', () => {
    renderWithProviders(<ToolsIndexScreen />, { locale, route: '/tools' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)

    const cards = within(within(screen.getByRole('region', { name: listTitle })).getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(7)
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(titles)
    for (const card of cards) {
      expect(card.querySelector('svg')).not.toBeNull()
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20)
    }

    const links = screen.getAllByRole('link', { name: open })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(AVAILABLE)
    links.forEach((link, i) => expect(link).toHaveAccessibleName(new RegExp(titles[i]!)))

    const disabled = screen.getAllByRole('button', { name: soon })
    expect(disabled).toHaveLength(3)
    for (const [i, button] of disabled.entries()) {
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleName(new RegExp(titles[i + 4]!))
      expect(within(cards[i + 4]!).queryByRole('link')).not.toBeInTheDocument()
    }
  })

  test('Request a Tool links to /contact', () => {
    renderWithProviders(<ToolsIndexScreen />, { locale, route: '/tools' })
    expect(screen.getByRole('link', { name: request })).toHaveAttribute('href', '/contact')
    expect(document.title).toContain(heading)
  })
})
