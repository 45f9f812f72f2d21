import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { FiguresSection } from './figures-section'
import type { settingsRequest } from './settings-schema'
import { SettingsHarness, STORED } from './settings-harness'

function Harness({ onSave }: { onSave: (body: ReturnType<typeof settingsRequest>) => void }) {
  return <SettingsHarness onSave={onSave} section={(form) => <FiguresSection form={form} />} />
}

describe('the home figures in Settings', () => {
  test('each figure by its place, with its texts in both languages and whether it shows (Vietnamese console)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'vi', route: '/admin/settings' })

    const headline = screen.getByRole('region', { name: 'Hàng số liệu nổi bật' })
    expect(within(headline).getAllByRole('group')).toHaveLength(4)
    const onTime = within(headline).getByRole('group', { name: 'Tỷ lệ giao đúng hạn' })
    expect(within(onTime).getByRole('checkbox', { name: 'Hiển thị' })).not.toBeChecked()
    expect(within(onTime).getByLabelText(/^Con số \(tiếng Việt\)/)).toHaveValue('99,8%')
    expect(within(onTime).getByLabelText(/^Nhãn \(tiếng Anh\)/)).toHaveValue('On-time delivery')
    const record = screen.getByRole('region', { name: 'Hàng thành tích' })
    expect(within(record).getAllByRole('group')).toHaveLength(3)

    // Shown again, with a new English value; another hidden.
    await user.click(within(onTime).getByRole('checkbox', { name: 'Hiển thị' }))
    const value = within(onTime).getByLabelText(/^Con số \(tiếng Anh\)/)
    await user.clear(value)
    await user.type(value, ' 99.9% ')
    await user.click(within(record).getByRole('group', { name: 'Số quốc gia' }).querySelector('input[type=checkbox]')!)
    await user.click(screen.getByRole('button', { name: 'save' }))
    expect(onSave).toHaveBeenCalledOnce()
    const body = onSave.mock.calls[0]![0] as ReturnType<typeof settingsRequest>
    expect(body.homeFigures?.onTime).toEqual({ ...STORED.homeFigures.onTime, shown: true, valueEn: '99.9%' })
    expect(body.homeFigures?.countries.shown).toBe(false)
    expect(body.homeFigures?.clients).toEqual(STORED.homeFigures.clients)
  })

  test('a blank label is marked in the console\'s language and nothing is sent (English console)', async () => {
    const onSave = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onSave={onSave} />, { locale: 'en', route: '/admin/settings' })

    const rating = screen.getByRole('group', { name: 'Client rating' })
    const label = within(rating).getByLabelText(/^Label \(Vietnamese\)/)
    await user.clear(label)
    await user.click(screen.getByRole('button', { name: 'save' }))
    // The schema's check is asynchronous: the message appears once it has run.
    expect(await within(rating).findByText('Required')).toBeInTheDocument()
    expect(label).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()
  })
})
