import { backupsText } from '../src/admin/backups/backups-text'
import { consoleText } from '../src/admin/console-text'
import { expect, openScreen, SESSION_API, signIn, test, WIDTHS } from './admin-fixtures'
import { LOCALES, dismissToast, expectToast, seriousViolations, texts } from './fixtures'

for (const width of WIDTHS) {
  test.describe(`console backups, ${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })
    test.describe.configure({ timeout: 90_000 })

    for (const locale of LOCALES) {
      test(`${locale}: make a backup, see it listed, download it, delete it`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(backupsText, locale)
        const c = texts(consoleText, locale)
        await signIn(page, owner, locale)
        await openScreen(page, c, c.nav.backups)
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        await expect(page).toHaveURL(/\/admin\/backups$/)
        await expect(page.getByRole('heading', { level: 2, name: t.restoreTitle })).toBeVisible()
        expect(await seriousViolations(page), 'backups, before').toEqual([])

        const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/backups') && r.request().method() === 'POST')
        await page.getByRole('button', { name: t.makeNow }).click()
        const made = await answer
        expect(made.status()).toBe(201)
        const { name } = (await made.json()) as { name: string }
        expect(name).toMatch(/^tradelane-\d{8}-\d{6}\+0700(-\d+)?-manual\.tar$/)
        await expectToast(page, c.savedTitle, t.made(name))
        await dismissToast(page)

        // Listed, with a download link the browser saves under the backup's name.
        const link = page.getByRole('link', { name: t.downloadLabel(name) })
        await expect(link).toBeVisible()
        await expect(page.getByText(name, { exact: true })).toBeVisible()
        const href = await link.getAttribute('href')
        // The name carries the zone's offset (+0700): the link has it encoded.
        expect(href).toBe(`/api/admin/backups/${encodeURIComponent(name)}`)
        const download = page.waitForEvent('download')
        await link.click()
        expect((await download).suggestedFilename()).toBe(name)
        const file = await page.request.get(href!)
        expect(file.status()).toBe(200)
        expect(file.headers()['content-type']).toBe('application/x-tar')
        const bytes = await file.body()
        // A tar's first header names its first file: the database.
        expect(bytes.subarray(0, 12).toString('latin1')).toBe('tradelane.db')
        expect(bytes.length % 512).toBe(0)
        expect(await seriousViolations(page), 'backups, with one').toEqual([])

        // Delete, after confirming.
        await page.getByRole('button', { name: t.removeLabel(name) }).click()
        const dialog = page.getByRole('alertdialog', { name: t.confirmTitle })
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: t.remove }).click()
        await expectToast(page, c.savedTitle, t.removed(name))
        await expect(link).toHaveCount(0)
        expect((await page.request.get(href!)).status()).toBe(404)
      })
    }
  })
}
