// @vitest-environment node
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

/**
 * The lint rules that keep the app's shape (frontend/eslint.config.js) bite: each snippet
 * is linted as if it were a file at that place in src, with the real config.
 */
const frontend = fileURLToPath(new URL('..', import.meta.url))
const src = (path: string) => `${frontend}src/${path}`

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)), overrideConfigFile: `${frontend}eslint.config.js` })
})

const SHAPE_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports']

/**
 * The import rules' messages for `code` as the file `path` of src, and any parse error;
 * other rules (an unused import, say) are no matter here.
 */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: src(path) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === null || SHAPE_RULES.includes(m.ruleId))
    .map((m) => `${m.ruleId}: ${m.message}`)
}

const RESTRICTED = 'import-x/no-restricted-paths: Unexpected path'

describe('the shape rules refuse', () => {
  test.each([
    ['a feature importing another (alias)', 'blog/x.tsx', "import { ContactForm } from '@/contact/contact-form'", 'A feature imports no other feature'],
    ['a feature importing another (relative)', 'blog/x.tsx', "import { ContactForm } from '../contact/contact-form'", 'A feature imports no other feature'],
    ['a public feature importing the console', 'blog/x.tsx', "import { adminCall } from '@/admin/admin-api'", 'A feature imports no other feature'],
    ['the console importing a public feature', 'admin/content/x.tsx', "import { BlogScreen } from '@/blog/blog-screen'", 'A feature imports no other feature'],
    ['a tool importing another tool', 'tools/freight/x.ts', "import { calculate } from '@/tools/demurrage/calc'", 'A tool imports no other tool'],
    ['tools/shared importing a tool', 'tools/shared/x.ts', "import { calculate } from '../freight/calc'", 'tools/shared is below the tools'],
    ['a console screen importing another', 'admin/mail/x.tsx', "import { slugify } from '../content/slug'", 'A console screen imports no other screen'],
    ['a console screen importing the console router', 'admin/mail/x.tsx', "import { ConsoleApp } from '../console-app'", 'A console screen imports no other screen'],
    ['admin/ui importing a console screen', 'admin/ui/x.tsx', "import { slugify } from '../content/slug'", "The console's shared parts import no console screen"],
    ['components/ui importing the API client', 'components/ui/x.tsx', "import { subscribe } from '@/api/subscriptions'", 'components/ui is presentational'],
    ['components/ui importing a data-aware component', 'components/ui/x.tsx', "import { EmailSignup } from '../newsletter/email-signup'", 'components/ui is presentational'],
    ['a shared layer importing a feature', 'components/ui/x.tsx', "import { blogText } from '@/blog/blog-text'", 'Shared layers (components, lib, i18n, api, config) import no feature'],
    ['a shared layer importing app/ (upward)', 'lib/x.ts', "import { usePageMeta } from '@/app/page-meta'", 'Shared layers (components, lib, i18n, api, config) import no feature and nothing of app/'],
    ['a feature importing app/ beyond page-meta (upward)', 'blog/x.tsx', "import { AppProviders } from '@/app/providers'", 'A feature imports nothing of app/ but app/page-meta'],
    ['page-meta importing a screen', 'app/page-meta.ts', "import { BlogScreen } from '@/blog/blog-screen'", 'app/page-meta sits below the screens'],
    ['not-found importing a feature', 'not-found/x.tsx', "import { blogText } from '@/blog/blog-text'", 'A feature imports no other feature'],
    ['the app shell importing the console', 'app/layout/x.tsx', "import { ConsoleApp } from '@/admin/console-app'", 'Public code imports nothing of the console'],
    ['the router importing more of the console than its entry', 'app/router.tsx', "import { adminCall } from '@/admin/admin-api'", 'The router loads the console through admin/console-app only'],
    ['app code importing test helpers', 'blog/x.tsx', "import { renderWithProviders } from '@/test/render'", 'src/test holds test helpers'],
  ])('%s', async (_name, path, code, message) => {
    const found = await problems(path, code)
    expect(found).toEqual([expect.stringContaining(RESTRICTED)])
    expect(found[0]).toContain(message)
  })

  test('components/ui running a query, or reading the settings through their query hook', async () => {
    expect(await problems('components/ui/x.tsx', "import { useQuery } from '@tanstack/react-query'")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*components\/ui is presentational/),
    ])
    expect(
      await problems('components/ui/x.tsx', "import { telHref, useSiteSettings } from '@/config/site-settings'"),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'useSiteSettings' .*presentational/)])
  })
})

describe('the shape rules allow', () => {
  test.each([
    ['a screen using shared layers, page-meta and the 404 screen', 'blog/x.tsx', [
      "import { usePageMeta } from '@/app/page-meta'",
      "import { usePagedContent } from '@/api/use-content-list'",
      "import { EmailSignupBand } from '@/components/newsletter/email-signup'",
      "import { Button } from '@/components/ui/button'",
      "import { fillPlaceholders } from '@/config/placeholders'",
      "import { useText } from '@/i18n/language-provider'",
      "import { formatNumber } from '@/lib/format'",
      "import { NotFoundScreen } from '@/not-found/not-found-screen'",
      "import { blogText } from './blog-text'",
    ]],
    ['a console screen using the console\'s shared parts', 'admin/mail/x.tsx', [
      "import { adminCall } from '../admin-api'",
      "import { consoleText } from '../console-text'",
      "import { ConsoleLayout } from '../layout/console-layout'",
      "import { useOwner } from '../session/session-api'",
      "import { Pager } from '../ui/pager'",
    ]],
    ['a tool using tools/shared', 'tools/freight/x.tsx', ["import { Badge } from '@/tools/shared/badge'"]],
    ['components/ui describing a query in a type', 'components/ui/x.tsx', [
      "import type { UseQueryResult } from '@tanstack/react-query'",
      "import { telHref } from '@/config/site-settings'",
    ]],
    ['the router loading the console', 'app/router.tsx', ["import { ConsoleApp } from '@/admin/console-app'"]],
    ['a test using the real providers and the test helpers', 'admin/content/x.test.tsx', [
      "import { AppProviders } from '@/app/providers'",
      "import { renderWithProviders } from '@/test/render'",
      "import { ConsoleApp } from '../console-app'",
    ]],
  ])('%s', async (_name, path, imports) => {
    expect(await problems(path, imports.join('\n'))).toEqual([])
  })
})
