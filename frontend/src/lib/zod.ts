import { z } from 'zod'

// Without this, zod probes whether it may compile validators with `new Function`; the site's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses it, and although zod
// catches the refusal, the browser still reports a CSP violation on every page with a form
// (Lighthouse's best-practices "issues" audit). Interpreted validators are fast enough here.
z.config({ jitless: true })

/** zod, set up for this site's CSP: every schema imports `z` from here (ESLint says so). */
export { z }
