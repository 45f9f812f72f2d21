import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locale'
import { renderWithProviders } from '@/test/render'

import { HsCodeScreen } from './hs-code-screen'

const ROUTE = '/tools/hs-code-analyzer'

// Labels in each language; a required label also carries "* (required)", hence the prefix match.
const LABELS = {
  en: {
    description: /^Product description/,
    customsValue: /^Customs value \(USD\)/,
    quantity: /^Quantity/,
    unit: /^Unit/,
    origin: /^Origin country/,
    destination: /^Destination country/,
    material: /^Material/,
    usage: /^Usage/,
    composition: /^Composition/,
    tolerance: /^Technical tolerance/,
    analyze: 'Analyze',
    reset: 'Reset',
  },
  vi: {
    description: /^Mô tả sản phẩm/,
    customsValue: /^Trị giá hải quan \(USD\)/,
    quantity: /^Số lượng/,
    unit: /^Đơn vị tính/,
    origin: /^Nước xuất xứ/,
    destination: /^Nước nhập khẩu/,
    material: /^Chất liệu/,
    usage: /^Công dụng/,
    composition: /^Thành phần/,
    tolerance: /^Dung sai kỹ thuật/,
    analyze: 'Phân tích',
    reset: 'Đặt lại',
  },
} as const

interface Entry {
  description?: string
  customsValue?: string
  origin?: string
  destination?: string
  material?: string
  tolerance?: string
}

function setup(locale: Locale) {
  const user = userEvent.setup()
  renderWithProviders(<HsCodeScreen />, { locale, route: ROUTE })
  const labels = LABELS[locale]
  const field = (label: RegExp) => screen.getByLabelText(label)

  async function fill(entry: Entry) {
    if (entry.description) await user.type(field(labels.description), entry.description)
    if (entry.customsValue) await user.type(field(labels.customsValue), entry.customsValue)
    if (entry.origin) await user.selectOptions(field(labels.origin), entry.origin)
    if (entry.destination) await user.selectOptions(field(labels.destination), entry.destination)
    if (entry.material) await user.type(field(labels.material), entry.material)
    if (entry.tolerance !== undefined) {
      await user.clear(field(labels.tolerance))
      if (entry.tolerance) await user.type(field(labels.tolerance), entry.tolerance)
    }
  }

  const analyze = () => user.click(screen.getByRole('button', { name: labels.analyze }))
  const reset = () => user.click(screen.getByRole('button', { name: labels.reset }))
  return { user, labels, field, fill, analyze, reset }
}

const COMPLETE: Required<Pick<Entry, 'description' | 'customsValue' | 'origin' | 'destination'>> = {
  description: 'cotton t-shirt',
  customsValue: '10000',
  origin: 'CN',
  destination: 'VN',
}

/** The toast region once it shows a toast (the toast code loads lazily, so it is awaited). */
async function toast() {
  const region = await screen.findByRole('region', { name: /^(Notifications|Thông báo)/ })
  await waitFor(() => expect(region.querySelector('li')).not.toBeNull())
  return region
}

function resultsHeading(locale: Locale) {
  return screen.queryByRole('heading', { name: locale === 'en' ? 'Analysis results' : 'Kết quả phân tích' })
}

describe('HS code analyzer screen: validation', () => {
  it.each([
    ['description', { ...COMPLETE, description: undefined }],
    ['customs value', { ...COMPLETE, customsValue: undefined }],
    ['origin', { ...COMPLETE, origin: undefined }],
    ['destination', { ...COMPLETE, destination: undefined }],
  ])('shows the error toast when the %s is missing, and no result', async (_name, entry) => {
    const { fill, analyze } = setup('en')
    await fill(entry)
    await analyze()
    const region = await toast()
    expect(within(region).getByText('Error')).toBeInTheDocument()
    expect(
      within(region).getByText('Please fill in product description, customs value, origin and destination'),
    ).toBeInTheDocument()
    expect(resultsHeading('en')).not.toBeInTheDocument()
  })

  it('refuses a customs value of 0 or one that is not a number', async () => {
    const { fill, analyze, field, labels, user } = setup('en')
    await fill({ ...COMPLETE, customsValue: '0' })
    await analyze()
    expect(within(await toast()).getByText('Error')).toBeInTheDocument()
    await user.clear(field(labels.customsValue))
    await user.type(field(labels.customsValue), 'abc')
    await analyze()
    expect(resultsHeading('en')).not.toBeInTheDocument()
  })

  it('says it in Vietnamese too', async () => {
    const { fill, analyze } = setup('vi')
    await fill({ ...COMPLETE, description: '   ' })
    await analyze()
    const region = await toast()
    expect(within(region).getByText('Lỗi')).toBeInTheDocument()
    expect(
      within(region).getByText('Vui lòng nhập mô tả sản phẩm, trị giá hải quan, nước xuất xứ và nước nhập khẩu'),
    ).toBeInTheDocument()
  })
})

describe('HS code analyzer screen: analysis', () => {
  // Hand-computed from data.ts: 'cotton t-shirt' → textile group; tolerance 5 keeps
  //   5209.42.00 (dev 4): 12 + 10 + 0 = 22% of 10000 = 2200
  //   6109.10.10 (dev 2): 20 + 10 + 0 = 30% of 10000 = 3000
  // and drops 6203.42.90 (dev 7). Highest 3000: savings 800 and 0; max savings 800.
  it('shows the savings alert, the cards, the table and the legal note (English)', async () => {
    const { fill, analyze } = setup('en')
    await fill(COMPLETE)
    await analyze()

    const region = await toast()
    expect(within(region).getByText('Analysis Successful')).toBeInTheDocument()
    expect(within(region).getByText('Found 2 optimal HS codes')).toBeInTheDocument()

    expect(resultsHeading('en')).toBeInTheDocument()
    const alert = screen.getByText('Maximum savings: $800.00').closest('[role="status"]') as HTMLElement
    expect(alert).not.toBeNull()
    expect(within(alert).getByText('Matched product group: Textiles and garments.')).toBeInTheDocument()
    expect(within(alert).queryByText(/first three codes/)).not.toBeInTheDocument()

    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['5209.42.00', '6109.10.10'])
    const [denim, tShirt] = cards as [HTMLElement, HTMLElement]
    expect(within(denim).getByText('Rank 1')).toBeInTheDocument()
    expect(within(denim).getByText('Lowest tax')).toBeInTheDocument()
    expect(within(denim).getByText(/^Denim, woven fabrics of cotton/)).toBeInTheDocument()
    expect(within(denim).getByText('12%')).toBeInTheDocument()
    expect(within(denim).getByText('22%')).toBeInTheDocument()
    expect(within(denim).getByText('$2,200.00')).toBeInTheDocument()
    expect(within(denim).getByText('$800.00')).toBeInTheDocument()
    expect(within(denim).getByText('4%')).toBeInTheDocument()
    expect(within(denim).getByText(/^Decree 26\/2023\/ND-CP/)).toBeInTheDocument()
    expect(within(tShirt).getByText('Rank 2')).toBeInTheDocument()
    expect(within(tShirt).getByText('30%')).toBeInTheDocument()
    expect(within(tShirt).getByText('$3,000.00')).toBeInTheDocument()
    expect(within(tShirt).getByText('$0.00')).toBeInTheDocument()
    expect(screen.queryByText('6203.42.90')).not.toBeInTheDocument()

    const table = screen.getByRole('table', { name: 'HS code comparison' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', '12%', '10%', '0%', '22%', '$2,200.00', '4%', '$800.00'],
      ['2', '20%', '10%', '0%', '30%', '$3,000.00', '2%', '$0.00'],
    ])
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['5209.42.00', '6109.10.10'])

    const legal = screen.getByRole('region', { name: 'Legal compliance note' })
    expect(legal).toHaveTextContent('indicative only')
    expect(legal).toHaveTextContent('Decree 26/2023/ND-CP')
    expect(legal).toHaveTextContent('advance ruling')
  })

  it('reads Vietnamese number entry and shows Vietnamese figures and texts', async () => {
    const { fill, analyze } = setup('vi')
    await fill({ ...COMPLETE, description: 'Áo thun nam', customsValue: '10.000' })
    await analyze()

    const region = await toast()
    expect(within(region).getByText('Phân tích thành công')).toBeInTheDocument()
    expect(within(region).getByText('Tìm thấy 2 mã HS tối ưu')).toBeInTheDocument()

    // Intl puts a no-break space before 'US$'; the default text matcher reads it as a space.
    expect(screen.getByText('Tiết kiệm tối đa: 800,00 US$')).toBeInTheDocument()
    expect(screen.getByText('Nhóm hàng nhận diện: Dệt may.')).toBeInTheDocument()
    const denim = screen.getByTestId('hs-card-5209.42.00')
    expect(within(denim).getByText('Hạng 1')).toBeInTheDocument()
    expect(within(denim).getByText(/^Vải denim dệt thoi từ bông/)).toBeInTheDocument()
    expect(within(denim).getByText('2.200,00 US$')).toBeInTheDocument()
    expect(within(denim).getByText(/^Nghị định 26\/2023\/NĐ-CP/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Lưu ý tuân thủ pháp luật' })).toHaveTextContent(
      'xác định trước mã số',
    )
  })

  it('notes the tolerance fallback when no code is within the tolerance', async () => {
    const { fill, analyze } = setup('en')
    await fill({ ...COMPLETE, tolerance: '0' })
    await analyze()
    expect(within(await toast()).getByText('Found 3 optimal HS codes')).toBeInTheDocument()
    expect(screen.getByText(/the group's first three codes are shown/)).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('names the general set when no keyword matches', async () => {
    const { fill, analyze } = setup('en')
    await fill({ ...COMPLETE, description: 'Sample item SKU-42' })
    await analyze()
    expect(screen.getByText('Matched product group: General goods.')).toBeInTheDocument()
    expect(screen.getByText(/general codes are suggested/)).toBeInTheDocument()
  })
})

describe('HS code analyzer screen: reset', () => {
  it('returns every input to its default and removes the result', async () => {
    const { fill, analyze, reset, field, labels, user } = setup('en')
    await fill({ ...COMPLETE, material: 'cotton', tolerance: '7' })
    await user.type(field(labels.usage), 'retail')
    await user.type(field(labels.composition), '100% cotton')
    await user.clear(field(labels.quantity))
    await user.type(field(labels.quantity), '500')
    await user.selectOptions(field(labels.unit), 'piece')
    await analyze()
    expect(resultsHeading('en')).toBeInTheDocument()

    await reset()
    expect(resultsHeading('en')).not.toBeInTheDocument()
    expect(screen.getByText(/press Analyze to see the recommended HS codes/)).toBeInTheDocument()
    expect(field(labels.description)).toHaveValue('')
    expect(field(labels.customsValue)).toHaveValue('')
    expect(field(labels.quantity)).toHaveValue('1')
    expect(field(labels.unit)).toHaveValue('kg')
    expect(field(labels.origin)).toHaveValue('')
    expect(field(labels.destination)).toHaveValue('')
    expect(field(labels.material)).toHaveValue('')
    expect(field(labels.usage)).toHaveValue('')
    expect(field(labels.composition)).toHaveValue('')
    expect(field(labels.tolerance)).toHaveValue('5')
  })
})
