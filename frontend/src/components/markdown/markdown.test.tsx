import { describe, expect, test } from 'vitest'

import { parseBody } from '@/lib/plain-text'
import { renderWithProviders } from '@/test/render'

import pagesSql from '../../../../migrations/0006_pages.sql?raw'
import seedSql from '../../../../data/seed.sql?raw'

import { Markdown, safeUrl } from './markdown'
import { markdownLineText, prepareMarkdown } from './source'

function body(text: string, locale: 'vi' | 'en' = 'vi') {
  const { container } = renderWithProviders(<Markdown text={text} />, { locale })
  return container.firstElementChild as HTMLElement
}

/** The rendered body's markup, without the classes (what the tests look at is the structure). */
function markup(text: string) {
  return body(text)
    .innerHTML.replace(/ class="[^"]*"/g, '')
    .replace(/\n/g, '')
}

describe('Markdown constructs', () => {
  test('paragraphs, and a single line break kept as a line break', () => {
    expect(markup('First line\nsecond line\n\nNext paragraph.')).toBe('<p>First line<br>second line</p><p>Next paragraph.</p>')
  })

  test('headings: ## and # are h2 (the page title is the only h1), ### the FAQ question h3', () => {
    expect(markup('# Top\n\n## Part\n\n### Why?\n\n#### Small')).toBe('<h2>Top</h2><h2>Part</h2><h3>Why?</h3><h4>Small</h4>')
  })

  test('bold, italics, strikethrough and code', () => {
    expect(markup('**bold** *it* _it_ ~~gone~~ `HS 8471`')).toBe(
      '<p><strong>bold</strong> <em>it</em> <em>it</em> <del>gone</del> <code>HS 8471</code></p>',
    )
  })

  test('bulleted and numbered lists, a numbered list starting elsewhere, nesting', () => {
    expect(markup('- one\n- two\n  - inner')).toBe('<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul>')
    expect(markup('1. first\n2. second')).toBe('<ol><li>first</li><li>second</li></ol>')
    expect(markup('3. third\n4. fourth')).toBe('<ol start="3"><li>third</li><li>fourth</li></ol>')
  })

  test('quotes and rules', () => {
    expect(markup('> Quoted **words**\n\n---')).toBe('<blockquote><p>Quoted <strong>words</strong></p></blockquote><hr>')
  })

  test('a table scrolls in its own focusable region, its alignment as classes', () => {
    const html = body('| Term | Cost |\n| :-- | --: |\n| FOB | 1 200 |')
    const region = html.querySelector('[role="region"]')!
    expect(region.getAttribute('aria-label')).toBe('Bảng')
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.className).toContain('overflow-x-auto')
    expect([...region.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Term', 'Cost'])
    expect([...region.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['FOB', '1 200'])
    expect(region.querySelectorAll('td')[1]!.className).toContain('text-right')
    expect(html.innerHTML).not.toContain('style=')
  })

  test('a site link stays in the app; another site opens in a new tab without an opener', () => {
    const html = body('[calculator](/tools/incoterms-calculator) [decree](https://thuvienphapluat.vn/nd-13) [mail](mailto:a@b.vn) [call](tel:+84281234)', 'en')
    const [site, other, mail, call] = [...html.querySelectorAll('a')]
    expect(site!.getAttribute('href')).toBe('/tools/incoterms-calculator')
    expect(site!.hasAttribute('target')).toBe(false)
    expect(other!.getAttribute('href')).toBe('https://thuvienphapluat.vn/nd-13')
    expect(other!.getAttribute('target')).toBe('_blank')
    expect(other!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(other!.textContent).toBe('decree (opens in a new tab)')
    expect(mail!.getAttribute('href')).toBe('mailto:a@b.vn')
    expect(call!.getAttribute('href')).toBe('tel:+84281234')
    expect(mail!.hasAttribute('target')).toBe(false)
  })

  test('autolinks: bare addresses, www. and <…> become links', () => {
    const links = [...body('See https://customs.gov.vn, www.vinamarine.gov.vn and <https://a.vn/x>.').querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://customs.gov.vn', 'http://www.vinamarine.gov.vn', 'https://a.vn/x'])
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true)
  })

  test('a library picture with its alt text and its phone-sized variant; another site’s is not loaded', () => {
    const html = body('![Cát Lái port](/media/0123456789abcdef0123456789abcdef.jpg)\n\n![tracker](https://evil.example/pixel.png)')
    const images = html.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('alt')).toBe('Cát Lái port')
    expect(images[0]!.getAttribute('src')).toBe('/media/0123456789abcdef0123456789abcdef.jpg')
    expect(images[0]!.getAttribute('srcset')).toBe(
      '/media/0123456789abcdef0123456789abcdef-card.jpg 800w, /media/0123456789abcdef0123456789abcdef.jpg 1600w',
    )
    expect(images[0]!.getAttribute('loading')).toBe('lazy')
    expect(images[0]!.className).toContain('max-w-full')
    expect(html.textContent).toContain('tracker')
  })

  test('footnotes are labelled in the page language', () => {
    const html = body('A claim.[^1]\n\n[^1]: The source.', 'en')
    expect(html.querySelector('#footnote-label')?.textContent).toBe('Footnotes')
    const ref = html.querySelector('sup a')!
    expect(html.querySelector(ref.getAttribute('href')!)?.textContent).toContain('The source.')
  })
})

describe('nothing typed becomes markup or a script', () => {
  test('raw HTML shows as the text typed, inline and as a block', () => {
    const html = body('Hi <b onclick="x()">there</b> <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>')
    expect(html.querySelector('b, img, script, iframe')).toBeNull()
    expect(html.textContent).toContain('<b onclick="x()">there</b>')
    expect(html.textContent).toContain('<script>alert(1)</script>')
    expect(html.textContent).toContain('<iframe src="https://evil.example"></iframe>')
  })

  test.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1) )',
    '[x](javascript&#58;alert(1))',
    '[x](java%0ascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '<javascript:alert(1)>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
  ])('%s leads nowhere', (text) => {
    const html = body(text)
    for (const element of html.querySelectorAll('*')) {
      for (const attribute of ['href', 'src', 'srcset']) {
        const value = element.getAttribute(attribute)
        if (value !== null) expect(value).not.toMatch(/^\s*(javascript|vbscript|data|java)/i)
      }
    }
    expect(html.querySelector('img')).toBeNull()
    expect(html.textContent).not.toBe('')
  })

  test('only web, mail, phone and relative addresses are kept', () => {
    expect(safeUrl('https://a.vn')).toBe('https://a.vn')
    expect(safeUrl('/blog/x')).toBe('/blog/x')
    expect(safeUrl('#part')).toBe('#part')
    expect(safeUrl('mailto:a@b.vn')).toBe('mailto:a@b.vn')
    expect(safeUrl('javascript:alert(1)')).toBe('')
    expect(safeUrl('//evil.example/x')).toBe('')
    expect(safeUrl('file:///etc/passwd')).toBe('')
  })
})

// The format before Markdown, as the pages read it (lib/plain-text, which the FAQ's data still
// uses): blank lines between blocks, `## ` a heading, `### ` a question, lines starting
// with `- ` a list, other lines a paragraph whose line breaks show. Every text of the seed
// must still show exactly these blocks.
type Block = [tag: 'h2' | 'h3' | 'ul' | 'p', text: string]

function legacyBlocks(text: string): Block[] {
  return parseBody(text).map((block): Block => {
    switch (block.kind) {
      case 'heading':
        return ['h2', block.text]
      case 'question':
        return ['h3', block.text]
      case 'list':
        return ['ul', block.items.join(' | ')]
      case 'paragraph':
        return ['p', block.text]
    }
  })
}

function renderedBlocks(text: string): Block[] {
  return [...body(text).children].map((element) => {
    const tag = element.tagName.toLowerCase() as Block[0]
    if (tag === 'ul') return [tag, [...element.children].map((li) => li.textContent!.trim()).join(' | ')]
    const clone = element.cloneNode(true) as HTMLElement
    for (const br of clone.querySelectorAll('br')) br.replaceWith('\n')
    return [tag, clone.textContent!.replace(/\n\n/g, '\n').trim()]
  })
}

/**
 * The multi-line texts of the first content (data/seed.sql, and the standing pages'
 * migration): the SQL string literals that have a line break.
 */
function seedBodies(): string[] {
  const sql = `${seedSql}\n${pagesSql}`
  const texts: string[] = []
  let i = 0
  while (i < sql.length) {
    if (sql.startsWith('--', i)) {
      i = sql.indexOf('\n', i) + 1 || sql.length
    } else if (sql[i] === "'") {
      let value = ''
      i += 1
      while (i < sql.length) {
        if (sql[i] === "'" && sql[i + 1] === "'") {
          value += "'"
          i += 2
        } else if (sql[i] === "'") {
          i += 1
          break
        } else {
          value += sql[i]
          i += 1
        }
      }
      if (value.includes('\n')) texts.push(value)
    } else {
      i += 1
    }
  }
  return texts
}

describe('the texts written before Markdown keep their meaning', () => {
  const bodies = seedBodies()

  test('the seed has the bodies this test reads (posts, services, case studies, pages)', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(42)
    expect(bodies.some((text) => text.includes('\n### '))).toBe(true)
    expect(bodies.some((text) => /\n- [^\n]*\n[^-\n]/.test(text))).toBe(true)
  })

  test.each(bodies.map((text) => [text.slice(0, 60).replace(/\n/g, ' '), text]))('%s…', (_, text) => {
    // The posts now link the tools they name (migrations/0018_post_tool_links.sql): the old
    // format had no links, so it is read with each link as its words.
    expect(renderedBlocks(text)).toEqual(legacyBlocks(text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')))
  })

  test('a closing line right under a list is a paragraph again, not part of the last bullet', () => {
    expect(markup('Intro.\n- one\n- two\nClosing words.')).toBe('<p>Intro.</p><ul><li>one</li><li>two</li></ul><p>Closing words.</p>')
    // An indented line still continues its item, as CommonMark writes it.
    expect(markup('- one\n  more of one')).toBe('<ul><li>one<br>more of one</li></ul>')
  })

  test('fenced code is left as typed', () => {
    expect(prepareMarkdown('```\n- a\nb\n```')).toBe('```\n- a\nb\n```')
  })
})

describe('a line as text (cards)', () => {
  test.each([
    ['**Giảm 30%** chi phí', 'Giảm 30% chi phí'],
    ['See [the decree](https://a.vn) and *this*', 'See the decree and this'],
    ['~~old~~ `code` \\*star\\*', 'old code *star*'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['2 * 3 * 4', '2 * 3 * 4'],
  ])('%s → %s', (line, text) => {
    expect(markdownLineText(line)).toBe(text)
  })
})
