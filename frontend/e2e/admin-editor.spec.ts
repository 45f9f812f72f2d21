import { request } from '@playwright/test'
import type { Page } from '@playwright/test'

import { contentText } from '../src/admin/content/content-text'
import { enquiriesText } from '../src/admin/enquiries/enquiries-text'
import { consoleText } from '../src/admin/console-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { markdownText } from '../src/components/markdown/markdown-text'
import { expect, openScreen, SESSION_API, signIn, test, unique, WIDTHS } from './admin-fixtures'
import type { Owner } from './admin-fixtures'
import { expectToast, open, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

// docs/decisions-spec.md §18: the editor keeps work (a warning before leaving, a local draft, signing in again
// in place) and bodies are Markdown, rendered the same by the server and the browser.

type ContentTexts = ReturnType<typeof texts<(typeof contentText)['vi']>>

async function newPost(page: Page, locale: Locale, t: ContentTexts) {
  const c = texts(consoleText, locale)
  await openScreen(page, c, c.nav.content)
  await page.getByRole('navigation', { name: t.kindsNavigation }).getByRole('link', { name: t.kinds['blog-posts'] }).click()
  await page.getByRole('link', { name: new RegExp(`^${t.add}`) }).click()
  await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/new$/)
}

async function fillPost(page: Page, t: ContentTexts, stamp: string, contentVi: string, contentEn: string) {
  await page.getByLabel(`${t.fields.title} (${t.vietnamese})`).fill(`Bài viết giữ chữ ${stamp}`)
  await page.getByLabel(`${t.fields.title} (${t.english})`).fill(`A post that keeps its words ${stamp}`)
  await page.getByLabel(`${t.fields.description} (${t.vietnamese})`).fill('Tóm tắt.')
  await page.getByLabel(`${t.fields.description} (${t.english})`).fill('Summary.')
  await page.getByLabel(`${t.fields.content} (${t.vietnamese})`).fill(contentVi)
  await page.getByLabel(`${t.fields.content} (${t.english})`).fill(contentEn)
  await page.getByLabel(t.fields.author).fill('Biên Tập Viên')
}

/** Ends every session of the owner from elsewhere, as "sign out everywhere" on another device does. */
async function signOutEverywhereElsewhere(baseURL: string, owner: Owner) {
  const elsewhere = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  const signedIn = await elsewhere.post('/api/admin/session', { data: { ...owner, language: 'vi' } })
  expect(signedIn.status()).toBe(204)
  expect((await elsewhere.delete('/api/admin/sessions')).status()).toBe(204)
  await elsewhere.dispose()
}

// On a phone the console's links sit behind Menu: the walk is the same, through it.
for (const width of WIDTHS) {
  test.describe(`${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })
    for (const locale of ['vi', 'en'] as const) {
      test(`${locale}: leaving the editor with unsaved changes warns, in the console and on reload; the draft comes back`, async ({
        page,
        guard,
        owner,
      }) => {
        guard.allow(SESSION_API)
        const t = texts(contentText, locale)
        const c = texts(consoleText, locale)
        const stamp = unique(locale)
        await signIn(page, owner, locale)
        await newPost(page, locale, t)
        const title = page.getByLabel(`${t.fields.title} (${t.vietnamese})`)
        await title.fill(`Chưa lưu ${stamp}`)

        // Another console page: the dialog, and Stay keeps everything.
        const nav = page.getByRole('navigation', { name: c.consoleNavigation })
        const inbox = {
          // The inbox's link, opening the phone's Menu first when the link is behind it.
          click: async () => {
            const link = nav.getByRole('link', { name: c.nav.enquiries })
            if (!(await link.isVisible())) await nav.getByRole('button', { name: new RegExp(`^${c.menu}`) }).click()
            await link.click()
          },
        }
        await inbox.click()
        const dialog = page.getByRole('alertdialog', { name: t.leaveTitle })
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: t.stay }).click()
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/new$/)
        await expect(title).toHaveValue(`Chưa lưu ${stamp}`)

        // A reload: the browser's own question first; the typed text is kept in this browser.
        await expect.poll(() => page.evaluate(() => localStorage.getItem('tradelane:draft:blog-posts:new'))).toContain(stamp)
        const asked = new Promise<string>((resolve) => {
          page.once('dialog', (dialog) => {
            resolve(dialog.type())
            void dialog.accept()
          })
        })
        await page.reload()
        expect(await asked).toBe('beforeunload')
        await expect(page.getByRole('status').filter({ hasText: t.draftRestore })).toBeVisible()
        await expect(title).toHaveValue('')
        await page.getByRole('button', { name: t.draftRestore }).click()
        await expect(title).toHaveValue(`Chưa lưu ${stamp}`)

        // Leave: the console goes on, and the draft is still offered next time.
        await inbox.click()
        await dialog.getByRole('button', { name: t.leave }).click()
        await expect(page).toHaveURL(/\/admin\/enquiries/)
        // The inbox on screen before Back, as a person would see it. A Back pressed while the
        // editor's guard is still registered (it goes a moment after the inbox shows) is not
        // undone: the guard stops only navigations away from the editor's own address.
        await expect(page.getByRole('heading', { level: 1, name: texts(enquiriesText, locale).title })).toBeVisible()
        await page.goBack()
        await page.getByRole('button', { name: t.draftDiscard }).click()
        await expect(page.getByRole('button', { name: t.draftRestore })).toHaveCount(0)
        expect(await page.evaluate(() => localStorage.getItem('tradelane:draft:blog-posts:new'))).toBeNull()
        // Nothing typed, nothing to warn about.
        await inbox.click()
        await expect(page).toHaveURL(/\/admin\/enquiries/)
      })
    }
  })
}

test('an expired session keeps the text: signing in again in place saves it', async ({ page, guard, owner, baseURL }) => {
  // The calls made after the session ended answer 401: that is what this test is about.
  guard.allow(/\/api\/admin\//)
  const locale = 'en'
  const t = texts(contentText, locale)
  const s = texts(signInText, locale)
  const stamp = unique(locale)
  await signIn(page, owner, locale)
  await newPost(page, locale, t)
  await fillPost(page, t, stamp, `Đoạn giữ lại ${stamp}.`, `Kept paragraph ${stamp}.`)

  await signOutEverywhereElsewhere(baseURL!, owner)

  const answers: number[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/admin/content/blog-posts') && r.request().method() === 'POST') answers.push(r.status())
  })
  await page.getByRole('button', { name: t.save, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: s.againTitle })
  await expect(dialog).toBeVisible()
  // Still the editor, with the text, behind the dialog.
  await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/new$/)
  await expect(dialog.getByLabel(s.email)).toHaveValue(owner.email)
  await dialog.getByLabel(s.password).fill(owner.password)
  await dialog.getByRole('button', { name: s.againSubmit }).click()
  await expectToast(page, texts(consoleText, locale).savedTitle, t.savedDraft)
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/[0-9a-f-]{36}$/)
  expect(answers).toEqual([401, 201])
  await expect(page.getByLabel(`${t.fields.content} (${t.english})`)).toHaveValue(`Kept paragraph ${stamp}.`)
  // Saved: no draft left behind.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tradelane:draft:')))).toEqual([])
})

const BODY_EN = (stamp: string) => `Opening with **bold words**, *a slanted one* and ~~an old price~~ ${stamp}.

## Incoterms at a glance

1. Agree the rule
2. Book the carrier

- [Try the calculator](/tools/incoterms-calculator)
- [Decree 13/2023](https://thuvienphapluat.vn/nghi-dinh-13)
- [harmless](javascript:alert(1))

> Quote from the client.

| Rule | Who pays freight |
| :-- | :-- |
| FOB | Buyer |
| CIF | Seller |

<script>window.__pwned = true</script>`

test('the Markdown constructs render on the public post page, server and browser alike', async ({ page, guard, owner, baseURL, context }) => {
  guard.allow(SESSION_API)
  const locale = 'en'
  const stamp = unique(locale)
  await signIn(page, owner, locale)
  const created = await page.request.post('/api/admin/content/blog-posts', {
    headers: { Origin: baseURL! },
    data: {
      slug: `markdown-${stamp}`,
      titleVi: `Markdown ${stamp}`,
      titleEn: `Markdown ${stamp}`,
      descriptionVi: 'Thử Markdown.',
      descriptionEn: 'Trying Markdown.',
      contentVi: `Mở đầu **đậm** ${stamp}.`,
      contentEn: BODY_EN(stamp),
      author: 'Editor',
      publishedAt: '2026-01-15T00:00:00Z',
      imageUrl: '',
      published: true,
    },
  })
  expect(created.status()).toBe(201)

  // The server's page already has the markup.
  const html = await (await page.request.get(`/blog/markdown-${stamp}?lang=en`)).text()
  expect(html).toContain('<strong>bold words</strong>')
  expect(html).toMatch(/<table[^>]*>/)
  expect(html).not.toContain('<script>window.__pwned')

  const visitor = await context.newPage()
  await open(visitor, `/blog/markdown-${stamp}`, locale)
  await waitForScreen(visitor, locale)
  const article = visitor.locator('main article').first()
  await expect(article.locator('strong', { hasText: 'bold words' })).toBeVisible()
  await expect(article.locator('em', { hasText: 'a slanted one' })).toBeVisible()
  await expect(article.locator('del', { hasText: 'an old price' })).toBeVisible()
  await expect(article.getByRole('heading', { level: 2, name: 'Incoterms at a glance' })).toBeVisible()
  await expect(article.locator('ol > li')).toHaveText(['Agree the rule', 'Book the carrier'])
  await expect(article.locator('blockquote')).toHaveText('Quote from the client.')
  const table = article.getByRole('region', { name: texts(markdownText, locale).table })
  await expect(table.getByRole('columnheader')).toHaveText(['Rule', 'Who pays freight'])
  await expect(table.getByRole('cell', { name: 'Seller' })).toBeVisible()
  const external = article.getByRole('link', { name: /Decree 13\/2023/ })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  // The raw HTML is text, the javascript: link leads nowhere.
  await expect(article).toContainText('<script>window.__pwned = true</script>')
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
  await expect(article.getByText('harmless')).toBeVisible()
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0)
  // A site link stays in the app: no new document.
  await visitor.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await article.getByRole('link', { name: 'Try the calculator' }).click()
  await expect(visitor).toHaveURL(/\/tools\/incoterms-calculator/)
  expect(await visitor.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  await visitor.close()

  const removed = await page.request.delete(`/api/admin/content/blog-posts/${((await created.json()) as { id: string }).id}`, {
    headers: { Origin: baseURL! },
  })
  expect(removed.ok()).toBe(true)
})

test('two tabs editing one post: the second save is told who saved, can compare, and reloads', async ({ page, guard, owner, baseURL, context }) => {
  guard.allow(SESSION_API)
  // The second tab's save is refused with 412: that is what this test is about.
  guard.allow(/\/api\/admin\/content\/blog-posts\/[0-9a-f-]{36}$/)
  const locale = 'en'
  const t = texts(contentText, locale)
  const c = texts(consoleText, locale)
  const stamp = unique(locale)
  await signIn(page, owner, locale)
  const created = await page.request.post('/api/admin/content/blog-posts', {
    headers: { Origin: baseURL! },
    data: {
      slug: `two-tabs-${stamp}`,
      titleVi: `Hai thẻ ${stamp}`,
      titleEn: `Two tabs ${stamp}`,
      descriptionVi: 'Tóm tắt.',
      descriptionEn: 'Summary.',
      contentVi: 'Nội dung.',
      contentEn: 'Content.',
      author: 'Editor',
      publishedAt: '2026-01-15T00:00:00Z',
      imageUrl: '',
      published: false,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const address = `/admin/content/blog-posts/${id}`

  const first = page
  const second = await context.newPage()
  for (const tab of [first, second]) {
    await open(tab, address, locale)
    await expect(tab.getByLabel(`${t.fields.title} (${t.english})`)).toHaveValue(`Two tabs ${stamp}`)
  }

  await first.getByLabel(`${t.fields.title} (${t.english})`).fill(`First tab's title ${stamp}`)
  await first.getByRole('button', { name: t.save, exact: true }).click()
  await expectToast(first, c.savedTitle, t.savedDraft)

  const secondTitle = second.getByLabel(`${t.fields.title} (${t.english})`)
  await secondTitle.fill(`Second tab's title ${stamp}`)
  await second.getByRole('button', { name: t.save, exact: true }).click()
  const notice = second.getByRole('alert').filter({ hasText: t.versions.conflictTitle })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(`${owner.email} saved a newer version`)
  // Next to Save, where the owner pressed it, and in view (§23): not a screen's height above.
  const saveBox = await second.getByRole('button', { name: t.save, exact: true }).boundingBox()
  const noticeBox = await notice.boundingBox()
  expect(Math.abs((noticeBox?.y ?? 9999) - ((saveBox?.y ?? 0) + (saveBox?.height ?? 0)))).toBeLessThan(200)
  await expect(notice).toBeInViewport()
  // The second tab's text is still there.
  await expect(secondTitle).toHaveValue(`Second tab's title ${stamp}`)

  await notice.getByRole('button', { name: t.versions.compare }).click()
  const comparison = notice.getByRole('definition').filter({ hasText: t.versions.theirs })
  await expect(comparison).toContainText(`Second tab's title ${stamp}`)
  await expect(comparison).toContainText(`First tab's title ${stamp}`)

  await notice.getByRole('button', { name: t.versions.reload }).click()
  await expect(notice).toBeHidden()
  await expect(secondTitle).toHaveValue(`First tab's title ${stamp}`)
  // From the server's version, the second tab saves.
  await second.getByLabel(`${t.fields.description} (${t.english})`).fill(`Summary from the second tab ${stamp}.`)
  await second.getByRole('button', { name: t.save, exact: true }).click()
  await expectToast(second, c.savedTitle, t.savedDraft)

  // The history lists the three saves, newest first, and restores the first.
  await second.getByText(t.versions.history).click()
  const history = second.locator('details').filter({ hasText: t.versions.history })
  await expect(history.getByRole('listitem')).toHaveCount(3)
  await expect(history.getByRole('listitem').first()).toContainText(owner.email)
  // Restoring asks first (docs/decisions-spec.md §23): the owner agrees.
  second.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm')
    void dialog.accept()
  })
  await history.getByRole('listitem').last().getByRole('button', { name: t.versions.restore }).click()
  await expectToast(second, c.savedTitle, t.versions.restored)
  await expect(secondTitle).toHaveValue(`Two tabs ${stamp}`)
  await expect(history.getByRole('listitem')).toHaveCount(4)
  await second.close()
})
