import { describe, expect, test } from 'vitest'

import type { Testimonial } from '@/api/use-content-list'

import { initials, testimonialView } from './testimonial-view'

describe('initials: first letter of the first two words, uppercase', () => {
  test.each([
    ['Lan', 'L'],
    ['John Smith', 'JS'],
    ['Mary Ann Lee', 'MA'],
    ['nguyen van an', 'NV'],
    ['Nguyễn Thị Lan', 'NT'],
    ['Đặng Ánh Dương', 'ĐÁ'],
    ['ánh đào', 'ÁĐ'],
    ['  Trần   Quốc Hưng ', 'TQ'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })

  test('a decomposed accented letter stays one letter', () => {
    expect(initials('A\u0301nh Lê')).toBe('ÁL')
  })
})

const item: Testimonial = {
  id: 't1',
  nameVi: 'Nguyễn Thị Lan',
  nameEn: 'Nguyen Thi Lan',
  positionVi: 'Giám đốc Chuỗi cung ứng',
  positionEn: 'Supply Chain Director',
  companyVi: 'Công ty CP Thủy sản Kim Ngân',
  companyEn: 'Kim Ngan Seafood JSC',
  contentVi: 'Rất hài lòng.',
  contentEn: 'Very pleased.',
}

describe('testimonialView', () => {
  test('picks the current language', () => {
    expect(testimonialView(item, 'vi')).toMatchObject({
      name: 'Nguyễn Thị Lan',
      position: 'Giám đốc Chuỗi cung ứng',
      company: 'Công ty CP Thủy sản Kim Ngân',
      quote: 'Rất hài lòng.',
      initials: 'NT',
      avatarUrl: undefined,
    })
    expect(testimonialView({ ...item, avatarUrl: '/a.png' }, 'en')).toMatchObject({
      name: 'Nguyen Thi Lan',
      company: 'Kim Ngan Seafood JSC',
      quote: 'Very pleased.',
      avatarUrl: '/a.png',
    })
  })

  test('a blank avatar address counts as none', () => {
    expect(testimonialView({ ...item, avatarUrl: ' ' }, 'vi').avatarUrl).toBeUndefined()
  })
})
