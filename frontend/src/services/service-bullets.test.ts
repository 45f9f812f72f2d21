import { describe, expect, test } from 'vitest'

import { serviceBullets } from './service-bullets'

describe('serviceBullets', () => {
  test('keeps only the lines that begin with a dash, dash stripped', () => {
    const content = 'We start from your data.\n- Flow mapping\nNot a bullet - even with a dash\n- Landed cost\nClosing line.'
    expect(serviceBullets(content)).toEqual(['Flow mapping', 'Landed cost'])
  })

  test('shows at most 3 bullets, in order', () => {
    const content = ['- one', '- two', '- three', '- four', '- five'].join('\n')
    expect(serviceBullets(content)).toEqual(['one', 'two', 'three'])
  })

  test('trims spaces around the line and after the dash, and reads Windows line ends', () => {
    expect(serviceBullets('  -   Kho ngoại quan  \r\n\t-Kho lạnh\r\n')).toEqual(['Kho ngoại quan', 'Kho lạnh'])
  })

  test('skips a dash with nothing after it', () => {
    expect(serviceBullets('-\n-   \n- real')).toEqual(['real'])
  })

  test('no dash lines, no bullets', () => {
    expect(serviceBullets('Just a paragraph.\nAnd another.')).toEqual([])
    expect(serviceBullets('')).toEqual([])
  })
})

describe('serviceBullets and Markdown', () => {
  test('the other bullet marks count, rules do not, and marks become words', () => {
    expect(serviceBullets('* **Kho** lạnh\n---\n+ [Hải quan](/services/customs)\n- ~~cũ~~ mới')).toEqual([
      'Kho lạnh',
      'Hải quan',
      'cũ mới',
    ])
  })
})
