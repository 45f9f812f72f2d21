import { describe, expect, test } from 'vitest'

import { resultLines } from './result-lines'

describe('resultLines', () => {
  test('keeps lines with a percent sign, dash stripped', () => {
    const content = 'Context: a shrimp exporter.\nWhat we did:\n- Direct sailings\n- 24% shorter transit\n- 17% lower cost'
    expect(resultLines(content)).toEqual(['24% shorter transit', '17% lower cost'])
  })

  test('keeps lines with the word increase, in any case', () => {
    expect(resultLines('- Zero stoppages\n- An INCREASE in shelf availability')).toEqual([
      'An INCREASE in shelf availability',
    ])
  })

  test('keeps lines with the Vietnamese words giảm or tăng, in any case', () => {
    const content = 'Giải pháp:\n- Gộp ba kho\n- Giảm thời gian bổ sung hàng\n- Tỷ lệ phân luồng xanh TĂNG mạnh'
    expect(resultLines(content)).toEqual(['Giảm thời gian bổ sung hàng', 'Tỷ lệ phân luồng xanh TĂNG mạnh'])
  })

  test('matches Vietnamese words written with combining accents', () => {
    expect(resultLines('- Chi phí gia\u0309m manh'.normalize('NFD'))).toHaveLength(1)
  })

  test('shows at most 2 lines, in order', () => {
    const content = '- 41% shorter lead time\n- Safety stock down 57%\n- 26-point increase'
    expect(resultLines(content)).toEqual(['41% shorter lead time', 'Safety stock down 57%'])
  })

  test('no matching line, no results', () => {
    expect(resultLines('Context: a retailer.\n- Merged three warehouses')).toEqual([])
    expect(resultLines('')).toEqual([])
  })
})

describe('resultLines and Markdown', () => {
  test('numbered lines and marks as words; a heading is not a result', () => {
    expect(resultLines('## Kết quả tăng trưởng\n1. **Giảm 24%** thời gian\n2) Tăng *mạnh*')).toEqual(['Giảm 24% thời gian', 'Tăng mạnh'])
  })
})
