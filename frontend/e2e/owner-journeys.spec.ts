import type { APIRequestContext, Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { contentText } from '../src/admin/content/content-text'
import { holidaysText } from '../src/admin/holidays/holidays-text'
import { newslettersText } from '../src/admin/newsletters/newsletters-text'
import { formatDate } from '../src/lib/format'
import { demurrageText } from '../src/tools/demurrage/demurrage-text'
import { toolText } from '../src/tools/shared/tool-text'
import { SESSION_API, expect, openScreen, signIn, test, unique } from './admin-fixtures'
import { dismissToast, expectToast, open, texts, toast } from './fixtures'
import { smtpSink, useSmtp } from './smtp-sink'

/**
 * Issue 38 (docs/decisions-spec.md §23): an owner's week in the console, in Vietnamese on a
 * desktop and in English on a phone. A post going live and a holiday change what every
 * visitor sees, so this spec runs in a project of its own, after every other one.
 */

const RUNS = [
  // Each run its own year: a year's saved days are shared by every visitor's tracker.
  { locale: 'vi' as const, viewport: { width: 1280, height: 800 }, holiday: { year: 2030, eta: '2030-02-01', added: '2030-02-08', to: '2030-02-12' } },
  { locale: 'en' as const, viewport: { width: 390, height: 844 }, holiday: { year: 2028, eta: '2028-01-24', added: '2028-02-01', to: '2028-02-03' } },
]

type ContentTexts = ReturnType<typeof texts<(typeof contentText)['vi']>>

/** A day in Vietnam (the business's zone), `days` from today. */
const vietnamDay = (days = 0) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

const POSTS = '/api/admin/content/blog-posts'

async function createPost(page: Page, fields: Record<string, unknown>) {
  const origin = new URL(page.url()).origin
  const created = await page.request.post(POSTS, {
    headers: { Origin: origin },
    data: {
      descriptionVi: 'Tóm tắt.',
      descriptionEn: 'Summary.',
      contentVi: 'Nội dung ban đầu.',
      contentEn: 'First text.',
      author: 'Biên Tập Viên',
      publishedAt: `${vietnamDay(-3)}T08:00:00+07:00`,
      imageUrl: '',
      published: false,
      ...fields,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

async function removePost(request: APIRequestContext, origin: string, id: string) {
  expect((await request.delete(`${POSTS}/${id}`, { headers: { Origin: origin } })).status()).toBe(204)
}

async function blogPosts(page: Page, c: ReturnType<typeof texts<(typeof consoleText)['vi']>>, t: ContentTexts) {
  await openScreen(page, c, c.nav.content)
  await page.getByRole('navigation', { name: t.kindsNavigation }).getByRole('link', { name: t.kinds['blog-posts'] }).click()
}

for (const run of RUNS) {
  const { locale } = run
  test.describe(`${locale} console, ${run.viewport.width}px`, () => {
    test.beforeEach(async ({ page, guard, owner }) => {
      guard.allow(SESSION_API)
      await page.setViewportSize(run.viewport)
      await signIn(page, owner, locale)
    })

    test('a post scheduled at a time of day, previewed, then live on the blog with its date in the business zone', async ({ page, baseURL }) => {
      const t = texts(contentText, locale)
      const c = texts(consoleText, locale)
      const stamp = unique(locale)
      const title = `Lịch đăng ${stamp}`
      await blogPosts(page, c, t)
      await page.getByRole('link', { name: new RegExp(`^${t.add}`) }).click()
      await page.getByLabel(`${t.fields.title} (${t.vietnamese})`).fill(title)
      await page.getByLabel(`${t.fields.title} (${t.english})`).fill(`Scheduled ${stamp}`)
      await page.getByLabel(`${t.fields.description} (${t.vietnamese})`).fill('Tóm tắt.')
      await page.getByLabel(`${t.fields.description} (${t.english})`).fill('Summary.')
      await page.getByLabel(`${t.fields.content} (${t.vietnamese})`).fill('Nội dung bài hẹn giờ.')
      await page.getByLabel(`${t.fields.content} (${t.english})`).fill('A scheduled post.')
      await page.getByLabel(t.fields.author).fill('Biên Tập Viên')
      // Tomorrow at 09:30, the business's time.
      await page.getByLabel(t.fields.publishedAt).fill(vietnamDay(1))
      await page.getByLabel(t.publishTime).fill('09:30')
      await page.getByRole('switch', { name: t.publishSwitch }).check()
      await expect(page.getByText(t.scheduledHint('').slice(0, 20))).toContainText('09:30')
      await page.getByRole('button', { name: t.save, exact: true }).click()
      await expectToast(page, c.savedTitle, t.saved)
      // Closed, so that the second save's toast cannot be met by this one still on screen.
      await dismissToast(page)
      await expect(page).toHaveURL(/\/admin\/content\/blog-posts\/[0-9a-f-]{36}$/)
      const id = page.url().split('/').pop()!

      // The list entry says when it goes live and offers the preview, not a link that 404s.
      await page.getByRole('link', { name: t.back }).click()
      const row = page.getByTestId('content-row').filter({ hasText: stamp })
      await expect(row).toContainText(t.scheduled(''))
      await expect(row).toContainText('09:30')
      await expect(row.getByRole('link', { name: t.view })).toHaveCount(0)
      await row.getByRole('link', { name: t.preview }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/content/blog-posts/${id}#content-preview$`))
      const visitor = await page.context().newPage()
      await visitor.setViewportSize(run.viewport)
      const hidden = await visitor.request.get(`/api/blog-posts?limit=50`)
      expect(JSON.stringify(await hidden.json())).not.toContain(title)

      // Brought forward to today, no time of day: live at once.
      await page.getByLabel(t.fields.publishedAt).fill(vietnamDay())
      await page.getByLabel(t.publishTime).fill('')
      const saved = page.waitForResponse((r) => r.url().includes(`/api/admin/content/blog-posts/${id}`) && r.request().method() === 'PUT')
      await page.getByRole('button', { name: t.save, exact: true }).click()
      expect((await saved).status()).toBe(200)
      await expectToast(page, c.savedTitle, t.saved)
      const slug = (await page.getByLabel(t.fields.slug).inputValue()).trim()

      await open(visitor, `/blog/${slug}`, locale)
      const post = visitor.getByRole('article')
      await expect(post.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? title : `Scheduled ${stamp}`)
      await expect(post.locator('time').first()).toHaveText(formatDate(vietnamDay(), locale))
      const listed = await visitor.request.get(`/api/blog-posts?limit=50`)
      expect(JSON.stringify(await listed.json())).toContain(title)
      await visitor.close()
      await removePost(page.request, baseURL!, id)
    })

    test('two tabs edit one post: the second save meets the conflict next to Save, chooses per field, nothing is lost', async ({
      page,
      guard,
      baseURL,
    }) => {
      // The second tab's first save is refused with 412: that is the journey.
      guard.allow(/\/api\/admin\/content\/blog-posts\/[0-9a-f-]{36}$/)
      const t = texts(contentText, locale)
      const c = texts(consoleText, locale)
      const stamp = unique(locale)
      const id = await createPost(page, { slug: `hai-the-${stamp}`, titleVi: `Hai thẻ ${stamp}`, titleEn: `Two tabs ${stamp}` })
      const first = page
      const second = await page.context().newPage()
      await second.setViewportSize(run.viewport)
      for (const tab of [first, second]) {
        await open(tab, `/admin/content/blog-posts/${id}`, locale)
        await expect(tab.getByLabel(`${t.fields.title} (${t.english})`)).toHaveValue(`Two tabs ${stamp}`)
      }
      const body = (tab: Page) => tab.getByLabel(`${t.fields.content} (${t.vietnamese})`)

      // The first tab: the English title and the Vietnamese body.
      await first.getByLabel(`${t.fields.title} (${t.english})`).fill(`First tab ${stamp}`)
      await body(first).fill('Nội dung của thẻ thứ nhất.')
      await first.getByRole('button', { name: t.save, exact: true }).click()
      await expectToast(first, c.savedTitle, t.savedDraft)

      // The second tab: the Vietnamese title, the English description and the Vietnamese body too.
      await second.getByLabel(`${t.fields.title} (${t.vietnamese})`).fill(`Thẻ thứ hai ${stamp}`)
      await second.getByLabel(`${t.fields.description} (${t.english})`).fill('Summary from the second tab.')
      await body(second).fill('Nội dung của thẻ thứ hai.')
      await second.getByRole('button', { name: t.save, exact: true }).click()
      const panel = second.getByTestId('conflict-panel')
      await expect(panel).toBeVisible()
      await expect(panel).toBeInViewport()
      if (run.viewport.width < 640) {
        // On a phone, a sheet over the screen's foot.
        const sheet = await panel.evaluate((element) => ({
          position: getComputedStyle(element).position,
          gap: Math.round(document.documentElement.clientHeight - element.getBoundingClientRect().bottom),
        }))
        expect(sheet).toEqual({ position: 'fixed', gap: 0 })
      } else {
        const save = await second.getByRole('button', { name: t.save, exact: true }).boundingBox()
        const box = await panel.boundingBox()
        expect(Math.abs((box?.y ?? 9999) - ((save?.y ?? 0) + (save?.height ?? 0)))).toBeLessThan(200)
      }

      // Keep mine: the one field both tabs changed is chosen, both values shown.
      await panel.getByRole('button', { name: t.versions.keepMine }).click()
      const shared = panel.getByRole('group', { name: `${t.fields.content} (${t.vietnamese})` })
      await expect(shared).toContainText('Nội dung của thẻ thứ nhất.')
      await expect(shared).toContainText('Nội dung của thẻ thứ hai.')
      await expect(panel.getByRole('group')).toHaveCount(1)
      const saveMerged = panel.getByRole('button', { name: t.versions.saveMerged })
      await expect(saveMerged).toBeDisabled()
      await shared.getByRole('radio', { name: new RegExp(t.versions.theirs) }).check()
      await saveMerged.click()
      await expectToast(second, c.savedTitle, t.versions.keptMine)
      await expect(panel).toBeHidden()

      // Nothing lost: each tab's own fields, the chosen body.
      const stored = (await (await page.request.get(`${POSTS}/${id}`)).json()) as Record<string, unknown>
      expect(stored).toMatchObject({
        titleEn: `First tab ${stamp}`,
        titleVi: `Thẻ thứ hai ${stamp}`,
        descriptionEn: 'Summary from the second tab.',
        contentVi: 'Nội dung của thẻ thứ nhất.',
      })
      await expect(body(second)).toHaveValue('Nội dung của thẻ thứ nhất.')
      await second.close()
      await removePost(page.request, baseURL!, id)
    })

    test('restoring an older version of a live post asks first, and the post stays live with its picture', async ({ page, baseURL }) => {
      const t = texts(contentText, locale)
      const c = texts(consoleText, locale)
      const stamp = unique(locale)
      const slug = `khoi-phuc-${stamp}`
      // The first version: a draft without a picture; the second live, with one, and new titles.
      const id = await createPost(page, { slug, titleVi: `Bản đầu ${stamp}`, titleEn: `First words ${stamp}` })
      const picture = '/images/blog/cai-mep-or-cat-lai-port-choice.svg'
      await open(page, `/admin/content/blog-posts/${id}`, locale)
      const current = await page.request.get(`${POSTS}/${id}`)
      const item = (await current.json()) as Record<string, unknown>
      delete item.id
      delete item.updatedAt
      // The picture through the API (choosing one in the library is the media spec's journey).
      const second = await page.request.put(`${POSTS}/${id}`, {
        headers: { Origin: baseURL!, 'If-Match': current.headers().etag ?? '' },
        data: { ...item, imageUrl: picture, published: true, titleVi: `Bản sau ${stamp}`, titleEn: `Later words ${stamp}` },
      })
      expect(second.status()).toBe(200)
      await page.reload()
      await expect(page.getByLabel(`${t.fields.title} (${t.vietnamese})`)).toHaveValue(`Bản sau ${stamp}`)

      await page.getByText(t.versions.history).click()
      const history = page.locator('details').filter({ hasText: t.versions.history })
      await expect(history.getByRole('listitem')).toHaveCount(2)
      // The confirmation says what changes and what stays.
      page.once('dialog', (dialog) => {
        expect(dialog.type()).toBe('confirm')
        expect(dialog.message()).toContain(t.versions.restoreAsk('§').split('§')[1]!.trim())
        void dialog.accept()
      })
      await history.getByRole('listitem').last().getByRole('button', { name: t.versions.restore }).click()
      await expectToast(page, c.savedTitle, t.versions.restored)
      await expect(page.getByLabel(`${t.fields.title} (${t.vietnamese})`)).toHaveValue(`Bản đầu ${stamp}`)

      const visitor = await page.context().newPage()
      await visitor.setViewportSize(run.viewport)
      await open(visitor, `/blog/${slug}`, locale)
      const post = visitor.getByRole('article')
      await expect(post.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? `Bản đầu ${stamp}` : `First words ${stamp}`)
      await expect(post.locator(`img[src="${picture}"]`)).toBeVisible()
      await visitor.close()
      await removePost(page.request, baseURL!, id)
    })

    test("a holiday added to a year: the demurrage tracker counts it and the year's built-in days", async ({ page, baseURL }) => {
      const h = texts(holidaysText, locale)
      const c = texts(consoleText, locale)
      const { year, eta, added, to } = run.holiday
      await openScreen(page, c, new RegExp(`^${c.nav.holidays}`))
      const quick = page.getByRole('form', { name: h.quickTitle })
      await quick.getByLabel(h.date, { exact: true }).fill(added)
      await quick.getByLabel(h.kind).selectOption('compensatory')
      await quick.getByRole('button', { name: h.quickAdd }).click()
      await expect(toast(page)).toContainText(h.quickAdded(formatDate(added, locale)))

      const visitor = await page.context().newPage()
      await visitor.setViewportSize(run.viewport)
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await open(visitor, '/tools/demurrage-calculator', locale)
      await visitor.getByLabel(t.containerNumber).fill('MSCU1234567')
      await visitor.getByLabel(t.etaDate).fill(eta)
      await visitor.getByLabel(t.currentDate).fill(to)
      await visitor.getByLabel(t.freeTimeDays).selectOption('5')
      await visitor.getByLabel(t.dayType).selectOption('working')
      await visitor.getByLabel(t.excludeHolidays).check()
      await visitor.getByRole('button', { name: shared.calculate }).click()
      await expect(visitor.getByRole('table', { name: t.trackingCaption })).toBeVisible()
      const table = visitor.getByRole('table', { name: t.trackingCaption })
      // Tết as built in, and the compensatory days: the built-in ones and the added one.
      await expect(table.locator('tbody tr[data-holiday="tet"]')).toHaveCount(5)
      await expect(table.locator('tbody tr[data-holiday="compensatory"]')).toHaveCount(year === 2030 ? 3 : 2)
      await visitor.close()
      // The year back to its built-in days, for the next run.
      expect((await page.request.delete(`/api/admin/holidays/${year}`, { headers: { Origin: baseURL! } })).status()).toBe(204)
    })

    test('a newsletter scheduled, moved, then cancelled is not sent', async ({ page, guard }) => {
      // The preview's frame runs no script: the browser says so.
      guard.allow(/\/api\/admin\/newsletters\/\d+\/preview\.html\?/)
      const t = texts(newslettersText, locale)
      const c = texts(consoleText, locale)
      const stamp = unique(locale)
      const sink = await smtpSink()
      try {
        await useSmtp(page, `smtp://127.0.0.1:${sink.port}`)
        await openScreen(page, c, new RegExp(`^${c.nav.newsletters}`))
        await page.getByRole('link', { name: t.newNewsletter }).click()
        await page.getByLabel(t.audienceLabel).selectOption('all')
        const subject = `Hẹn giờ rồi hủy ${stamp}`
        await page.getByRole('group', { name: t.vietnamese }).getByLabel(t.subject).fill(subject)
        await page.getByRole('group', { name: t.vietnamese }).getByLabel(t.body).fill(`Thư hẹn giờ. ${stamp}`)
        await page.getByRole('group', { name: t.english }).getByLabel(t.subject).fill(`Scheduled then cancelled ${stamp}`)
        await page.getByRole('group', { name: t.english }).getByLabel(t.body).fill(`A scheduled letter. ${stamp}`)
        await page.getByRole('button', { name: t.save }).click()
        await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()

        await page.getByLabel(t.at).fill(`${vietnamDay(2)}T09:00`)
        await page.getByRole('button', { name: t.schedule, exact: true }).click()
        await expect(page.getByText(t.state.scheduled, { exact: true })).toBeVisible()
        await expect(page.getByText(t.scheduledFor('').trim())).toContainText('09:00')
        // Moved: scheduled again, at another time.
        await page.getByLabel(t.at).fill(`${vietnamDay(3)}T10:15`)
        await page.getByRole('button', { name: t.move }).click()
        await expect(page.getByText(t.scheduledFor('').trim())).toContainText('10:15')

        await page.getByRole('button', { name: t.cancelSchedule }).click()
        await expectToast(page, c.savedTitle, t.cancelled)
        await expect(page.getByText(t.state.draft, { exact: true })).toBeVisible()
        await expect(page.getByText(t.noRecipients)).toBeVisible()
        await page.getByRole('link', { name: t.back }).click()
        const row = page.getByRole('listitem').filter({ hasText: subject })
        await expect(row).toContainText(t.state.draft)
        expect(sink.mails.filter((mail) => mail.data.includes(stamp))).toEqual([])

        // The draft deleted, after asking.
        await row.getByRole('link', { name: subject }).click()
        await page.getByRole('button', { name: t.remove }).click()
        await page.getByRole('alertdialog', { name: t.removeTitle }).getByRole('button', { name: t.remove }).click()
        await expectToast(page, c.savedTitle, t.removed)
        await expect(page.getByRole('link', { name: subject })).toHaveCount(0)
      } finally {
        sink.server.close()
      }
    })
  })
}
