// The share pictures (og:image, 1200×630 PNG) of each section of the site, drawn at build
// time with satori (layout to SVG) and resvg (SVG to PNG) in the site's own font. Social
// networks do not show SVG. They carry the section's name in both languages, not the
// company's name, which the owner may change at any time without a rebuild.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

const require = createRequire(import.meta.url)
const registry = JSON.parse(readFileSync(new URL('../src/config/content-lists.json', import.meta.url), 'utf8'))
const fontDir = join(dirname(require.resolve('@fontsource/be-vietnam-pro/package.json')), 'files')

/** The sections with a share picture of their own; src/site/seo.rs names them the same way. */
export const SECTIONS = {
  home: { vi: 'Tư vấn chuỗi cung ứng và logistics', en: 'Supply chain and logistics consulting' },
  // Each content list's: its page's title, from its registry entry (a new list needs no edit here).
  ...Object.fromEntries(registry.lists.map((list) => [list.path.slice(1), { vi: list.page.vi.title, en: list.page.en.title }])),
  tools: { vi: 'Công cụ tính toán logistics miễn phí', en: 'Free logistics calculators' },
  contact: { vi: 'Liên hệ tư vấn', en: 'Talk to a consultant' },
  company: { vi: 'Về chúng tôi, hỗ trợ và chính sách', en: 'About us, support and policies' },
}

const SUBSETS = ['latin', 'vietnamese', 'latin-ext']

function fonts() {
  // One family per subset: satori takes the first font of a family and falls back to the
  // next family for a glyph it lacks (the Vietnamese subset holds only the marked letters).
  const font = (subset, weight) => ({
    name: `Be Vietnam Pro ${subset}`,
    data: readFileSync(join(fontDir, `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  })
  return SUBSETS.flatMap((subset) => [font(subset, 400), font(subset, 700)])
}

// satori takes React-like element objects; written out, so no JSX runtime is needed here.
const h = (type, style, children) => ({ type, props: { style, children } })

function picture({ vi, en }) {
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundImage: 'linear-gradient(135deg, #0f2a47 0%, #123a5e 55%, #174a77 100%)',
      color: '#ffffff',
      fontFamily: SUBSETS.map((subset) => `Be Vietnam Pro ${subset}`).join(', '),
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        h('div', { width: 72, height: 12, borderRadius: 6, backgroundColor: '#0d9488' }, []),
        h('div', { width: 24, height: 12, borderRadius: 6, marginLeft: 12, backgroundColor: '#5eead4' }, []),
      ]),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h('div', { fontSize: 68, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 }, vi),
        h('div', { fontSize: 40, fontWeight: 400, marginTop: 28, color: '#cbd5e1', maxWidth: 1040 }, en),
      ]),
      h('div', { display: 'flex', height: 8, width: 1040, backgroundColor: '#0d9488', borderRadius: 4 }, []),
    ],
  )
}

/**
 * Every section's picture as PNG bytes, by file name (`og/<section>.png`).
 * @returns {Promise<Record<string, Uint8Array>>}
 */
export async function shareImages() {
  const loaded = fonts()
  /** @type {Record<string, Uint8Array>} */
  const out = {}
  for (const [section, text] of Object.entries(SECTIONS)) {
    const svg = await satori(picture(text), { width: 1200, height: 630, fonts: loaded })
    out[`og/${section}.png`] = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng()
  }
  return out
}
