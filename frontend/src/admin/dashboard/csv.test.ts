import { describe, expect, test } from 'vitest'

import { csvName, toCsv } from './csv'

describe('dashboard CSV', () => {
  test('BOM, header, CRLF, quoting and formula guard', () => {
    const csv = toCsv(['Trang', 'Khách'], [
      ['/blog/a,b', 3],
      ['=HYPERLINK("x")', -1],
    ])
    expect(csv).toBe('\uFEFFTrang,Khách\r\n"/blog/a,b",3\r\n"\'=HYPERLINK(""x"")",-1\r\n')
  })

  test('file names carry the table and the period', () => {
    expect(csvName('pages', '2025-03-01', '2025-03-30')).toBe('tradelane-pages-2025-03-01-2025-03-30.csv')
  })
})
