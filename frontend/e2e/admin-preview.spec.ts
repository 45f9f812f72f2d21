import type { Page } from '@playwright/test'

import { contentText } from '../src/admin/content/content-text'
import { mediaText } from '../src/admin/ui/media-text'
import { consoleText } from '../src/admin/console-text'
import { expect, SESSION_API, signIn, test, unique, WIDTHS } from './admin-fixtures'
import { LOCALES, expectToast, open, texts } from './fixtures'
import type { Locale } from './fixtures'
import { png } from './png'

async function save(page: Page, locale: Locale) {
  const t = texts(contentText, locale)
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/content/') && r.request().method() === 'PUT')
  await page.getByRole('button', { name: t.save, exact: true }).click()
  expect((await answer).ok()).toBe(true)
  await expectToast(page, texts(consoleText, locale).savedTitle, t.saved)
}

for (const locale of LOCALES) {
  test.describe(`editor previews, ${locale}`, () => {
    test.describe.configure({ timeout: 120_000 })

    for (const width of WIDTHS) {
      test(`${locale}: the list card preview has a card's width at ${width.viewport.width}px`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        await page.setViewportSize(width.viewport)
        const t = texts(contentText, locale)
        await signIn(page, owner, locale)
        await open(page, '/admin/content/blog-posts/new', locale)
        const title = locale === 'vi' ? 'Chọn cảng Cát Lái hay Cái Mép cho hàng đi châu Âu' : 'Cat Lai or Cai Mep for cargo to Europe'
        await page.getByLabel(`${t.fields.title} (${t.vietnamese})`).fill('Chọn cảng Cát Lái hay Cái Mép cho hàng đi châu Âu')
        await page.getByLabel(`${t.fields.title} (${t.english})`).fill('Cat Lai or Cai Mep for cargo to Europe')
        const card = page.getByTestId('content-preview-card')
        await expect(card).toContainText(title)
        const box = await card.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(280)
        // A card, not the whole column on a wide screen.
        expect(box?.width ?? 0).toBeLessThanOrEqual(400)
        // Its title reads on a few lines, not one word a line.
        const heading = card.getByRole('heading', { name: title })
        const lines = await heading.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)))
        expect(lines).toBeLessThanOrEqual(3)
      })
    }

    test(`${locale}: the standing page preview fills the company's name as the live page does`, async ({ page, guard, owner }) => {
      guard.allow(SESSION_API)
      const t = texts(contentText, locale)
      await signIn(page, owner, locale)
      const settings = (await (await page.request.get('/api/settings')).json()) as { companyName: string }
      await open(page, '/admin/content/pages/about', locale)
      const body = page.getByLabel(`${t.fields.body} (${locale === 'vi' ? t.vietnamese : t.english})`)
      await expect(body).toHaveValue(/\{companyName\}/)
      const preview = page.getByTestId('content-preview')
      await expect(preview).toContainText(settings.companyName)
      await expect(preview).not.toContainText('{companyName}')
      // The live page says the same.
      const visitor = await page.context().newPage()
      await open(visitor, '/about', locale)
      const firstLine = ((await body.inputValue()).split('\n')[0] ?? '').replace('{companyName}', settings.companyName)
      await expect(visitor.getByText(firstLine.slice(0, 60), { exact: false }).first()).toBeVisible()
      await expect(preview.getByText(firstLine.slice(0, 60), { exact: false }).first()).toBeVisible()
      await visitor.close()
    })
  })
}

test(`a seed picture replaced by an upload can be chosen again from the library`, async ({ page, guard, owner }) => {
  test.setTimeout(120_000)
  guard.allow(SESSION_API)
  const locale: Locale = 'vi'
  const t = texts(contentText, locale)
  const m = texts(mediaText, locale)
  await signIn(page, owner, locale)
  // The last case study showing a seed picture (no other test edits case studies).
  const list = (await (await page.request.get('/api/case-studies')).json()) as { id: string; slug: string; imageUrl?: string }[]
  const study = list.filter((item) => item.imageUrl?.startsWith('/images/')).at(-1)
  if (!study) throw new Error('the seed has case studies')
  const seedUrl = study.imageUrl ?? ''
  expect(seedUrl).toMatch(/^\/images\/case-studies\/.+\.svg$/)
  const found = (await (await page.request.get(`/api/admin/media?url=${encodeURIComponent(seedUrl)}`)).json()) as {
    items: { url: string; altVi: string }[]
  }
  const seed = found.items.find((item) => item.url === seedUrl)
  expect(seed, 'the seed picture is a library item').toBeTruthy()

  await open(page, `/admin/content/case-studies/${study.id}`, locale)
  const picker = page.getByRole('group', { name: t.fields.imageUrl })
  await expect(picker.getByRole('img', { name: seed!.altVi })).toBeVisible()
  // Replaced by an upload, and saved.
  await picker.getByRole('button', { name: m.uploadNew }).click()
  const stamp = unique(locale)
  await picker.getByLabel(m.file).setInputFiles({ name: 'kho.png', mimeType: 'image/png', buffer: png(700 + (Date.now() % 300), 400, Date.now() % 239) })
  await picker.getByLabel(m.altVi).fill(`Kho hàng mới ${stamp}`)
  await picker.getByLabel(m.altEn).fill(`New warehouse ${stamp}`)
  await picker.getByRole('button', { name: m.upload, exact: true }).click()
  await expect(picker.getByRole('img', { name: `Kho hàng mới ${stamp}` })).toBeVisible()
  await save(page, locale)
  await page.reload()
  await expect(picker.getByRole('img', { name: `Kho hàng mới ${stamp}` })).toBeVisible()

  // The seed's picture is still in the library: chosen again, saved, shown on the site.
  await picker.getByRole('button', { name: m.chooseFromLibrary }).click()
  // The seed's pictures come after every upload: the picker's page (12 a picture) that holds it.
  const place = await libraryPlace(page, seedUrl)
  const c = texts(consoleText, locale)
  const pager = page.getByRole('navigation', { name: c.pagination })
  for (let shown = 0; shown + 12 <= place.index; shown += 12) {
    await pager.getByRole('button', { name: c.next }).click()
    await expect(pager).toContainText(c.pageInfo(String(shown + 13), String(Math.min(shown + 24, place.total)), String(place.total)))
  }
  await picker.getByRole('button', { name: m.pick(seed!.altVi) }).click()
  await expect(picker.getByRole('img', { name: seed!.altVi })).toBeVisible()
  await save(page, locale)
  const visitor = await page.context().newPage()
  await open(visitor, `/case-studies/${study.slug}`, locale)
  await expect(visitor.locator(`img[src="${seedUrl}"]`).first()).toBeVisible()
  await visitor.close()
})

/** Where the picture at `url` sits in the library's order, and how many pictures there are. */
async function libraryPlace(page: Page, url: string) {
  for (let offset = 0; ; offset += 200) {
    const { items, total } = (await (await page.request.get(`/api/admin/media?limit=200&offset=${offset}`)).json()) as {
      items: { url: string }[]
      total: number
    }
    const at = items.findIndex((item) => item.url === url)
    if (at >= 0) return { index: offset + at, total }
    if (offset + 200 >= total) throw new Error(`${url} is not in the library`)
  }
}
