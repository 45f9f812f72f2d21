import type { Page } from '@playwright/test'

import { contentText } from '../src/admin/content/content-text'
import { mediaText } from '../src/admin/ui/media-text'
import { slugify } from '../src/admin/content/slug'
import { consoleText } from '../src/admin/console-text'
import { loadStateText } from '../src/components/ui/load-state'
import { expect, openScreen, SESSION_API, signIn, test, unique, WIDTHS } from './admin-fixtures'
import { LOCALES, expectToast, open, seriousViolations, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'
import { png } from './png'

type ContentTexts = ReturnType<typeof texts<(typeof contentText)['vi']>>

/** The content screen of a type, reached through the console's navigation. */
async function openKind(page: Page, locale: Locale, kind: keyof ContentTexts['kinds']) {
  const c = texts(consoleText, locale)
  const t = texts(contentText, locale)
  await openScreen(page, c, c.nav.content)
  await page.getByRole('navigation', { name: t.kindsNavigation }).getByRole('link', { name: t.kinds[kind] }).click()
  await expect(page.getByRole('heading', { level: 2, name: t.kinds[kind] })).toBeVisible()
  // The list itself, not its pulsing loading line (which axe would measure mid-fade).
  await expect(page.getByRole('status').filter({ hasText: texts(loadStateText, locale).loading })).toHaveCount(0)
}

/** Fills one side-by-side pair of the editor. */
async function fillPair(page: Page, t: ContentTexts, field: keyof ContentTexts['fields'], vi: string, en: string) {
  await page.getByLabel(`${t.fields[field]} (${t.vietnamese})`).fill(vi)
  await page.getByLabel(`${t.fields[field]} (${t.english})`).fill(en)
}

async function save(page: Page, t: ContentTexts, description: string) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/content/') && ['POST', 'PUT'].includes(r.request().method()))
  await page.getByRole('button', { name: t.save, exact: true }).click()
  expect((await answer).ok()).toBe(true)
  await expectToast(page, await savedTitle(page), description)
}

async function savedTitle(page: Page) {
  const lang = await page.evaluate(() => document.documentElement.lang)
  return texts(consoleText, lang === 'en' ? 'en' : 'vi').savedTitle
}

/** Deletes the item named `name` from its list, through the confirmation dialog. */
async function deleteFromList(page: Page, t: ContentTexts, name: string) {
  await page.getByRole('link', { name: t.back }).click()
  await page.getByRole('button', { name: t.removeLabel(name) }).click()
  const dialog = page.getByRole('alertdialog', { name: t.confirmTitle })
  await expect(dialog).toContainText(name)
  await dialog.getByRole('button', { name: t.remove }).click()
  await expectToast(page, await savedTitle(page), t.removed(name))
  await expect(page.getByRole('link', { name: t.editLabel(name) })).toHaveCount(0)
}

for (const locale of LOCALES) {
  test.describe(`content editing, ${locale}`, () => {
    test.describe.configure({ timeout: 120_000 })

    test(`${locale}: a draft post is nowhere public; published, it is on /blog, at its URL, in the sitemap and the feed`, async ({
      page,
      guard,
      owner,
      context,
    }) => {
      guard.allow(SESSION_API)
      const t = texts(contentText, locale)
      const stamp = unique(locale)
      const titleVi = `Bài viết thử nghiệm Đà Nẵng ${stamp}`
      const titleEn = `Trial post Da Nang ${stamp}`
      const title = locale === 'vi' ? titleVi : titleEn
      const slug = slugify(titleVi)
      expect(slug).toMatch(/^bai-viet-thu-nghiem-da-nang-/)

      await signIn(page, owner, locale)
      await openKind(page, locale, 'blog-posts')
      await page.getByRole('link', { name: new RegExp(`^${t.add}`) }).click()
      await fillPair(page, t, 'title', titleVi, titleEn)
      // The slug follows the Vietnamese title, marks removed.
      await expect(page.getByLabel(t.fields.slug)).toHaveValue(slug)
      await fillPair(page, t, 'description', 'Tóm tắt bài viết thử nghiệm.', 'A summary of the trial post.')
      await fillPair(page, t, 'content', `Đoạn mở đầu ${stamp}.\n\n- Ý thứ nhất`, `Opening ${stamp}.\n\n- First point`)
      await page.getByLabel(t.fields.author).fill('Nguyễn Thị Biên Tập')
      // A picture uploaded from the post's editor, with its alt texts.
      const m = texts(mediaText, locale)
      const picker = page.getByRole('group', { name: t.fields.imageUrl })
      await picker.getByRole('button', { name: m.uploadNew }).click()
      const altVi = `Kho lạnh ở Đà Nẵng ${stamp}`
      const altEn = `Cold store in Da Nang ${stamp}`
      await picker.getByLabel(m.file).setInputFiles({ name: 'kho-lanh.png', mimeType: 'image/png', buffer: png(800 + (Date.now() % 400), 450, Date.now() % 241) })
      await picker.getByLabel(m.altVi).fill(altVi)
      await picker.getByLabel(m.altEn).fill(altEn)
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/media') && r.request().method() === 'POST')
      await picker.getByRole('button', { name: m.upload, exact: true }).click()
      // A new picture (its width and colour from the clock, so no earlier upload has the same bytes).
      expect((await uploaded).status()).toBe(201)
      await expect(picker.getByRole('img', { name: locale === 'vi' ? altVi : altEn })).toBeVisible()
      // Uploading saved nothing of the post yet.
      await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/new$/)
      // The preview shows the page as it will look.
      await expect(page.getByTestId('content-preview')).toContainText(title)
      await expect(page.getByRole('switch', { name: t.publishSwitch })).not.toBeChecked()
      await save(page, t, t.savedDraft)
      await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/[0-9a-f-]{36}$/)

      // A draft: not on /blog, its address is Page Not Found, not in the sitemap or feed.
      const visitor = await context.newPage()
      await open(visitor, '/blog', locale)
      await waitForScreen(visitor, locale)
      await expect(visitor.getByText(title)).toHaveCount(0)
      expect((await open(visitor, `/blog/${slug}`, locale))?.status()).toBe(404)
      expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(slug)
      const feed = locale === 'vi' ? '/blog/feed.xml' : '/blog/feed.xml?lang=en'
      expect(await (await visitor.request.get(feed)).text()).not.toContain(slug)

      // Published: everywhere at once.
      await page.getByRole('switch', { name: t.publishSwitch }).click()
      await save(page, t, t.saved)
      await open(visitor, '/blog', locale)
      await waitForScreen(visitor, locale)
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
      expect((await open(visitor, `/blog/${slug}`, locale))?.status()).toBe(200)
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(visitor.getByText(`${locale === 'vi' ? 'Đoạn mở đầu' : 'Opening'} ${stamp}.`)).toBeVisible()
      // The uploaded picture, served from /media, with its alt text in the page's language.
      const picture = visitor.getByRole('img', { name: locale === 'vi' ? altVi : altEn })
      await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}/)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`)
      const atom = await (await visitor.request.get(feed)).text()
      expect(atom).toContain(`/blog/${slug}`)
      expect(atom).toContain(title)
      await visitor.close()

      await deleteFromList(page, t, title)
    })

    for (const width of WIDTHS) {
      test(`${locale}: axe finds nothing serious on the content pages at ${width.viewport.width}px`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        await page.setViewportSize(width.viewport)
        const t = texts(contentText, locale)
        await signIn(page, owner, locale)
        for (const kind of ['services', 'blog-posts', 'testimonials', 'pages'] as const) {
          await openKind(page, locale, kind)
          expect(await seriousViolations(page), `${kind} list`).toEqual([])
        }
        // A standing page's editor, then a new post's.
        await page.getByRole('link', { name: t.editLabel(locale === 'vi' ? 'Về chúng tôi' : 'About us') }).click()
        await expect(page.getByLabel(`${t.fields.body} (${t.english})`)).not.toBeEmpty()
        expect(await seriousViolations(page), 'page editor').toEqual([])
        await openKind(page, locale, 'blog-posts')
        await page.getByRole('link', { name: new RegExp(`^${t.add}`) }).click()
        await page.getByRole('button', { name: t.save, exact: true }).click()
        await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible()
        expect(await seriousViolations(page), 'post editor with errors').toEqual([])
        // Nothing sideways at this width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })
}

// Both languages edit and reorder the services list: one after the other, so that each sees
// its own service where it put it.
test.describe.serial('services, one language at a time', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const locale of LOCALES) {
    test(`${locale}: a service's English title edited in the console shows on /services?lang=en; reorder by keyboard`, async ({
    page,
    guard,
    owner,
    context,
  }) => {
    guard.allow(SESSION_API)
    const t = texts(contentText, locale)
    const stamp = unique(locale)
    const titleVi = `Tư vấn xuất khẩu sầu riêng ${stamp}`
    const name = (en: string) => (locale === 'vi' ? titleVi : en)

    await signIn(page, owner, locale)
    await openKind(page, locale, 'services')
    await page.getByRole('link', { name: new RegExp(`^${t.add}`) }).click()
    await fillPair(page, t, 'title', titleVi, `Durian export advice ${stamp}`)
    await page.getByLabel(t.fields.icon).selectOption('plane')
    await fillPair(page, t, 'description', 'Hồ sơ, kiểm dịch và vận chuyển lạnh.', 'Documents, quarantine and cold-chain transport.')
    await fillPair(page, t, 'content', 'Giới thiệu\n- Kiểm dịch thực vật\n- Mã số vùng trồng', 'Intro\n- Plant quarantine\n- Growing-area codes')
    await page.getByRole('switch', { name: t.publishSwitch }).click()
    await save(page, t, t.saved)

    // Now edit the English title only.
    const newTitle = `Durian exports, end to end ${stamp}`
    await page.getByLabel(`${t.fields.title} (${t.english})`).fill(newTitle)
    await save(page, t, t.saved)
    const visitor = await context.newPage()
    await open(visitor, '/services', 'en')
    await waitForScreen(visitor, 'en')
    await expect(visitor.getByRole('heading', { name: newTitle })).toBeVisible()
    await expect(visitor.getByText(`Durian export advice ${stamp}`)).toHaveCount(0)
    await visitor.close()

    // Reorder with the keyboard: the new service (last) moves up one place and back.
    await page.getByRole('link', { name: t.back }).click()
    const listName = name(newTitle)
    const up = page.getByRole('button', { name: t.moveUpLabel(listName) })
    await up.focus()
    const rows = page.getByTestId('content-row')
    const count = await rows.count()
    await expect(rows.last()).toContainText(listName)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: t.movedTo(listName, count - 1) })).toBeAttached()
    await expect(rows.nth(count - 2)).toContainText(listName)
    await expect(up).toBeFocused()
    await page.getByRole('button', { name: t.moveDownLabel(listName) }).press('Enter')
    await expect(rows.last()).toContainText(listName)

    await page.getByRole('link', { name: t.editLabel(listName) }).click()
    await deleteFromList(page, t, listName)
  })
  }
})
