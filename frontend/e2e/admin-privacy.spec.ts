import { consoleText } from '../src/admin/console-text'
import { privacyText } from '../src/admin/privacy/privacy-text'
import { SESSION_API, expect, signIn, test, unique, openScreen } from './admin-fixtures'
import { seriousViolations, texts, toast } from './fixtures'

/*
 * The console's Personal data screen (docs/decisions-spec.md §27) on a desktop in Vietnamese
 * and on a phone in English: each part reached from the screen's own navigation and axe clean;
 * the deadlines saved; a breach recorded and then reported. The request journey itself, which
 * needs the mail server, is personal-data.spec.ts (the `mail` project).
 */
// Four axe runs a test.
test.describe.configure({ timeout: 90_000 })

const RUNS = [
  { locale: 'vi' as const, viewport: { width: 1280, height: 800 } },
  { locale: 'en' as const, viewport: { width: 390, height: 844 } },
]

for (const run of RUNS) {
  test(`${run.locale}, ${run.viewport.width}px: requests, consent, deadlines and the breach register`, async ({ page, guard, owner }) => {
    guard.allow(SESSION_API)
    await page.setViewportSize(run.viewport)
    const t = texts(privacyText, run.locale)
    const c = texts(consoleText, run.locale)
    await signIn(page, owner, run.locale)
    await openScreen(page, c, c.nav.privacy)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.requests.title })).toBeVisible()
    await expect(page.getByLabel(t.requests.filter)).toHaveValue('open')
    expect(await seriousViolations(page), 'requests').toEqual([])

    const sections = page.getByRole('navigation', { name: t.sections })
    await sections.getByRole('link', { name: t.tabs.consent }).click()
    await expect(page.getByTestId('consent-current')).toBeVisible()
    await expect(page.getByLabel(t.consent.textVi)).not.toHaveValue('')
    expect(await seriousViolations(page), 'consent').toEqual([])

    await sections.getByRole('link', { name: t.tabs.settings }).click()
    await expect(page.getByLabel(t.settings.completeDays)).toHaveValue(/^\d+$/)
    expect(await seriousViolations(page), 'settings').toEqual([])
    await page.getByRole('button', { name: t.settings.save }).click()
    await expect(toast(page).filter({ hasText: t.settings.saved })).toBeVisible()

    await sections.getByRole('link', { name: t.tabs.breaches }).click()
    const what = `${unique(run.locale)}: a laptop holding an export of enquiries was stolen`
    await page.getByLabel(t.breaches.what).fill(what)
    await page.getByLabel(t.breaches.concerns).fill('40 enquirers: names, e-mail addresses, phone numbers')
    await page.getByLabel(t.breaches.foundAt).fill('2026-11-20')
    await page.getByRole('button', { name: t.breaches.save }).click()
    const entry = page.getByTestId('breach').filter({ hasText: what })
    await expect(entry).toContainText(t.breaches.notReported)
    expect(await seriousViolations(page), 'breaches').toEqual([])
    // Reported later: the entry is changed, not added again.
    await entry.getByRole('button', { name: t.breaches.edit }).click()
    await page.getByLabel(t.breaches.reportedAt).fill('2026-11-21')
    await page.getByRole('button', { name: t.breaches.save }).click()
    await expect(entry).not.toContainText(t.breaches.notReported)
    await expect(page.getByTestId('breach').filter({ hasText: what })).toHaveCount(1)
  })
}
