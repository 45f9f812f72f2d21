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
    duty: /^MFN import duty rate/,
    preferential: /^FTA special preferential rate/,
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
    duty: /^Thuế suất nhập khẩu MFN/,
    preferential: /^Thuế suất ưu đãi đặc biệt/,
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
  duty?: string
  preferential?: string
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
    if (entry.duty) await user.type(field(labels.duty), entry.duty)
    if (entry.preferential) await user.type(field(labels.preferential), entry.preferential)
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
  return screen.queryByRole('heading', { name: locale === 'en' ? 'Classification guidance' : 'Gợi ý phân loại' })
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
  it('proposes only the heading of the goods, with its reasons, and computes taxes from the rates entered (English)', async () => {
    const { fill, analyze } = setup('en')
    await fill({ ...COMPLETE, duty: '20', preferential: '5' })
    await analyze()

    // Read out by the result's live region, not a toast over the header (docs/decisions-spec.md §22).
    const announcer = document.getElementById('tool-result-announcer')!
    await waitFor(() => expect(announcer).toHaveTextContent('Analysis Successful. Found 2 subheadings to consider'))

    expect(resultsHeading('en')).toBeInTheDocument()
    expect(screen.getByText(/This is guidance, not a classification decision/)).toBeInTheDocument()
    expect(screen.getByText('Because the description says: "t-shirt"')).toBeInTheDocument()

    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['6109.10', '6109.90'])
    const [cotton, other] = cards as [HTMLElement, HTMLElement]
    expect(within(cotton).getByText('Option 1')).toBeInTheDocument()
    expect(within(cotton).getByText('Best fit for the description')).toBeInTheDocument()
    expect(within(cotton).getByText('Matches: "cotton"')).toBeInTheDocument()
    expect(within(other).getByText(/says nothing that singles out/)).toBeInTheDocument()
    expect(screen.queryByText(/^52/)).not.toBeInTheDocument()

    // 10,000 × 20% = 2,000 duty; VAT 10% of 12,000 = 1,200; at 5%: 500 + 1,050 = 1,550; saving 1,650.
    expect(screen.getByText('$3,200.00')).toBeInTheDocument()
    expect(screen.getByText('$1,550.00')).toBeInTheDocument()
    expect(screen.getByText('Lawful saving with the FTA: $1,650.00')).toBeInTheDocument()
    expect(screen.getByText('ASEAN–China Free Trade Area (ACFTA)')).toBeInTheDocument()

    const legal = screen.getByRole('region', { name: 'Note: guidance, not a classification ruling' })
    expect(legal).toHaveTextContent('never choose a code for its rate')
    expect(legal).toHaveTextContent('advance ruling')
  })

  it('for another importing country names its tariff and shows no Vietnamese rate (Vietnamese)', async () => {
    const { fill, analyze } = setup('vi')
    await fill({ ...COMPLETE, description: 'Áo thun nam, 100% cotton, dệt kim', customsValue: '10.000', origin: 'VN', destination: 'DE' })
    expect(screen.queryByLabelText(LABELS.vi.duty)).not.toBeInTheDocument()
    await analyze()

    const announcer = document.getElementById('tool-result-announcer')!
    await waitFor(() => expect(announcer).toHaveTextContent(/^Phân tích thành công\./))
    expect(screen.getByTestId('hs-card-6109.10')).toHaveTextContent('Khớp với: “100% cotton”')
    expect(screen.getByText(/Biểu thuế quan chung của EU \(TARIC\)/)).toBeInTheDocument()
    expect(screen.queryByText(/Nghị định 26\/2023/)).not.toBeInTheDocument()
    expect(screen.getByText('Hiệp định Thương mại tự do Việt Nam – EU (EVFTA)')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Lưu ý: đây là gợi ý, không phải tư vấn phân loại' })).toHaveTextContent(
      'xác định trước mã số',
    )
  })

  it('proposes nothing it cannot place', async () => {
    const { fill, analyze } = setup('en')
    await fill({ ...COMPLETE, description: 'Sample item SKU-42' })
    await analyze()
    const announcer = document.getElementById('tool-result-announcer')!
    await waitFor(() => expect(announcer).toHaveTextContent('No heading recognised yet'))
    expect(screen.getByText(/No heading was recognised from the description/)).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })
})

describe('HS code analyzer screen: reset', () => {
  it('returns every input to its default and removes the result', async () => {
    const { fill, analyze, reset, field, labels, user } = setup('en')
    await fill({ ...COMPLETE, material: 'cotton', duty: '12' })
    await user.type(field(labels.usage), 'retail')
    await user.type(field(labels.composition), '100% cotton')
    await user.clear(field(labels.quantity))
    await user.type(field(labels.quantity), '500')
    await user.selectOptions(field(labels.unit), 'piece')
    await analyze()
    expect(resultsHeading('en')).toBeInTheDocument()

    await reset()
    expect(resultsHeading('en')).not.toBeInTheDocument()
    expect(screen.getByText(/press Analyze to see the suggested HS subheadings/)).toBeInTheDocument()
    expect(field(labels.description)).toHaveValue('')
    expect(field(labels.customsValue)).toHaveValue('')
    expect(field(labels.quantity)).toHaveValue('1')
    expect(field(labels.unit)).toHaveValue('kg')
    expect(field(labels.origin)).toHaveValue('')
    expect(field(labels.destination)).toHaveValue('')
    expect(field(labels.material)).toHaveValue('')
    expect(field(labels.usage)).toHaveValue('')
    expect(field(labels.composition)).toHaveValue('')
    expect(screen.queryByLabelText(labels.duty)).not.toBeInTheDocument()
  })
})
