import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from '@playwright/test'

/*
 * Browser tests: the debug build of tradelane (the one `cargo test` builds; its hot
 * dependencies are optimised in the dev profile), started once per run on a free port with a
 * fresh data directory, driven by Debian's Chromium headless shell (never a downloaded browser).
 *
 * The runner evaluates this file, then every worker evaluates it again. The runner picks the
 * port and makes the data directory and leaves both in the environment, which the workers
 * inherit, so all of them talk to the same server (and the contact spec reads its database).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// E2E_BASE_URL (with E2E_DATA_DIR) points the suite at a server already running, for debugging.
const external = process.env.E2E_BASE_URL

if (!external && !process.env.E2E_PORT) {
  // Synchronous, since the config must be a plain object: the OS hands out a free port.
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: 'utf8' },
  ).trim()
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'tradelane-e2e-'))
}
const port = process.env.E2E_PORT
const dataDir = process.env.E2E_DATA_DIR
const baseURL = external ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  // The settings spec changes what every page shows (the phone number in the head and on
  // /contact), the mail, personal data and team specs the SMTP server every notice uses, and
  // the rates spec every freight result, so they run alone, after everything else has finished.
  projects: [
    { name: 'site', testIgnore: /(admin-(settings|mail|rates|team)|personal-data|owner-journeys)\.spec\.ts$/ },
    { name: 'settings', testMatch: /admin-settings\.spec\.ts$/, dependencies: ['site'] },
    { name: 'mail', testMatch: /admin-mail\.spec\.ts$/, dependencies: ['settings'] },
    // The personal-data and team specs point the SMTP server at their own sinks: each alone.
    { name: 'personal-data', testMatch: /personal-data\.spec\.ts$/, dependencies: ['mail'] },
    { name: 'team', testMatch: /admin-team\.spec\.ts$/, dependencies: ['personal-data'] },
    // Publishing a rate card changes every visitor's freight results: alone, last.
    { name: 'rates', testMatch: /admin-rates\.spec\.ts$/, dependencies: ['team'] },
    // The owner's week (issue 38): a post going live and a holiday change what every visitor
    // sees, and its newsletters point the SMTP server at their own sinks: after the rest.
    { name: 'owner', testMatch: /owner-journeys\.spec\.ts$/, dependencies: ['rates'] },
  ],
  use: {
    browserName: 'chromium',
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // A trace costs about a tenth of the run's CPU even when the test passes and is thrown
    // away, and CI shows only the text; E2E_TRACE=1 records one (DOM snapshots, not the
    // screencast) for each failed test when you debug. A failure still leaves its screenshot
    // and its page's accessibility tree (error-context.md) in frontend/test-results.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium build in its headless shell (package chromium-headless-shell, the
      // same Blink as /usr/bin/chromium): the mode Playwright itself runs headless Chromium
      // in. The full browser's "new" headless mode costs 75% more CPU per page (routes and
      // lists specs: 351 against 200 CPU-seconds), which on two cores is minutes of the
      // suite. E2E_CHROMIUM=/usr/bin/chromium runs the suite in the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        // The build is a no-op when nothing changed. The contact and event rate limits are
        // off: every page of the suite comes from 127.0.0.1, and the guard fails on a 429. So
        // is the cap on one address's connections: two browsers and the deploy journey's
        // `route.fetch` (a connection per module a page preloads) all come from 127.0.0.1.
        // X-Forwarded-For is trusted so that a test whose failed sign-ins are the point sends
        // them from an address of its own (admin.spec.ts); no other test sends it.
        command:
          `cargo build --locked && exec ./target/debug/tradelane serve ` +
          `--host 127.0.0.1 --port ${port} --data-dir '${dataDir}' --contact-rate-limit 0 --event-rate-limit 0 ` +
          `--max-connections-per-address 0 --trust-proxy`,
        cwd: root,
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        // The first build of a clean clone takes minutes.
        timeout: 15 * 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { RUST_LOG: 'warn' },
      },
})
