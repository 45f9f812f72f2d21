import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The shape of frontend/src (bulletproof-react), kept by `import-x/no-restricted-paths`
 * (imports are resolved, `@/` included, so a relative import cannot slip past):
 *
 *   entries (boot.ts, main.tsx, entry-server.tsx, ssr/)
 *     └ app/ (router, providers, layout, server-data): composes the features
 *         └ features: every other folder (blog, contact, tools/<tool>, admin, …), apart
 *             └ app/page-meta and not-found/: below every screen, import no screen
 *                 └ shared layers: components/, lib/, i18n/, api/, config/
 *
 * - A feature imports no other feature. The one screen others show is the 404 page: a post,
 *   service, case study or page with an unknown slug renders not-found/, which imports no
 *   feature and sits below the screens with app/page-meta (their head tags and titles).
 * - tools/<tool> share only tools/shared (which imports no tool); tools-index is a tool here.
 * - admin/ (the owner's console, lazily loaded by app/router.tsx, the only public file that
 *   may name it, and only admin/console-app): its screens (account, content, …) import no
 *   other screen and not console-app, which routes them; they share admin/ui, admin/session,
 *   admin/layout and the console's files beside them (admin-api, admin-settings-api,
 *   console-text). admin/ui imports neither session nor layout; session imports no layout.
 * - Shared layers import no feature and nothing of app/ or the entries.
 * - components/ui is presentational: no API client (api/), no data-aware component
 *   (components/newsletter), no query hooks (see its own block below). A component that
 *   talks to the API and is used by several features lives in components/<name>.
 * - src/test (helpers) is for tests only. Tests may also import app/providers (the real
 *   providers are their harness) and admin/console-app (to drive the console as mounted).
 */
const SRC = join(import.meta.dirname, 'src')
const LAYERS = ['app', 'components', 'lib', 'i18n', 'api', 'config', 'ssr', 'test']
const SHARED = ['components', 'lib', 'i18n', 'api', 'config']
const ENTRIES = `${SRC}/{boot.ts,main.tsx,entry-server.tsx}`

const folders = (dir) =>
  readdirSync(join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** Every folder of src that is not a layer is a feature; a new folder is held to the rules at once. */
const FEATURES = folders('.').filter((name) => !LAYERS.includes(name))
const TOOLS = folders('tools').filter((name) => name !== 'shared')
const CONSOLE_SHARED = ['ui', 'session', 'layout']
const CONSOLE_SCREENS = folders('admin').filter((name) => !CONSOLE_SHARED.includes(name))

const under = (...paths) => paths.map((path) => `${SRC}/${path}/**`)

/** The zones; `tests` loosens only what a test's harness needs (providers, console-app, src/test). */
function zones({ tests }) {
  const cross = []
  for (const feature of FEATURES.filter((name) => name !== 'tools')) {
    const others = FEATURES.filter((name) => name !== feature && name !== 'not-found')
    cross.push({
      target: `${SRC}/${feature}/**`,
      from: under(...(feature === 'not-found' ? FEATURES.filter((name) => name !== feature) : others)),
      message: 'A feature imports no other feature: move what both need to a shared layer (components, lib, config, …).',
    })
  }
  const outsideTools = FEATURES.filter((name) => name !== 'tools' && name !== 'not-found')
  for (const tool of TOOLS) {
    cross.push({
      target: `${SRC}/tools/${tool}/**`,
      from: under(...outsideTools, ...TOOLS.filter((name) => name !== tool).map((name) => `tools/${name}`)),
      message: 'A tool imports no other tool and no other feature: what tools share lives in tools/shared.',
    })
  }
  cross.push({
    target: `${SRC}/tools/shared/**`,
    from: under(...outsideTools, ...TOOLS.map((name) => `tools/${name}`)),
    message: 'tools/shared is below the tools: it imports no tool and no other feature.',
  })

  const consoleApp = `${SRC}/admin/console-app.{ts,tsx}`
  const console_ = []
  for (const screen of CONSOLE_SCREENS) {
    console_.push({
      target: `${SRC}/admin/${screen}/**`,
      from: [
        ...under(...CONSOLE_SCREENS.filter((name) => name !== screen).map((name) => `admin/${name}`)),
        ...(tests ? [] : [consoleApp]),
      ],
      message: "A console screen imports no other screen: they share admin/ui, admin/session, admin/layout and the console's files.",
    })
  }
  console_.push(
    {
      target: [...under('admin/ui', 'admin/session', 'admin/layout'), `${SRC}/admin/*.ts`],
      from: [...under(...CONSOLE_SCREENS.map((name) => `admin/${name}`)), ...(tests ? [] : [consoleApp])],
      message: "The console's shared parts import no console screen.",
    },
    {
      target: `${SRC}/admin/ui/**`,
      from: under('admin/session', 'admin/layout'),
      message: 'admin/ui is the bottom of the console: it imports neither the session nor the layout.',
    },
    {
      target: `${SRC}/admin/session/**`,
      from: under('admin/layout'),
      message: 'The session imports no layout (the layout uses the session).',
    },
  )

  return [
    ...cross,
    ...console_,
    {
      target: under(...FEATURES),
      from: [`${SRC}/app/**`, ENTRIES, ...under('ssr')],
      except: [`${SRC}/app/page-meta.{ts,json}`, ...(tests ? [`${SRC}/app/providers.{ts,tsx}`] : [])],
      message: 'A feature imports nothing of app/ but app/page-meta: app/ composes the features, not the other way.',
    },
    {
      target: `${SRC}/app/page-meta.ts`,
      from: [`${SRC}/app/!(page-meta|route-table).*`, ...under('app/layout', ...FEATURES)],
      message: 'app/page-meta sits below the screens: it imports no screen and nothing else of app/.',
    },
    {
      target: under(...SHARED),
      from: [`${SRC}/app/**`, ENTRIES, ...under('ssr', ...FEATURES)],
      except: tests ? [`${SRC}/app/providers.{ts,tsx}`] : [],
      message: 'Shared layers (components, lib, i18n, api, config) import no feature and nothing of app/.',
    },
    {
      target: `${SRC}/components/ui/**`,
      from: under('api', 'components/newsletter'),
      message: 'components/ui is presentational: no API client, no data. Put a component that talks to the API in its feature or in components/<name>.',
    },
    {
      target: [ENTRIES, `${SRC}/app/!(router).*`, ...under('app/layout', 'ssr', 'test')],
      from: under('admin'),
      message: "Public code imports nothing of the console (admin/); app/router.tsx loads it lazily.",
    },
    {
      target: `${SRC}/app/router.tsx`,
      from: under('admin'),
      except: [consoleApp],
      message: 'The router loads the console through admin/console-app only.',
    },
    ...(tests
      ? []
      : [
          {
            target: `${SRC}/**`,
            from: under('test'),
            message: 'src/test holds test helpers: only tests import them.',
          },
        ]),
  ]
}

const TESTS = ['**/src/**/*.test.{ts,tsx}', '**/src/test/**']

/** Resolves imports as TypeScript does (`@/` from tsconfig.json), so every zone sees every import. */
const RESOLVER = {
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      tsconfig: { configFile: join(import.meta.dirname, 'tsconfig.json') },
    }),
  ],
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/src/api/schema.d.ts', '**/test-results/**', '**/playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*/index', './index', '../index'],
              message: 'No barrel files: import the module itself.',
            },
          ],
          paths: [
            {
              name: 'zod',
              importNames: ['z'],
              message: "Import z from '@/lib/zod' (set up for the site's CSP).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/src/lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The shape (see the comment at the top): one block for the app's code, one for its tests.
  {
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    settings: RESOLVER,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ tests: false }) }] },
  },
  {
    files: TESTS,
    plugins: { 'import-x': importX },
    settings: RESOLVER,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ tests: true }) }] },
  },
  // components/ui is presentational: React Query's types may describe a prop, its hooks
  // (and the settings' query hooks) are for features and data-aware components.
  {
    files: ['**/src/components/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message: 'components/ui is presentational: it takes data as props and runs no query or mutation.',
            },
          ],
          patterns: [
            {
              group: ['**/config/site-settings'],
              importNames: ['useSiteSettings', 'refreshSiteSettings', 'seedSiteSettings'],
              message: 'components/ui is presentational: it takes the settings as a prop.',
            },
          ],
        },
      ],
    },
  },
  // Browser tests wait for events, never for fixed times (docs/decisions-spec.md §29):
  // expect.poll, waitForResponse and web-first assertions.
  {
    files: ['**/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for the event (expect.poll, waitForResponse, a web-first assertion), never for a fixed time.',
        },
      ],
    },
  },
  // Unit test files share a worker's module registry (vite.config.ts, test.projects): a file
  // that replaces a module must be the one listed there to run isolated.
  {
    files: ['**/src/**/*.test.{ts,tsx}'],
    ignores: ['**/src/admin/dashboard/dashboard-screen.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'vi.mock needs an isolated file: list it as MOCKS_MODULES in vite.config.ts (or pass the module in).',
        },
      ],
    },
  },
)
