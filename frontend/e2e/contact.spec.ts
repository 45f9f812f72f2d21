import type { Page } from '@playwright/test'

import { contactText } from '../src/contact/contact-text'
import { LOCALES, expect, exportedEnquiries, expectToast, open, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

const CONTACT_API = /\/api\/contact$/

interface Enquiry {
  name: string
  email: string
  company: string
  phone?: string | null
  message: string
  preferredLanguage: string
  status: string
}


function fields(page: Page, locale: Locale) {
  const t = texts(contactText, locale)
  const form = page.locator('form').filter({ has: page.getByLabel(t.fields.message) })
  return {
    form,
    name: form.getByLabel(t.fields.name),
    email: form.getByRole('textbox', { name: t.fields.email }),
    phone: form.getByLabel(t.fields.phone),
    company: form.getByLabel(t.fields.company),
    message: form.getByLabel(t.fields.message),
    send: form.getByRole('button', { name: t.send }),
  }
}

for (const locale of LOCALES) {
  test.describe(`contact form in ${locale}`, () => {
    test('shows each validation message and sends nothing', async ({ page }) => {
      const t = texts(contactText, locale)
      let posted = 0
      page.on('request', (request) => {
        if (CONTACT_API.test(request.url())) posted += 1
      })
      await open(page, '/contact', locale)
      await waitForScreen(page, locale)
      const f = fields(page, locale)
      await f.send.click()
      for (const input of [f.name, f.email, f.company, f.message]) {
        await expect(input).toHaveAccessibleDescription(t.errors.required)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
      }
      await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true')
      await expect(f.form.getByText(t.errors.required, { exact: true })).toHaveCount(4)

      await f.email.fill('not-an-email')
      await f.send.click()
      await expect(f.email).toHaveAccessibleDescription(t.errors.invalidEmail)
      await expect(f.form.getByText(t.errors.invalidEmail, { exact: true })).toBeVisible()
      expect(posted).toBe(0)
    })

    test('sends an enquiry that is then stored in the database', async ({ page }) => {
      const t = texts(contactText, locale)
      const stamp = `${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
      const enquiry = {
        name: locale === 'vi' ? `Nguyễn Thị Hoa ${stamp}` : `Jane Importer ${stamp}`,
        email: `e2e.${stamp}@example.com`,
        phone: '+84 90 123 4567',
        company: locale === 'vi' ? 'Công ty TNHH Xuất nhập khẩu An Phát' : 'Harbour Trading Ltd',
        message: locale === 'vi' ? 'Chúng tôi cần báo giá FCL 40 từ Hải Phòng đi Rotterdam.' : 'We need a quote for FCL 40 from Hai Phong to Rotterdam.',
      }
      // The answer is held until the pending state has been seen.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(CONTACT_API, async (route) => {
        await held
        await route.continue()
      })
      await open(page, '/contact', locale)
      await waitForScreen(page, locale)
      const f = fields(page, locale)
      await f.name.fill(enquiry.name)
      await f.email.fill(enquiry.email)
      await f.phone.fill(enquiry.phone)
      await f.company.fill(enquiry.company)
      await f.message.fill(enquiry.message)
      const answer = page.waitForResponse(CONTACT_API)
      await f.send.click()
      await expect(f.form.getByRole('button', { name: t.sending })).toBeDisabled()
      release()
      const response = await answer
      expect(response.status()).toBe(201)
      const { message } = (await response.json()) as { message: string }
      const { id } = (await response.json()) as { id: string }
      await expectToast(page, t.successTitle, message)
      // A lasting confirmation takes the form's place: the reference is the id's first 8 characters.
      const confirmation = page.getByTestId('contact-confirmation')
      await expect(confirmation.getByText(t.confirmation.title, { exact: true })).toBeVisible()
      await expect(page.getByTestId('contact-reference')).toHaveText(id.slice(0, 8))
      await expect(f.name).toHaveCount(0)

      const stored = exportedEnquiries<Enquiry>().find((row) => row.email === enquiry.email)
      expect(stored).toMatchObject({ ...enquiry, preferredLanguage: locale, status: 'new' })
    })

    test('keeps the values and shows the server error when the enquiry is refused', async ({ page, guard }) => {
      const t = texts(contactText, locale)
      guard.allow(CONTACT_API)
      const serverText = locale === 'vi' ? 'Địa chỉ email này bị từ chối.' : 'This e-mail address was refused.'
      let answers = 0
      await page.route(CONTACT_API, (route) => {
        answers += 1
        // First a refusal with the API's error body, then one without a readable body.
        return answers === 1
          ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: serverText }) })
          : route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      })
      await open(page, '/contact', locale)
      await waitForScreen(page, locale)
      const f = fields(page, locale)
      await f.name.fill('Trần Văn Minh')
      await f.email.fill('minh@example.com')
      await f.company.fill('Minh Logistics')
      await f.message.fill('Xin báo giá.')
      await f.send.click()
      await expectToast(page, t.errorTitle, serverText)
      await expect(f.name).toHaveValue('Trần Văn Minh')
      await expect(f.email).toHaveValue('minh@example.com')
      await expect(f.company).toHaveValue('Minh Logistics')
      await expect(f.message).toHaveValue('Xin báo giá.')

      await f.send.click()
      await expectToast(page, t.errorTitle, t.submitFailed)
      await expect(f.name).toHaveValue('Trần Văn Minh')
    })
  })
}
