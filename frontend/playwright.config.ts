import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from '@playwright/test'

import type { ServerOptions } from './e2e/fixtures'

/*
 * Browser tests: the debug build of tradelane (the one `cargo test` builds; its hot
 * dependencies are optimised in the dev profile), driven by Debian's Chromium headless shell
 * (never a downloaded browser). Each project talks to a server of its own, started once per
 * run on a free port with a fresh data directory: the specs that change what every page shows
 * or where every notice goes (the projects after `site`) then run beside the rest instead of
 * alone after it, which on two cores kept a core idle for the last two minutes of the run.
 *
 * The runner evaluates this file, then every worker evaluates it again. The runner picks the
 * ports and makes the data directory and leaves both in the environment, which the workers
 * inherit, so every worker of a project talks to that project's server (and the contact spec
 * reads its database: fixtures.ts, `serverDataDir`).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The projects, each with its own server. `site` is every spec not named after it; each of
 * the others would change what the rest see: the settings spec what every page shows (the
 * phone number in the head and on /contact), the mail, personal data and team specs the SMTP
 * server every notice uses, the rates spec every freight result, the owner's week (a post
 * going live, a holiday, newsletters) what every visitor sees.
 */
const PROJECTS: { name: string; spec?: RegExp }[] = [
  { name: 'site' },
  { name: 'settings', spec: /admin-settings\.spec\.ts$/ },
  { name: 'mail', spec: /admin-mail\.spec\.ts$/ },
  { name: 'personal-data', spec: /personal-data\.spec\.ts$/ },
  { name: 'team', spec: /admin-team\.spec\.ts$/ },
  { name: 'rates', spec: /admin-rates\.spec\.ts$/ },
  { name: 'owner', spec: /owner-journeys\.spec\.ts$/ },
]

// E2E_BASE_URL (with E2E_DATA_DIR) points every project at one server already running, for
// debugging one spec at a time.
const external = process.env.E2E_BASE_URL

if (!external && !process.env.E2E_PORTS) {
  // Synchronous, since the config must be a plain object: the OS hands out free ports, all
  // open at once so that they differ.
  process.env.E2E_PORTS = execFileSync(
    process.execPath,
    [
      '-e',
      `const n=${PROJECTS.length};const ss=[];for(let i=0;i<n;i++){const s=require('net').createServer();ss.push(s);` +
        "s.listen(0,'127.0.0.1',()=>{if(ss.every((x)=>x.listening)){process.stdout.write(ss.map((x)=>x.address().port).join(','));ss.forEach((x)=>x.close())}})}",
    ],
    { encoding: 'utf8' },
  ).trim()
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tradelane-e2e-'))
const dataRoot = process.env.E2E_DATA_DIR
const ports = (process.env.E2E_PORTS ?? '').split(',')
const servers = PROJECTS.map((project, i) => ({
  ...project,
  url: external ?? `http://127.0.0.1:${ports[i]}`,
  dataDir: external ? dataRoot : path.join(dataRoot, project.name),
}))
if (!external) for (const server of servers) mkdirSync(server.dataDir, { recursive: true })

export default defineConfig<object, ServerOptions>({
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
  projects: servers.map(({ name, spec, url, dataDir }) => ({
    name,
    ...(spec ? { testMatch: spec } : { testIgnore: servers.flatMap((other) => other.spec ?? []) }),
    use: { baseURL: url, serverDataDir: dataDir },
  })),
  use: {
    browserName: 'chromium',
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
  // The build is a no-op when nothing changed, and runs once, before the first server. The
  // contact and event rate limits are off: every page of the suite comes from 127.0.0.1, and
  // the guard fails on a 429. So is the cap on one address's connections: two browsers and the
  // deploy journey's `route.fetch` (a connection per module a page preloads) all come from
  // 127.0.0.1. X-Forwarded-For is trusted so that a test whose failed sign-ins are the point
  // sends them from an address of its own (admin.spec.ts); no other test sends it.
  webServer: external
    ? undefined
    : servers.map(({ url, dataDir }, i) => ({
        command:
          `${i === 0 ? 'cargo build --locked && ' : ''}exec ./target/debug/tradelane serve ` +
          `--host 127.0.0.1 --port ${new URL(url).port} --data-dir '${dataDir}' --contact-rate-limit 0 ` +
          `--event-rate-limit 0 --max-connections-per-address 0 --trust-proxy`,
        cwd: root,
        url: `${url}/api/health`,
        reuseExistingServer: false,
        // The first build of a clean clone takes minutes.
        timeout: 15 * 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: { RUST_LOG: 'warn' },
      })),
})
