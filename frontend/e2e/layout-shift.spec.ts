import type { Page } from '@playwright/test'

import { loadStateText } from '../src/components/ui/load-state'
import { LOCALES, expect, openBare, test, texts } from './fixtures'

/** The list screens and the API read each one waits for. */
const LISTS = [
  { path: '/services', api: /\/api\/services(\?.*)?$/ },
  { path: '/industries', api: /\/api\/industries(\?.*)?$/ },
  { path: '/case-studies', api: /\/api\/case-studies(\?.*)?$/ },
  { path: '/blog', api: /\/api\/blog-posts(\?.*)?$/ },
  { path: '/testimonials', api: /\/api\/testimonials(\?.*)?$/ },
]

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

interface Shift {
  /** Layout shift so far, as Chromium scores it for Core Web Vitals; 0: nothing visible moved. */
  score: number
  /** What moved, for the failure message. */
  moved: string[]
}

/** The page's layout shift so far (shifts caused by the visitor's own input do not count). */
async function layoutShift(page: Page): Promise<Shift> {
  return page.evaluate(
    () =>
      new Promise<Shift>((resolve) => {
        const shift: Shift = { score: 0, moved: [] }
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue
            shift.score += entry.value
            for (const { node } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement
              shift.moved.push(element ? `<${element.tagName.toLowerCase()} class="${element.className}">` : '?')
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries are delivered in the next task.
        setTimeout(() => resolve(shift), 100)
      }),
  )
}

// A server-rendered page carries its list in the HTML, so nothing arrives later; the list
// still arrives after the page in the bare app (openBare), which is measured here.
for (const viewport of VIEWPORTS) {
  for (const list of LISTS) {
    for (const locale of LOCALES) {
      test(`${list.path} in ${locale} (${viewport.name}): nothing moves when the content arrives`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        const t = texts(loadStateText, locale)
        // The answer is held until the loading state is on screen, so the content really arrives later.
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(list.api, async (route) => {
          await held
          await route.continue()
        })
        await openBare(page, list.path, locale)
        await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible()
        // A web font arriving may move text before this point; that
        // is the font's doing, not the content's, so the count starts once fonts are in.
        await page.evaluate(async () => {
          await document.fonts.ready
        })
        const beforeContent = await layoutShift(page)
        release()
        await expect(page.getByText(t.loading, { exact: true })).toHaveCount(0)
        await expect(page.locator('main article, main li').first()).toBeVisible()
        // Images and fonts of the arriving content have their space reserved too.
        await page.waitForLoadState('networkidle')
        const afterContent = await layoutShift(page)
        expect(
          afterContent.score - beforeContent.score,
          `shift when the content arrived: ${afterContent.moved.slice(beforeContent.moved.length).join(', ')}`,
        ).toBeLessThan(0.01)
      })
    }
  }
}
