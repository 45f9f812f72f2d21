// @vitest-environment node
import { readFile } from 'node:fs/promises'

import { expect, test } from 'vitest'

import { SPEC_PATH } from '../../../scripts/generate-api-types.mjs'
import { HTTPS_LINK_OR_EMPTY, SMTP_URL_OR_EMPTY } from './settings-schema'

test('the link and SMTP URL patterns are the ones the API document declares (and the server checks)', async () => {
  const spec = JSON.parse(await readFile(SPEC_PATH, 'utf8')) as {
    components: { schemas: { AdminSettingsInput: { properties: Record<string, { pattern?: string }> } } }
  }
  const fields = spec.components.schemas.AdminSettingsInput.properties
  for (const link of ['facebookUrl', 'linkedinUrl', 'youtubeUrl', 'zaloUrl']) {
    expect(fields[link]?.pattern).toBe(HTTPS_LINK_OR_EMPTY)
  }
  expect(fields.smtpUrl?.pattern).toBe(SMTP_URL_OR_EMPTY)
})
