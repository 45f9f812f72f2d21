// A visitor's journey without seams (docs/decisions-spec.md §22): not each screen
// alone but the way between them, on a 390 px phone and a desktop, in both languages: from an
// ad to a post, a calculator, a quote and its confirmation; links that open at the top and a
// Back that returns where the visitor was; a deploy or a dropped connection while the tab is
// open; the testimonials box; numbers in both conventions; links that keep the language; what
// the server sends to a crawler, a feed reader and a share preview.
import type { APIRequestContext, Page } from '@playwright/test'

import { shellText } from '../src/app/layout/shell-text'
import { blogText } from '../src/blog/blog-text'
import { contactText } from '../src/contact/contact-text'
import { shareText } from '../src/components/ui/share-links'
import { testimonialsText } from '../src/testimonials/testimonials-text'
import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { toolText } from '../src/tools/shared/tool-text'
import { enquiriesText } from '../src/admin/enquiries/enquiries-text'
import { listPagerText } from '../src/components/ui/list-pager'
import { SESSION_API, expect, signIn, test as base, unique } from './admin-fixtures'
import type { Owner } from './admin-fixtures'
import { LOCALES, appStarted, exportedEnquiries, localNumber, open, pageText, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'
import { decodePng } from './png'

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const

/** The seeded post whose last paragraph links to the Incoterms calculator. */
const POST = 'incoterms-2020-fob-cif-ddp-for-exporters'

interface Stored {
  name: string
  email: string
  phone: string | null
  message: string
  contextTool: string | null
  landingPath: string | null
  utmSource: string | null
}

/**
 * Every visible touch target of the page at least 44 × 44 CSS px (docs/decisions-spec.md §22).
 * A link inside a sentence (a paragraph with more text than the link) is the exception WCAG
 * 2.5.8 names, its size the text's; an input inside its label (a checkbox) is measured by the
 * label the finger taps.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role=button]')) {
      if (element.closest('[aria-hidden=true], [hidden]')) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue
      // Visually hidden (sr-only): no finger reaches it.
      const own = element.getBoundingClientRect()
      if (own.width <= 1 || own.height <= 1) continue
      const sentence = element.tagName === 'A' ? element.parentElement?.closest('p') : null
      if (sentence && (sentence.textContent ?? '').trim().length > (element.textContent ?? '').trim().length) continue
      const target = element instanceof HTMLInputElement ? (element.closest('label') ?? element) : element
      const box = target.getBoundingClientRect()
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return small
  })
}

/** On the phone, checks the page's touch targets; on the desktop a mouse points finer. */
async function expectTouchTargets(page: Page, phone: boolean, where: string) {
  if (!phone) return
  expect(await smallTargets(page), `touch targets under 44 px on ${where}`).toEqual([])
}

const baseURL = () => test.info().project.use.baseURL!

/** A session of `owner` for the API, signed in as the console does. */
async function ownerApi(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, owner: Owner) {
  const api = await playwright.request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { Origin: baseURL() } })
  const signedIn = await api.post('/api/admin/session', { data: owner })
  expect(signedIn.status()).toBe(204)
  return api
}

/** A published post as the owner saves it. */
async function createPost(api: APIRequestContext, slug: string, title: string, publishedAt: string) {
  const created = await api.post('/api/admin/content/blog-posts', {
    data: {
      slug,
      titleVi: title,
      titleEn: title,
      descriptionVi: 'Bài viết của bài thử hành trình.',
      descriptionEn: 'A post of the journey test.',
      contentVi: `Nội dung ${title}.`,
      contentEn: `Body of ${title}.`,
      author: 'Biên tập',
      publishedAt,
      imageUrl: '',
      published: true,
    },
  })
  return created.status()
}

/**
 * The blog has six posts, one page: the pager needs more than twelve. Seven older posts (dated
 * 2019, so that they sort after the seeded ones and every other spec's first page stays as it
 * was) are made once per run; a worker finding them made by the other one uses them.
 */
const test = base.extend<object, { olderPosts: number }>({
  olderPosts: [
    async ({ owner, playwright }, use) => {
      const api = await ownerApi(playwright, owner)
      for (let n = 1; n <= 7; n++) {
        const slug = `journey-older-post-${n}`
        if ((await api.get(`/api/blog-posts/${slug}`)).status() === 200) continue
        const status = await createPost(api, slug, `Bài cũ hành trình ${n}`, `2019-0${n}-01T00:00:00Z`)
        // 409: the other worker made it meanwhile.
        expect([201, 409]).toContain(status)
      }
      const total = Number((await api.get('/api/blog-posts?limit=1')).headers()['x-total-count'])
      await api.dispose()
      await use(total)
    },
    { scope: 'worker' },
  ],
})

for (const locale of LOCALES) {
  for (const [size, viewport] of SIZES) {
    const phone = size === 'phone'
    test.describe(`journey in ${locale} on ${size}`, () => {
      test.use({ viewport })

      test('from an ad to a post, a calculator, a quote and its confirmation', async ({ page }) => {
        test.setTimeout(60_000)
        const t = texts(incotermsText, locale)
        const shared = texts(toolText, locale)
        const c = texts(contactText, locale)
        // The visitor taps a Facebook ad that links a post.
        await open(page, `/blog/${POST}?utm_source=facebook&utm_campaign=journey-${size}`, locale)
        await waitForScreen(page, locale)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expectTouchTargets(page, phone, 'the post')

        // Reads down to the calculator's link in the post and opens it.
        const article = page.locator('main article').first()
        const toCalculator = article.locator('a[href*="/tools/incoterms-calculator"]')
        await toCalculator.scrollIntoViewIfNeeded()
        await toCalculator.click()
        await expect(page).toHaveURL(/\/tools\/incoterms-calculator/)
        await waitForScreen(page, locale, pageText('/tools/incoterms-calculator', locale).title)
        // The calculator opens at its top, not at the post's reading position.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expect(page).toHaveURL(locale === 'en' ? /[?&]lang=en/ : /^[^?]*(\?(?!.*lang=en).*)?$/)
        await expectTouchTargets(page, phone, 'the calculator')

        // Calculates with numbers written the page's way.
        await page.getByLabel(t.exwPrice).fill(localNumber('10,000', locale))
        await page.getByLabel(t.quantity).first().fill('20')
        await page.getByRole('button', { name: shared.calculate }).click()
        await expect(page.locator('#tool-result-announcer')).toHaveText(new RegExp(`^${shared.calculationSuccessful}`))
        const headline = page.locator('[data-result-headline]').first()
        await expect(headline).toBeInViewport()
        await expect(page.getByRole('tabpanel')).toContainText(localNumber('11,050.00', locale))
        await expectTouchTargets(page, phone, 'the result')

        // Asks for a quote with these figures: the contact page opens at its form, prefilled.
        await page.getByRole('button', { name: shared.requestQuote }).click()
        await expect(page).toHaveURL(/\/contact/)
        const message = page.getByRole('textbox', { name: c.fields.message })
        // The form's top is on screen: its title and first field.
        await expect(page.locator('#contact-form h2').first()).toBeInViewport()
        await expect(page.getByRole('textbox', { name: c.fields.name })).toBeInViewport()
        await expect(message).toHaveValue(new RegExp(`^${c.quote.message('').trim()}`))
        await expect(message).toHaveValue(new RegExp(localNumber('10,000', locale).replace('.', '\\.')))
        await expect(page.getByTestId('quote-figures')).toBeVisible()
        await expectTouchTargets(page, phone, 'the contact page')

        const name = `Journey ${unique(locale)} ${size}`
        await page.getByRole('textbox', { name: c.fields.name }).fill(name)
        await page.getByRole('textbox', { name: c.fields.email }).fill('nhap.khau@example.vn')
        await page.getByRole('textbox', { name: c.fields.company }).fill('Nhập khẩu Sông Hàn')
        await page.getByRole('button', { name: c.send }).click()
        const confirmation = page.getByTestId('contact-confirmation')
        await expect(confirmation.getByText(c.confirmation.title, { exact: true })).toBeInViewport()
        await expectTouchTargets(page, phone, 'the confirmation')

        const enquiry = exportedEnquiries<Stored>().find((e) => e.name === name)
        expect(enquiry).toBeDefined()
        expect(enquiry!.contextTool).toBe('incoterms-calculator')
        expect(enquiry!.landingPath).toBe(`/blog/${POST}`)
        expect(enquiry!.utmSource).toBe('facebook')
      })

      test('footer and pager links open at the top; Back returns where the visitor was', async ({ page, olderPosts }) => {
        expect(olderPosts).toBeGreaterThan(12)
        const s = texts(shellText, locale)
        const b = texts(blogText, locale)
        await open(page, '/services', locale)
        await waitForScreen(page, locale)
        const footerBlog = page.locator('footer').getByRole('link', { name: s.footer.links.blog, exact: true })
        await footerBlog.scrollIntoViewIfNeeded()
        const left = await page.evaluate(() => window.scrollY)
        expect(left).toBeGreaterThan(300)
        await footerBlog.click()
        await expect(page).toHaveURL(/\/blog(\?|$)/)
        await waitForScreen(page, locale, b.heroTitle)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expectTouchTargets(page, phone, '/blog')

        // The pager at the bottom of the list opens the next page at its top.
        const pager = page.getByRole('navigation', { name: b.pages })
        const older = pager.getByRole('link', { name: b.older })
        await older.scrollIntoViewIfNeeded()
        const atPager = await page.evaluate(() => window.scrollY)
        expect(atPager).toBeGreaterThan(300)
        await older.click()
        await expect(page).toHaveURL(/[?&]page=2/)
        await expect(pager.getByText(texts(listPagerText, locale).pageOf(2, 2))).toBeAttached()
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expectTouchTargets(page, phone, '/blog?page=2')

        // Back: page 1 at the pager, then the services page at its footer.
        await page.goBack()
        await expect(page).not.toHaveURL(/page=2/)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atPager)
        await page.goBack()
        await expect(page).toHaveURL(/\/services/)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
        // Forward returns to the top of /blog, where it was left.
        await page.goForward()
        await expect(page).toHaveURL(/\/blog/)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atPager)
      })
    })
  }
}

/** A chunk's file name as Vite writes it (`blog-screen-Cg5HZnsJ.js`), in a document or a module. */
const CHUNK_NAME = /([\w-]+-[\w-]{8})\.(js|css)(?=["'`)\s?#]|$)/g

/**
 * From `restart()` on, the suite's server answers as one restarted on a build whose chunks
 * have other names: every chunk name the old build wrote is gone (404), and the new build's
 * pages and modules name the same code under new names (`<name>.v2.js`). What the old tab
 * already loaded stays in its memory, as it would.
 */
async function serveNewBuild(page: Page) {
  let restarted = false
  const v2 = (text: string) => text.replace(CHUNK_NAME, '$1.v2.$2')
  const fulfil = async (route: Parameters<Parameters<Page['route']>[1]>[0], body: string, from: Awaited<ReturnType<typeof route.fetch>>) => {
    const headers = { ...from.headers() }
    delete headers['content-encoding']
    delete headers['content-length']
    delete headers['etag']
    await route.fulfill({ status: from.status(), headers, body })
  }
  await page.route('**/*', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (!restarted || url.origin !== new URL(baseURL()).origin) return route.fallback()
    if (request.resourceType() === 'document') {
      const response = await route.fetch()
      return fulfil(route, v2(await response.text()), response)
    }
    const asset = /^\/assets\/(.+)\.(js|css)$/.exec(url.pathname)
    if (!asset) return route.fallback()
    const [, name, ext] = asset
    if (!name!.endsWith('.v2')) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
    const response = await route.fetch({ url: new URL(`/assets/${name!.slice(0, -3)}.${ext}`, url).href })
    return fulfil(route, ext === 'js' ? v2(await response.text()) : await response.text(), response)
  })
  return () => {
    restarted = true
  }
}

for (const locale of LOCALES) {
  test.describe(`seams in ${locale}`, () => {
    test('a tab opened before a deploy navigates on the new build: no developer screen, the page loads', async ({ page, guard }) => {
      // The old build's chunk names answer 404 after the restart, as they would.
      guard.allow(/\/assets\/[\w-]+-[\w-]{8}\.(js|css)$/)
      const restart = await serveNewBuild(page)
      await open(page, `/blog/${POST}`, locale)
      await waitForScreen(page, locale)
      restart()
      const documents: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url())
      })
      const newChunks: string[] = []
      page.on('response', (r) => {
        if (/\.v2\.js$/.test(r.url()) && r.ok()) newChunks.push(r.url())
      })
      await page.locator('main article a[href*="/tools/incoterms-calculator"]').click()
      await expect(page).toHaveURL(/\/tools\/incoterms-calculator/)
      // A full page load: the test waits for its app as a visitor's tap would come after it.
      await expect.poll(() => documents.some((u) => u.includes('/tools/incoterms-calculator'))).toBe(true)
      await appStarted(page)
      await waitForScreen(page, locale)
      await expect(page.getByLabel(texts(incotermsText, locale).exwPrice)).toBeVisible()
      await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0)
      // The page's modules are the new build's.
      expect(newChunks.length).toBeGreaterThan(0)
      await page.getByLabel(texts(incotermsText, locale).exwPrice).fill('1000')
      await page.getByLabel(texts(incotermsText, locale).quantity).first().fill('2')
      await page.getByRole('button', { name: texts(toolText, locale).calculate }).click()
      await expect(page.locator('[data-result-headline]').first()).toBeInViewport()
      // Modules the page still fetches (preloads of other screens) must not meet a handler
      // whose context is closing: "Response has been disposed" failed the test once.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })

    test('offline, a link says so in the visitor\'s language and keeps what was typed; online again, it opens', async ({
      page,
      context,
      guard,
    }) => {
      guard.allow(/\/assets\//)
      guard.allow(/\/api\//)
      const s = texts(shellText, locale)
      const c = texts(contactText, locale)
      await open(page, '/contact', locale)
      await waitForScreen(page, locale)
      await page.getByRole('textbox', { name: c.fields.message }).fill('Cần báo giá 2 container 40 feet đi Rotterdam')
      await context.setOffline(true)
      await page.locator('footer').getByRole('link', { name: s.footer.links.caseStudies, exact: true }).click()
      await expect(page.getByText(s.offline)).toBeVisible()
      await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0)
      await expect(page).toHaveURL(/\/contact/)
      await expect(page.getByRole('textbox', { name: c.fields.message })).toHaveValue('Cần báo giá 2 container 40 feet đi Rotterdam')
      await context.setOffline(false)
      await expect(page).toHaveURL(/\/case-studies/)
      await waitForScreen(page, locale)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test('the testimonials box makes an enquiry that the inbox shows', async ({ page, owner, guard }) => {
      guard.allow(SESSION_API)
      const t = texts(testimonialsText, locale)
      const email = `hop.bao.gia.${unique(locale)}@example.vn`
      await open(page, '/testimonials', locale)
      await waitForScreen(page, locale)
      await page.getByLabel(t.emailLabel).fill(email)
      await page.getByLabel(t.phoneLabel).fill('0903 123 456')
      await page.getByRole('button', { name: t.getQuote }).click()
      await expect(page.getByRole('status').filter({ hasText: t.quoteSentTitle })).toContainText(email)
      const stored = exportedEnquiries<Stored>().find((e) => e.email === email)
      expect(stored).toBeDefined()
      expect(stored!.landingPath).toBe('/testimonials')
      expect(stored!.contextTool).toBeNull()

      await signIn(page, owner, locale)
      const inbox = texts(enquiriesText, locale)
      await open(page, `/admin/enquiries?q=${encodeURIComponent(email)}`, locale)
      await expect(page.getByRole('heading', { level: 1, name: inbox.title })).toBeVisible()
      await expect(page.getByRole('list', { name: inbox.title }).getByRole('listitem')).toHaveCount(1)
      await page.getByRole('link', { name: inbox.open(email) }).click()
      await expect(page.getByText(t.quoteDefaultMessage)).toBeVisible()
    })

    test('number fields read the page\'s convention, show the value read and warn on the ambiguous case', async ({ page, browser }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      await open(page, '/tools/incoterms-calculator', locale)
      await waitForScreen(page, locale)
      const price = page.getByLabel(t.exwPrice)
      const read = page.getByTestId('number-read').first()
      // The page's own way: thousands and a decimal.
      await price.fill(localNumber('92,000.5', locale))
      await expect(read).toHaveText(shared.readAs(localNumber('92,000.5', locale)))
      // The other language's thousands: one separator and exactly three digits, read as the
      // page writes it (92) with a warning naming the other reading.
      const other = locale === 'vi' ? '92,000' : '92.000'
      await price.fill(other)
      await expect(read).toHaveText(shared.ambiguousNumber(other, localNumber('92,000', locale)))
      // Not ambiguous: two digits after the separator.
      await price.fill(localNumber('92.50', locale))
      await expect(read).toHaveText(shared.readAs(localNumber('92.5', locale)))

      // A link read by the server (the page before JavaScript) follows the same rules.
      const noJs = await browser.newContext({ javaScriptEnabled: false })
      const bare = await noJs.newPage()
      const link = (value: string) => `/tools/incoterms-calculator?exwPrice=${encodeURIComponent(value)}&quantity=1${locale === 'en' ? '&lang=en' : ''}`
      await bare.goto(link(localNumber('10,000', locale)))
      const grouped = await bare.locator('[data-result-headline]').first().innerText()
      await bare.goto(link('10000'))
      expect(await bare.locator('[data-result-headline]').first().innerText()).toBe(grouped)
      expect(grouped).toContain(localNumber('10,000', locale))
      await noJs.close()
    })

    test('the address and every copied link keep the language', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const s = texts(shellText, locale)
      await open(page, `/blog/${POST}`, locale)
      await waitForScreen(page, locale)
      const share = texts(shareText, locale)
      await page.getByRole('button', { name: share.copy }).click()
      const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()))
      expect(copied.pathname).toBe(`/blog/${POST}`)
      expect(copied.searchParams.get('lang')).toBe(locale)
      for (const network of ['zalo', 'facebook', 'linkedin'] as const) {
        const href = new URL((await page.getByRole('link', { name: new RegExp(share[network]) }).getAttribute('href'))!)
        // Zalo's page reads the address from `d`, JSON in base64.
        const shared =
          network === 'zalo'
            ? (JSON.parse(Buffer.from(href.searchParams.get('d')!, 'base64').toString('utf8')) as { url: string }).url
            : (href.searchParams.get('u') ?? href.searchParams.get('url'))!
        expect(new URL(shared).searchParams.get('lang')).toBe(locale)
      }
      // Switching the language changes the address, and the copied link follows.
      const other: Locale = locale === 'vi' ? 'en' : 'vi'
      await page.getByRole('button', { name: s.switchLanguage }).first().click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page).toHaveURL(new RegExp(`[?&]lang=${other}`))
      await page.getByRole('button', { name: texts(shareText, other).copy }).click()
      const again = new URL(await page.evaluate(() => navigator.clipboard.readText()))
      expect(again.searchParams.get('lang')).toBe(other)
      // Opened in a fresh tab, the link shows that language.
      const fresh = await context.browser()!.newContext()
      const opened = await fresh.newPage()
      await opened.goto(again.href)
      await expect(opened.locator('html')).toHaveAttribute('lang', other)
      await fresh.close()
    })
  })
}

test('the HS analyzer link carries its result in the HTML the server sends', async ({ request }) => {
  for (const locale of LOCALES) {
    const description = encodeURIComponent("Men's knitted cotton T-shirt")
    const html = await (
      await request.get(
        `/tools/hs-code-analyzer?productDescription=${description}&customsValue=20000&originCountry=CN&destinationCountry=VN&dutyRate=20&preferentialRate=5${locale === 'en' ? '&lang=en' : ''}`,
      )
    ).text()
    const body = html.slice(html.indexOf('<div id="root">'))
    expect(body).toContain('data-result-headline')
    // The knitted T-shirt's heading (chapter 61) is in the result.
    expect(body).toMatch(/6109/)
  }
})

test('feed entries are the posts\' HTML with absolute links', async ({ request }) => {
  for (const locale of LOCALES) {
    const feed = await (await request.get(locale === 'vi' ? '/blog/feed.xml' : '/blog/feed.xml?lang=en')).text()
    const entry = feed.split('<entry>').find((e) => e.includes(`/blog/${POST}`))
    expect(entry).toBeDefined()
    expect(entry).toMatch(/<content type="html">/)
    // The body's link to the calculator, as escaped HTML, absolute.
    expect(entry).toMatch(/&lt;a href=&quot;https?:\/\/[^&/]+\/tools\/incoterms-calculator/)
    // No Markdown left: no [text](url), no relative href.
    expect(entry).not.toMatch(/\]\(\//)
    expect(entry).not.toMatch(/href=&quot;\//)
  }
})

test('a post titled in Chinese gets a share picture that is not empty', async ({ page, owner, playwright }) => {
  const api = await ownerApi(playwright, owner)
  const slug = `journey-share-${unique('vi')}`
  expect(await createPost(api, slug, '越南物流 🚢 海运报价', '2019-08-01T00:00:00Z')).toBe(201)
  for (const locale of LOCALES) {
    await open(page, `/blog/${slug}`, locale)
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toBeTruthy()
    const answer = await page.request.get(image!)
    expect(answer.status()).toBe(200)
    const picture = decodePng(await answer.body())
    expect(picture.width).toBeGreaterThan(0)
    // Not one colour: something is drawn on it.
    expect(picture.colours).toBeGreaterThan(1)
  }
  const id = ((await (await api.get(`/api/admin/content/blog-posts?q=${slug}`)).json()) as { items?: { id: string; slug: string }[] }).items?.find((p) => p.slug === slug)?.id
  if (id) await api.delete(`/api/admin/content/blog-posts/${id}`)
  await api.dispose()
})
