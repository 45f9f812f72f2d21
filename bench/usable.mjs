#!/usr/bin/env node
// Time to usable on a slow phone (docs/decisions-spec.md §28, issue 43): Chromium through the
// DevTools protocol with a slow 3G profile (2 s round trip, 50 kB/s each way) and the CPU
// slowed four times, each page loaded cold (a new context, no cache). For each page:
//
//   fcp        first contentful paint
//   form       when the calculator's or the contact form's first field is on screen inside
//              a form the server answers without the app (`method` set: GET for the tools,
//              POST for /contact), i.e. a visitor can type and send; "-" when the form only
//              works once the app has loaded
//   hydrated   when the app has taken the page over (`<html data-app="started">`)
//   usable     form if the form works without the app, else hydrated
//   requests, kB   what the page had fetched when it was hydrated (bytes on the wire)
//
// usage: node bench/usable.mjs BASE_URL [--compare before|head|end] [--runs N] [--lcp PATH] [--waterfall]
//   BASE_URL   a running server (e.g. http://127.0.0.1:8080)
//   (no --compare) the pages exactly as served, every request throttled: the absolute figures
//   --compare  the document is fetched by this script and handed to the browser (so the
//              document itself escapes the throttling: every figure is earlier than a real
//              phone's, the same for each variant), with the route's `modulepreload` links
//              the server writes at the end of the body either
//                before  taken out, and a form counted usable only once hydrated: the site as
//                        it was before issue 43 (a form sent early was not understood)
//                head    moved into the head
//                end     left where the server puts them
//   --runs N   loads per page (default 3); the median is reported
//   --lcp PATH also reports the largest contentful paint of PATH (a post), same profile
//   --waterfall  also prints, for each page's last run, every request: when it was sent and
//              when its last byte arrived (s since navigation), its bytes on the wire and
//              Chromium's priority, to see what the first paint waited for
// Needs Debian's /usr/bin/chromium (or CHROME_PATH) and the repository's node_modules.
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const base = args.find((a) => /^https?:\/\//.test(a))
if (!base) {
  console.error('usage: node bench/usable.mjs BASE_URL [--compare before|head|end] [--runs N] [--lcp PATH] [--waterfall]')
  process.exit(2)
}
const compare = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : undefined
if (compare !== undefined && !['before', 'head', 'end'].includes(compare)) {
  console.error('--compare takes before, head or end')
  process.exit(2)
}
const before = compare === 'before'
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const lcpPath = args.includes('--lcp') ? args[args.indexOf('--lcp') + 1] : undefined
const waterfall = args.includes('--waterfall')
const PAGES = [
  '/tools/incoterms-calculator',
  '/tools/freight-calculator',
  '/tools/demurrage-calculator',
  '/tools/hs-code-analyzer',
  '/contact',
]
// Slow 3G as the issue measured it: 2 s round trip, 50 kB/s.
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 }
const CPU_SLOWDOWN = 4
const TIMEOUT = 120_000

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
})

/** The document with the route's preloads (written before </body>) as `--compare` asks. */
async function placePreloads(route) {
  const response = await route.fetch()
  let links = ''
  const html = (await response.text())
    .replace(/((?:<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]+">)+)<\/body>/, (_, found) => {
      links = found
      return '</body>'
    })
    .replace('</head>', () => `${compare === 'head' ? links : ''}</head>`)
    .replace('</body>', () => `${compare === 'end' ? links : ''}</body>`)
  await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': undefined } })
}

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  const page = await context.newPage()
  if (compare) await page.route((url) => url.pathname === path, placePreloads)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  let requests = 0
  let bytes = 0
  // Per request, in the protocol's monotonic seconds: sent, last byte, bytes, priority.
  const log = new Map()
  cdp.on('Network.requestWillBeSent', (event) => {
    log.set(event.requestId, { url: event.request.url, sent: event.timestamp, priority: event.request.initialPriority })
  })
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1
    bytes += event.encodedDataLength
    const entry = log.get(event.requestId)
    if (entry) Object.assign(entry, { end: event.timestamp, bytes: event.encodedDataLength })
  })
  // Marks, in the page's own clock (ms since navigation start), as they happen.
  await page.addInitScript(() => {
    const marks = (window.__usable = {})
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp ??= entry.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1)
      if (last) marks.lcp = last.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    const check = () => {
      const field = document.querySelector('main form[method] input:not([type=hidden]), main form[method] textarea')
      if (field && marks.form === undefined && marks.fcp !== undefined && field.getBoundingClientRect().height > 0) {
        marks.form = performance.now()
      }
      if (document.documentElement.dataset.app === 'started' && marks.hydrated === undefined) {
        marks.hydrated = performance.now()
      }
      if (marks.hydrated === undefined) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: TIMEOUT })
  await page.waitForFunction(() => window.__usable?.hydrated !== undefined, null, { timeout: TIMEOUT, polling: 100 })
  const marks = await page.evaluate(() => window.__usable)
  await context.close()
  const form = before ? undefined : marks.form
  const requestLog = [...log.values()].sort((a, b) => a.sent - b.sent)
  return { fcp: marks.fcp, lcp: marks.lcp, form, hydrated: marks.hydrated, usable: form ?? marks.hydrated, requests, kB: bytes / 1000, requestLog }
}

/** One page's requests, times relative to the first request (the document's). */
function printWaterfall(path, { requestLog, fcp, form }) {
  const origin = requestLog[0]?.sent ?? 0
  const t = (seconds) => (seconds === undefined ? '    -' : (seconds - origin).toFixed(2).padStart(5))
  console.log(`  ${path}: fcp ${s(fcp)} s, form ${s(form)} s`)
  console.log('    sent    end      bytes  priority   url')
  for (const r of requestLog) {
    const name = new URL(r.url).pathname
    console.log(`    ${t(r.sent)}  ${t(r.end)}  ${String(r.bytes ?? '-').padStart(9)}  ${(r.priority ?? '').padEnd(9)}  ${name}`)
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined
}
const s = (ms) => (ms === undefined ? '-' : (ms / 1000).toFixed(1))

const mode = compare ? `--compare ${compare} (document handed over by the script)` : 'as served'
console.log(`${mode}: ${base}, ${runs} run(s) a page, median`)
console.log('page                          fcp s  form s  hydrated s  usable s  requests    kB')
for (const path of PAGES) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await measure(path))
  const m = (key) => median(results.map((r) => r[key]))
  console.log(
    `${path.padEnd(29)} ${s(m('fcp')).padStart(5)} ${s(m('form')).padStart(7)} ${s(m('hydrated')).padStart(11)} ${s(m('usable')).padStart(9)} ${String(m('requests')).padStart(9)} ${m('kB').toFixed(0).padStart(5)}`,
  )
  if (waterfall) printWaterfall(path, results.at(-1))
}
if (lcpPath) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await measure(lcpPath))
  console.log(`LCP of ${lcpPath}: ${s(median(results.map((r) => r.lcp)))} s (fcp ${s(median(results.map((r) => r.fcp)))} s)`)
}
await browser.close()
