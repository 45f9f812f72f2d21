import { describe, expect, test } from 'vitest'

import { keepMine } from './keep-mine'

describe('keepMine', () => {
  const base = { titleVi: 'Gốc', titleEn: 'Original', contentVi: 'Nội dung' }

  test("keeps the other tab's change to a field this tab never touched", () => {
    const mine = { ...base, titleVi: 'Của tôi' }
    const server = { ...base, titleEn: 'From the other tab' }
    expect(keepMine(base, mine, server)).toEqual({
      merged: { titleVi: 'Của tôi', titleEn: 'From the other tab', contentVi: 'Nội dung' },
      both: [],
    })
  })

  test('names a field changed on both sides, with this tab’s text kept', () => {
    const mine = { ...base, contentVi: 'Bản A' }
    const server = { ...base, contentVi: 'Bản B' }
    expect(keepMine(base, mine, server)).toEqual({ merged: mine, both: ['contentVi'] })
  })
})
