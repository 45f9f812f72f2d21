import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { LoadState } from '@/components/ui/load-state'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { useContentPage } from './use-content-list'

function Industries() {
  const query = useContentPage('/industries', { limit: 12, offset: 0 })
  return <LoadState query={query}>{({ items }) => <p>{items.length} industries</p>}</LoadState>
}

afterEach(() => vi.unstubAllGlobals())

describe('a content list read under LoadState', () => {
  test('shows the loading text, then the content', async () => {
    const fetch = vi.fn(async () => jsonResponse([{ id: '1' }, { id: '2' }]))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<Industries />, { locale: 'vi' })
    expect(screen.getByText('Đang tải...')).toBeInTheDocument()
    expect(await screen.findByText('2 industries')).toBeInTheDocument()
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/industries')
    expect(request.credentials).toBe('include')
  })

  test('a failed read shows a message with Retry, which reads again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('boom', { status: 500 }))
      .mockResolvedValueOnce(jsonResponse([{ id: '1' }]))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<Industries />, { locale: 'en' })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded')
    expect(fetch).toHaveBeenCalledTimes(1) // no automatic retry
    await userEvent.click(retry)
    await waitFor(() => expect(screen.getByText('1 industries')).toBeInTheDocument())
  })
})
