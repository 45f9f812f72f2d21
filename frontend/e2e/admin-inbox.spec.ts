import type { APIRequestContext, Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { enquiriesText } from '../src/admin/enquiries/enquiries-text'
import { expect, SESSION_API, signIn, test, unique, WIDTHS } from './admin-fixtures'
import { LOCALES, expectToast, open, seriousViolations, texts } from './fixtures'
import type { Locale } from './fixtures'

/*
 * docs/decisions-spec.md §15: the inbox as a working tool, on a desktop and a 390 px phone, in both
 * languages: unread rows, bulk status and delete (each confirmed), one enquiry marked unread
 * and deleted, a person's data erased by address, axe clean, every tab of the bar reachable.
 */

/** An enquiry as the contact form sends it; its id. */
async function send(request: APIRequestContext, name: string, email: string, message: string) {
  const answer = await request.post('/api/contact', {
    data: { name, email, company: 'Công ty TNHH An Phát', phone: '+84 90 123 4567', message, preferredLanguage: 'vi' },
  })
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { id: string }).id
}

/** The newest activity entries' actions, as the owner's session reads them. */
async function actions(page: Page) {
  const answer = await page.request.get('/api/admin/activity')
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { items: { action: string; actor: string; detail: string }[] }).items
}

async function openInbox(page: Page, locale: Locale, query: string) {
  await open(page, `/admin/enquiries?${query}`, locale)
  await expect(page.getByRole('heading', { level: 1, name: texts(enquiriesText, locale).title })).toBeVisible()
}

for (const width of WIDTHS) {
  test.describe(`inbox, ${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })
    test.describe.configure({ timeout: 90_000 })

    for (const locale of LOCALES) {
      test(`${locale}: select the page, change the status and delete, each after a confirmation`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(enquiriesText, locale)
        const c = texts(consoleText, locale)
        const stamp = unique(locale)
        const names = ['An', 'Bình', 'Chi'].map((n) => `${n} ${stamp}`)
        for (const name of names) await send(page.request, name, `${name.split(' ')[0]?.toLowerCase()}.${stamp}@example.vn`, `Báo giá ${stamp}`)

        await signIn(page, owner, locale)
        await openInbox(page, locale, `q=${encodeURIComponent(stamp)}`)
        const list = page.getByRole('list', { name: t.title })
        await expect(list.getByRole('listitem')).toHaveCount(3)
        // Unread rows say so.
        await expect(list.getByRole('listitem').first()).toContainText(t.unread)

        await page.getByRole('checkbox', { name: t.selectPage }).check()
        const bar = page.getByRole('region', { name: t.bulkActions })
        await expect(bar).toContainText(t.selected('3'))
        await bar.getByLabel(t.bulkStatus).selectOption('closed')
        await bar.getByRole('button', { name: t.applyStatus }).click()
        const ask = page.getByRole('alertdialog', { name: t.bulkStatusTitle('3', t.status.closed) })
        await expect(ask).toBeVisible()
        await ask.getByRole('button', { name: t.applyStatus }).click()
        await expectToast(page, c.savedTitle, t.bulkStatusDone('3'))
        for (const name of names) await expect(page.getByRole('link', { name: t.open(name) })).toContainText(t.status.closed)

        // One row, deleted; Cancel first changes nothing.
        await page.getByRole('checkbox', { name: t.select(names[0] ?? '') }).check()
        await expect(bar).toContainText(t.selected('1'))
        await bar.getByRole('button', { name: t.bulkDelete }).click()
        const confirmDelete = page.getByRole('alertdialog', { name: t.bulkDeleteTitle('1') })
        await confirmDelete.getByRole('button', { name: c.cancel }).click()
        await expect(confirmDelete).toBeHidden()
        await expect(list.getByRole('listitem')).toHaveCount(3)
        await bar.getByRole('button', { name: t.bulkDelete }).click()
        await confirmDelete.getByRole('button', { name: t.deleteConfirm }).click()
        await expectToast(page, c.savedTitle, t.bulkDeleteDone('1'))
        await expect(list.getByRole('listitem')).toHaveCount(2)
        await expect(page.getByRole('link', { name: t.open(names[0] ?? '') })).toHaveCount(0)

        const log = (await actions(page)).filter((entry) => entry.actor === owner.email)
        expect(log[0]?.action).toBe('enquiry.bulk_delete')
        expect(log[1]?.action).toBe('enquiry.bulk_status')
        expect(log[1]?.detail).toMatch(/^3 → closed/)

        // Opened: read, the phone is a tel: link; marked unread again; then deleted alone.
        await page.getByRole('link', { name: t.open(names[1] ?? '') }).click()
        await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible()
        await expect(page.getByRole('link', { name: t.call('+84 90 123 4567') })).toHaveAttribute('href', 'tel:+84901234567')
        await openInbox(page, locale, `q=${encodeURIComponent(stamp)}&read=unread`)
        await expect(list.getByRole('listitem')).toHaveCount(1)
        await page.getByRole('link', { name: t.open(names[2] ?? '') }).click()
        await page.getByRole('button', { name: t.markUnread }).click()
        await expectToast(page, c.savedTitle, t.markedUnread)
        await expect(page).toHaveURL(/\/admin\/enquiries$/)
        await openInbox(page, locale, `q=${encodeURIComponent(stamp)}&read=unread`)
        await expect(page.getByRole('link', { name: t.open(names[2] ?? '') })).toBeVisible()

        await page.getByRole('link', { name: t.open(names[2] ?? '') }).click()
        await page.getByRole('button', { name: t.deleteOne }).click()
        await page.getByRole('alertdialog', { name: t.deleteOneTitle }).getByRole('button', { name: t.deleteConfirm }).click()
        await expectToast(page, c.savedTitle, t.deleted)
        await expect(page).toHaveURL(/\/admin\/enquiries$/)
        expect((await actions(page)).find((entry) => entry.actor === owner.email)?.action).toBe('enquiry.delete')
      })

      test(`${locale}: a person's enquiries and subscription are erased by their address`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(enquiriesText, locale)
        const c = texts(consoleText, locale)
        const stamp = unique(locale)
        const email = `lan.${stamp}@example.vn`
        await send(page.request, `Lan ${stamp}`, email, `Lần một ${stamp}`)
        await send(page.request, `Lan ${stamp}`, email.toUpperCase(), `Lần hai ${stamp}`)
        const kept = `Đức ${stamp}`
        await send(page.request, kept, `duc.${stamp}@example.vn`, `Khác ${stamp}`)
        const subscribed = await page.request.post('/api/subscriptions', { data: { email, language: locale, source: 'blog' } })
        expect(subscribed.status()).toBe(201)

        await signIn(page, owner, locale)
        await openInbox(page, locale, `q=${encodeURIComponent(stamp)}`)
        const erasure = page.getByRole('region', { name: t.erasure })
        await erasure.getByLabel(t.erasureEmail).fill(email)
        await erasure.getByRole('button', { name: t.erasureButton }).click()
        const ask = page.getByRole('alertdialog', { name: t.erasureTitle(email) })
        await expect(ask).toContainText(t.erasureDescription)
        await ask.getByRole('button', { name: t.deleteConfirm }).click()
        await expectToast(page, c.savedTitle, t.erasureDone('2', '1'))

        const list = page.getByRole('list', { name: t.title })
        await expect(list.getByRole('listitem')).toHaveCount(1)
        await expect(page.getByRole('link', { name: t.open(kept) })).toBeVisible()
        const subscribers = await page.request.get(`/api/admin/subscriptions?q=${encodeURIComponent(stamp)}`)
        expect(((await subscribers.json()) as { total: number }).total).toBe(0)
        const entry = (await actions(page)).find((e) => e.actor === owner.email)
        expect(entry?.action).toBe('privacy.erase')
        expect(entry?.detail).toContain('@example.vn: 2 enquiries, 1 subscriptions')
        expect(entry?.detail).not.toContain(stamp)
      })

      test(`${locale}: the inbox is axe clean, with a selection, and every tab of the bar is in view`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(enquiriesText, locale)
        const c = texts(consoleText, locale)
        const stamp = unique(locale)
        await send(page.request, `Axe ${stamp}`, `axe.${stamp}@example.vn`, `Kiểm tra ${stamp}`)
        await signIn(page, owner, locale)
        await openInbox(page, locale, `q=${encodeURIComponent(stamp)}`)
        expect(await seriousViolations(page), 'inbox').toEqual([])
        await page.getByRole('checkbox', { name: t.select(`Axe ${stamp}`) }).check()
        await expect(page.getByRole('region', { name: t.bulkActions })).toBeVisible()
        expect(await seriousViolations(page), 'inbox with a selection').toEqual([])

        // The menu fits one screen (§23): on a phone it is one button until opened, and opened
        // every screen's link lies inside the window, at least 44 px tall, and can be tapped.
        const nav = page.getByRole('navigation', { name: c.consoleNavigation })
        const menu = nav.getByRole('button', { name: new RegExp(`^${c.menu}`) })
        if (width.name === 'phone') {
          expect((await nav.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64)
          await menu.click()
          await expect(nav.getByRole('link').first()).toBeVisible()
        } else {
          await expect(menu).toBeHidden()
        }
        const tabs = nav.getByRole('link')
        expect(await tabs.count()).toBeGreaterThanOrEqual(9)
        for (const tab of await tabs.all()) {
          const box = await tab.boundingBox()
          expect(box).not.toBeNull()
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width.viewport.width).toBe(true)
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
        }
        const whole = await nav.boundingBox()
        expect((whole?.y ?? 0) + (whole?.height ?? 999)).toBeLessThanOrEqual(width.viewport.height)
        await nav.getByRole('link', { name: new RegExp(`^${c.nav.activity}`) }).click()
        await expect(page).toHaveURL(/\/admin\/activity/)
      })
    }
  })
}
