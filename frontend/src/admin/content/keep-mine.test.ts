import { describe, expect, test } from 'vitest'

import { keepMine } from './keep-mine'

describe('keepMine', () => {
  const base = { titleVi: 'Gốc', titleEn: 'Original', contentVi: 'Nội dung', published: false }

  test("keeps the other tab's change to a field this tab never touched", () => {
    const mine = { ...base, titleVi: 'Của tôi' }
    const server = { ...base, titleEn: 'From the other tab' }
    expect(keepMine(base, mine, server)).toEqual({
      merged: { titleVi: 'Của tôi', titleEn: 'From the other tab', contentVi: 'Nội dung', published: false },
      both: [],
    })
  })

  test('names a field changed on both sides, with this tab’s text kept until a choice', () => {
    const mine = { ...base, contentVi: 'Bản A' }
    const server = { ...base, contentVi: 'Bản B' }
    expect(keepMine(base, mine, server)).toEqual({ merged: mine, both: ['contentVi'] })
  })

  test('a field changed on both sides takes the side chosen for it, each field on its own', () => {
    const mine = { ...base, titleVi: 'Tiêu đề A', titleEn: 'Title A', contentVi: 'Bản A' }
    const server = { ...base, titleVi: 'Tiêu đề B', titleEn: 'Title B', published: true }
    const { merged, both } = keepMine(base, mine, server, { titleVi: 'theirs', titleEn: 'mine' })
    expect(both).toEqual(['titleVi', 'titleEn'])
    // Chosen per field; changed only here (contentVi) is mine, only there (published) theirs.
    expect(merged).toEqual({ titleVi: 'Tiêu đề B', titleEn: 'Title A', contentVi: 'Bản A', published: true })
  })

  test('the same change on both sides is no conflict, and a choice for an unchanged field is ignored', () => {
    const mine = { ...base, titleEn: 'Same words' }
    const server = { ...base, titleEn: 'Same words', titleVi: 'Khác' }
    expect(keepMine(base, mine, server, { titleVi: 'mine', contentVi: 'mine' })).toEqual({
      merged: { ...base, titleEn: 'Same words', titleVi: 'Khác' },
      both: [],
    })
  })
})
