import { rmSync } from 'node:fs'

/** Removes the run's temporary data directory (the config made it). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR
  if (dir && dir.includes('tradelane-e2e-')) rmSync(dir, { recursive: true, force: true })
}
