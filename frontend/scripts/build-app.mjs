// Builds the React app (frontend/dist and the server renderer frontend/dist-ssr) only when it
// is missing or older than what it is built from. build.rs calls this for release builds and
// when the app is missing; `npm test` calls it once before cargo, so a clean clone builds the
// app once instead of once per cargo profile, and `cargo check` never runs Vite.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// What the app is built from; build.rs watches the same list (FRONTEND_INPUTS).
const inputs = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/vite.server.config.ts',
  'frontend/tsconfig.json',
  'package.json',
  'package-lock.json',
]
const outputs = ['frontend/dist/index.html', 'frontend/dist-ssr/entry-server.js']

function newest(file) {
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)))
  return latest
}

function stale() {
  const built = outputs.map((file) => statSync(path.join(root, file), { throwIfNoEntry: false }))
  if (built.some((stat) => !stat)) return true
  const oldestOutput = Math.min(...built.map((stat) => stat.mtimeMs))
  return inputs.some((input) => newest(path.join(root, input)) > oldestOutput)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
if (!existsSync(path.join(root, 'node_modules'))) {
  // `npm install` with the committed lock, not `npm ci`: the registry mirror here has no
  // metadata for some optional platform packages (e.g. other OSes' Tailwind binaries), so they
  // are absent from the lock and `npm ci` refuses it as out of sync. `npm install` installs
  // exactly the locked versions and leaves the lock as is.
  execFileSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
}
if (stale() || process.argv.includes('--force')) {
  execFileSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
} else {
  console.error('frontend/dist is up to date; the app build is skipped')
}
