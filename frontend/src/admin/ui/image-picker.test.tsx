import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, stubApi } from '@/test/render'

import { ImagePicker } from './image-picker'
import type { MediaItem } from './media-library'

afterEach(() => vi.unstubAllGlobals())

const hash = (n: number) => String(n).repeat(32)
const item = (n: number, altVi: string, altEn: string): MediaItem => ({
  id: `m${n}`,
  url: `/media/${hash(n)}.jpg`,
  cardUrl: `/media/${hash(n)}-card.jpg`,
  shareUrl: `/media/${hash(n)}-share.jpg`,
  altVi,
  altEn,
  width: 1600,
  height: 900,
  bytes: 200_000,
  createdAt: '2026-11-25T06:00:00Z',
})
const PORT = item(1, 'Cảng Cát Lái lúc bình minh', 'Cat Lai port at dawn')
const SHIP = item(2, 'Tàu container <script>', 'A container ship <script>')
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

/** `GET /admin/media` as the server answers it over `items`: a page, or the picture at `?url=`. */
function library(items: () => MediaItem[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams
    const url = query.get('url')
    if (url !== null) {
      const found = items().filter((i) => [i.url, i.cardUrl, i.shareUrl].includes(url))
      return jsonResponse({ items: found, total: found.length })
    }
    const limit = Number(query.get('limit') ?? 24)
    const offset = Number(query.get('offset') ?? 0)
    return jsonResponse({ items: items().slice(offset, offset + limit), total: items().length })
  }
}

/** The picker inside a form that keeps its value, as an editor would. */
function Editor({ initial, onChange }: { initial?: string; onChange: (url: string | undefined) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <ImagePicker
      label="Ảnh bài viết"
      value={value}
      onChange={(url) => {
        setValue(url)
        onChange(url)
      }}
    />
  )
}

describe('ImagePicker', () => {
  test('shows the current picture with its alt text, chooses another from the library, removes it', async () => {
    stubApi({ 'GET /admin/media': library(() => [SHIP, PORT]) })
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Editor initial={PORT.url} onChange={onChange} />, { locale: 'en' })
    const current = await screen.findByRole('img', { name: 'Cat Lai port at dawn' })
    expect(current).toHaveAttribute('src', PORT.cardUrl)
    expect(screen.getByRole('group', { name: 'Ảnh bài viết' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Choose from the library' }))
    expect(screen.getByRole('button', { name: 'Choose picture: Cat Lai port at dawn' })).toHaveAttribute('aria-pressed', 'true')
    // Owner text is text.
    await user.click(screen.getByRole('button', { name: 'Choose picture: A container ship <script>' }))
    expect(onChange).toHaveBeenLastCalledWith(SHIP.url)
    expect(await screen.findByRole('img', { name: 'A container ship <script>' })).toHaveAttribute('src', SHIP.cardUrl)
    expect(screen.getByRole('group', { name: 'Ảnh bài viết' }).querySelector('script')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Remove picture' }))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    expect(screen.getByText('No picture yet.')).toBeInTheDocument()
  })

  test('a picture from elsewhere is shown as not in the library', async () => {
    const fetch = stubApi({ 'GET /admin/media': library(() => []) })
    renderWithProviders(<Editor initial="https://example.com/dem-det.svg" onChange={vi.fn()} />, { locale: 'vi' })
    expect(await screen.findByText('Ảnh này không nằm trong thư viện.')).toBeInTheDocument()
    // An address outside the library is not looked up.
    expect(fetch).not.toHaveBeenCalled()
  })

  test('a picture the library does not have (a removed seed picture) is shown as not in it', async () => {
    stubApi({ 'GET /admin/media': library(() => []) })
    renderWithProviders(<Editor initial="/images/blog/dem-det.svg" onChange={vi.fn()} />, { locale: 'vi' })
    expect(await screen.findByText('Ảnh này không nằm trong thư viện.')).toBeInTheDocument()
  })

  test('the library is chosen from a page at a time', async () => {
    const many = Array.from({ length: 14 }, (_, i) => item(i + 1, `Ảnh số ${i + 1}`, `Picture ${i + 1}`))
    const fetch = stubApi({ 'GET /admin/media': library(() => many) })
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Editor onChange={onChange} />, { locale: 'en' })
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }))
    const pictures = await screen.findByRole('list', { name: 'Pictures in the library' })
    expect(pictures.querySelectorAll('li')).toHaveLength(12)
    expect(screen.getByText('1–12 of 14')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Choose picture: Picture 14' }))
    expect(onChange).toHaveBeenLastCalledWith(many[13]!.url)
    const asked = fetch.mock.calls.map(([r]) => new URL(r.url).search)
    expect(asked).toContain('?limit=12&offset=0')
    expect(asked).toContain('?limit=12&offset=12')
    expect(asked.every((query) => !query.includes('limit=') || query.includes('limit=12'))).toBe(true)
  })

  test('upload: checks the file and the alt texts first, then sends the form and picks the new picture', async () => {
    let stored: MediaItem[] = []
    const fetch = stubApi({
      'GET /admin/media': library(() => stored),
      'POST /admin/media': () => {
        stored = [PORT]
        return jsonResponse(PORT, 201)
      },
    })
    const onChange = vi.fn()
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<Editor onChange={onChange} />, { locale: 'vi' })
    await user.click(await screen.findByRole('button', { name: 'Tải ảnh mới' }))

    // An SVG named .png is refused with the server's own words, before anything is sent.
    await user.upload(screen.getByLabelText(/^Tệp ảnh/), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Tải lên' }))
    expect(
      await screen.findByText(
        'Chỉ nhận ảnh JPEG, PNG hoặc WebP. Tệp này không phải ảnh thuộc các định dạng đó (SVG, GIF và tài liệu đều bị từ chối).',
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Bắt buộc')).toHaveLength(2)
    expect(fetch.mock.calls.some(([r]) => r.method === 'POST')).toBe(false)

    await user.upload(screen.getByLabelText(/^Tệp ảnh/), new File([PNG_HEAD], 'logo.svg', { type: 'image/svg+xml' }))
    await user.type(screen.getByLabelText(/^Mô tả ảnh \(tiếng Việt\)/), 'Cảng Cát Lái lúc bình minh')
    await user.type(screen.getByLabelText(/^Mô tả ảnh \(tiếng Anh\)/), 'Cat Lai port at dawn')
    await user.click(screen.getByRole('button', { name: 'Tải lên' }))
    expect(await screen.findByRole('img', { name: 'Cảng Cát Lái lúc bình minh' })).toBeInTheDocument()
    expect(onChange).toHaveBeenLastCalledWith(PORT.url)

    const sent = fetch.mock.calls.map(([r]) => r).find((r) => r.method === 'POST')!
    const form = await sent.formData()
    expect(form.get('altVi')).toBe('Cảng Cát Lái lúc bình minh')
    expect(form.get('altEn')).toBe('Cat Lai port at dawn')
    // (jsdom does not keep a file's bytes through Request.formData(); the browser test does.)
    expect(form.has('file')).toBe(true)
  })

  test("the server's refusal is shown in its own words", async () => {
    stubApi({
      'GET /admin/media': library(() => []),
      'POST /admin/media': () => jsonResponse({ error: 'Ảnh quá nhỏ (60 × 60 điểm ảnh).' }, 400),
    })
    const onChange = vi.fn()
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<Editor onChange={onChange} />, { locale: 'vi' })
    await user.click(await screen.findByRole('button', { name: 'Tải ảnh mới' }))
    await user.upload(screen.getByLabelText(/^Tệp ảnh/), new File([PNG_HEAD], 'tiny.png', { type: 'image/png' }))
    await user.type(screen.getByLabelText(/^Mô tả ảnh \(tiếng Việt\)/), 'Biểu tượng')
    await user.type(screen.getByLabelText(/^Mô tả ảnh \(tiếng Anh\)/), 'Logo')
    await user.click(screen.getByRole('button', { name: 'Tải lên' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ảnh quá nhỏ (60 × 60 điểm ảnh).')
    expect(onChange).not.toHaveBeenCalled()
  })
})
