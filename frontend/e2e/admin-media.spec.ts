import { consoleText } from '../src/admin/console-text'
import { mediaText } from '../src/admin/ui/media-text'
import { expect, openScreen, SESSION_API, signIn, test, unique, WIDTHS } from './admin-fixtures'
import { LOCALES, dismissToast, expectToast, seriousViolations, texts } from './fixtures'
import { png } from './png'

for (const width of WIDTHS) {
  test.describe(`console media, ${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })
    test.describe.configure({ timeout: 90_000 })

    for (const locale of LOCALES) {
      test(`${locale}: upload a picture with its alt texts, see it in the library, delete it`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        // The library is shared with the tests running beside this one: a picture another
        // test deletes while this page lists it answers 404. This test checks its own
        // picture loads (its natural width below).
        guard.allow(/\/media\/[0-9a-f]{32}-card\.(png|jpg|webp)$/)
        const t = texts(mediaText, locale)
        const c = texts(consoleText, locale)
        const stamp = unique(locale)
        await signIn(page, owner, locale)
        await openScreen(page, c, c.nav.media)
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        await expect(page).toHaveURL(/\/admin\/media/)
        expect(await seriousViolations(page), 'media, before').toEqual([])

        // An SVG named .png is refused by its bytes, with the server's words, before sending.
        const file = page.getByLabel(t.file)
        await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
        await page.getByRole('button', { name: t.upload, exact: true }).click()
        await expect(page.getByText(t.notAPicture)).toBeVisible()

        // A real picture, named .svg: the bytes decide.
        const altVi = `Cảng Cát Lái lúc bình minh ${stamp}`
        const altEn = `Cat Lai port at dawn ${stamp}`
        await file.setInputFiles({ name: 'cang-cat-lai.svg', mimeType: 'image/svg+xml', buffer: png(640, 400, Date.now() % 251) })
        await page.getByLabel(t.altVi).fill(altVi)
        await page.getByLabel(t.altEn).fill(altEn)
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/media') && r.request().method() === 'POST')
        await page.getByRole('button', { name: t.upload, exact: true }).click()
        expect((await answer).status()).toBe(201)
        await expectToast(page, c.savedTitle, t.uploaded)
        await dismissToast(page)

        // In the library, with the alt text of the console's language, and the picture loads.
        const library = page.getByRole('list', { name: t.libraryTitle })
        const picture = library.getByRole('img', { name: locale === 'vi' ? altVi : altEn })
        await expect(picture).toBeVisible()
        await expect(library).toContainText(altVi)
        await expect(library).toContainText(altEn)
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640)
        const src = await picture.getAttribute('src')
        expect(src).toMatch(/^\/media\/[0-9a-f]{32}-card\.png$/)
        const served = await page.request.get(src!)
        expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(served.headers()['content-type']).toBe('image/png')
        expect(await seriousViolations(page), 'media, with a picture').toEqual([])

        // Delete, after confirming.
        await library.getByRole('button', { name: t.removeLabel(locale === 'vi' ? altVi : altEn) }).click()
        const dialog = page.getByRole('alertdialog', { name: t.confirmTitle })
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: t.remove }).click()
        await expectToast(page, c.savedTitle, t.removed)
        await expect(picture).toHaveCount(0)
        expect((await page.request.get(src!)).status()).toBe(404)
      })
    }
  })
}

test.describe('console media, many pictures', () => {
  test.describe.configure({ timeout: 120_000 })

  test('vi: the library is shown a page at a time, the page kept in the address; the picker pages too', async ({ page, guard, owner }) => {
    guard.allow(SESSION_API)
    const t = texts(mediaText, 'vi')
    const c = texts(consoleText, 'vi')
    const stamp = unique('vi')
    await signIn(page, owner, 'vi')
    const origin = new URL(page.url()).origin

    // 25 pictures, one after the other: the first is older than a whole page of 24. They
    // stay: removed, they would break the pictures another test's page is loading.
    for (let i = 0; i < 25; i++) {
      const answer = await page.request.post('/api/admin/media', {
        headers: { origin },
        multipart: {
          file: { name: `kho-${i}.png`, mimeType: 'image/png', buffer: png(120 + i, 100, (Date.now() + i) % 251) },
          altVi: `Kho hàng số ${i} ${stamp}`,
          altEn: `Warehouse no. ${i} ${stamp}`,
        },
      })
      expect(answer.status()).toBe(201)
    }
    const first = `Kho hàng số 0 ${stamp}`
    const newest = `Kho hàng số 24 ${stamp}`

    await openScreen(page, c, c.nav.media)
    const library = page.getByRole('list', { name: t.libraryTitle })
    await expect(library.getByRole('img', { name: newest })).toBeVisible()
    // A page holds 24 pictures: the first upload is not on it.
    await expect(library.getByRole('listitem')).toHaveCount(24)
    await expect(library.getByRole('img', { name: first })).toHaveCount(0)
    const pager = page.getByRole('navigation', { name: c.pagination })
    await expect(pager).toContainText(/^1–24 trong tổng số \d+/)

    await pager.getByRole('button', { name: c.next }).click()
    await expect(page).toHaveURL(/\/admin\/media\?offset=24$/)
    await expect(library.getByRole('img', { name: first })).toBeVisible()
    await expect(library.getByRole('img', { name: newest })).toHaveCount(0)
    await expect(pager).toContainText(/^25–/)
    // Reload keeps the page.
    await page.reload()
    await expect(page.getByRole('list', { name: t.libraryTitle }).getByRole('img', { name: first })).toBeVisible()
    await page.getByRole('navigation', { name: c.pagination }).getByRole('button', { name: c.previous }).click()
    await expect(page).toHaveURL(/\/admin\/media$/)
    await expect(page.getByRole('list', { name: t.libraryTitle }).getByRole('img', { name: newest })).toBeVisible()

    // The editor's picker: 12 at a time; a picture of its second page is chosen, and the
    // editor shows it with its alt text (looked up by its address, whatever its page).
    await page.goto('/admin/content/case-studies/new')
    await page.getByRole('button', { name: t.chooseFromLibrary }).click()
    const picker = page.getByRole('list', { name: t.libraryTitle })
    await expect(picker.getByRole('button', { name: t.pick(newest) })).toBeVisible()
    await expect(picker.getByRole('listitem')).toHaveCount(12)
    const tenth = `Kho hàng số 10 ${stamp}`
    await expect(picker.getByRole('button', { name: t.pick(tenth) })).toHaveCount(0)
    await page.getByRole('navigation', { name: c.pagination }).getByRole('button', { name: c.next }).click()
    await picker.getByRole('button', { name: t.pick(tenth) }).click()
    await expect(page.getByRole('figure').getByRole('img', { name: tenth })).toBeVisible()
    await expect(page.getByRole('figure')).toContainText(tenth)
  })
})
