/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

const root = fileURLToPath(new URL('.', import.meta.url))
// The one test file that replaces a module with vi.mock: it runs isolated (see test.projects).
const MOCKS_MODULES = 'src/admin/dashboard/dashboard-screen.test.tsx'

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, so the server sends
 * them as they are instead of compressing on every request. index.html is rendered per page
 * by the server, which compresses it itself.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|svg|json|xml|txt|map)$/
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  return {
    name: 'tradelane:precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 512) continue
        const data = readFileSync(file)
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/**
 * Preloads the body text weight (400) and the headings' (700), latin and vietnamese subsets,
 * so the server-rendered text, the h1 that is the largest paint included, paints in its font
 * at once (font-display is optional: a font found late would block text briefly, then go unused).
 */
function preloadMainFont(): Plugin {
  return {
    name: 'tradelane:preload-main-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /be-vietnam-pro-(latin|vietnamese)-(400|700)-normal-.*\.woff2$/.test(file),
        )
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The entry script (and the modules it preloads) at low fetch priority: the page is already
 * in the HTML, so its stylesheet, fonts and hero image matter more for the first paint and
 * the largest one than the script that takes the page over.
 */
function lowPriorityScript(): Plugin {
  return {
    name: 'tradelane:low-priority-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  }
}

/**
 * `font-display: optional` instead of fontsource's `swap`: the text the server sent paints at
 * once in the fallback font, and the web font (preloaded) is used only if it is there within
 * about 100 ms, so it never repaints the text later, which delayed the largest paint on a
 * phone and could move text. A first visit on a slow line may see the fallback font; the
 * font is cached for the next page.
 */
function optionalFontDisplay(): Plugin {
  return {
    name: 'tradelane:optional-font-display',
    transform(code, id) {
      if (!/@fontsource\/be-vietnam-pro\/.*\.css$/.test(id)) return null
      return code.replace(/font-display:\s*swap/g, 'font-display: optional')
    },
  }
}

/**
 * The share pictures (`og/<section>.png`, 1200×630) that every page's og:image points at,
 * drawn in the build (scripts/share-images.mjs): social networks show no SVG.
 */
function shareImages(): Plugin {
  return {
    name: 'tradelane:share-images',
    apply: 'build',
    async generateBundle() {
      const { shareImages: draw } = await import('./scripts/share-images.mjs')
      for (const [fileName, source] of Object.entries(await draw())) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}

/**
 * `route-preloads.json`: for each route of `src/app/router.tsx`, the scripts its first load
 * runs after the entry (the app's `main` chunk, the route's screen and what they import), so
 * the server names them as `modulepreload` in that page's head (src/site/web.rs,
 * docs/decisions-spec.md §28). On a slow line the browser then fetches them side by side
 * from the start, instead of one after another as each one's import is found; no other
 * route's screen is named. Keys: the router's paths (`/blog/:slug`, `/about`).
 */
function routePreloads(): Plugin {
  const moduleFile = (spec: string) =>
    ['.tsx', '.ts'].map((ext) => `${root}src/${spec}${ext}`).find((file) => existsSync(file)) ?? `${root}src/${spec}.tsx`
  const chunkOf = (bundle: OutputBundle, id: string): OutputChunk | undefined =>
    Object.values(bundle).find(
      (item): item is OutputChunk => item.type === 'chunk' && (item.facadeModuleId === id || item.moduleIds.includes(id)),
    )
  // A chunk and everything it imports statically, in load order.
  const closure = (bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName)) return []
    seen.add(chunk.fileName)
    const below = chunk.imports.flatMap((file) => {
      const next = bundle[file]
      return next?.type === 'chunk' ? closure(bundle, next, seen) : []
    })
    return [...below, chunk.fileName]
  }
  return {
    name: 'tradelane:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)
      const main = chunkOf(bundle, `${root}src/main.tsx`)
      if (!entry || !main) return
      // The entry and its imports are already in index.html's head.
      const inHead = new Set(closure(bundle, entry))
      const source = readFileSync(`${root}src/app/router.tsx`, 'utf8')
      const routes: Record<string, string[]> = {}
      const add = (path: string, spec: string) => {
        const screen = chunkOf(bundle, moduleFile(spec))
        if (!screen) return
        const seen = new Set<string>()
        const files = [...closure(bundle, main, seen), ...closure(bundle, screen, seen)]
        routes[path] = files.filter((file) => !inHead.has(file))
      }
      const screens = /'(\/[^']*)':\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g
      const content = /path:\s*'(\/[^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g
      for (const [, path = '', spec = ''] of [...source.matchAll(screens), ...source.matchAll(content)]) add(path, spec)
      const standing = /STANDING_PAGES = \[([^\]]+)\][^]*?import\('@\/(standing-pages\/[^']+)'\)/.exec(source)
      for (const path of standing?.[1]?.match(/\/[a-z-]+/g) ?? []) add(path, standing?.[2] ?? '')
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routes, null, 1)}\n` })
    },
  }
}

/**
 * The chunks every page has loaded before any route's code: the entry, the app it starts,
 * their static imports and their styles. A lazy route's preload list leaves them out (they
 * are there already), which keeps that list, carried in the first load, short (§3 budget).
 */
const firstLoad = new Set<string>()

function firstLoadChunks(): Plugin {
  return {
    name: 'tradelane:first-load',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        firstLoad.clear()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (firstLoad.has(file) || !chunk || chunk.type !== 'chunk') return
          firstLoad.add(file)
          for (const css of chunk.viteMetadata?.importedCss ?? []) firstLoad.add(css)
          chunk.imports.forEach(visit)
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue
          visit(chunk.fileName)
          // The entry starts the app right after the first paint (tests/api/budgets.rs).
          chunk.dynamicImports.forEach(visit)
        }
      },
    },
  }
}

/**
 * The modules the app (`main.tsx`) imports that lazy routes import too: React, the icons'
 * base and the footer's two icons, the language and the query cache's core. Left to the
 * bundler they are eight chunks of a few hundred bytes each, all in the first load; on a slow
 * phone each costs a round trip over HTTP/1.1's six connections (bench/RESULTS.md, issue
 * 43), so they are one chunk. Only modules the first load already holds belong here
 * (tests/api/budgets.rs measures it), and none that imports on demand: that would bring
 * Vite's preload helper, which the entry uses, and make the entry wait for this chunk.
 */
const APP_CORE =
  /node_modules\/(react\/|lucide-react\/dist\/esm\/(shared\/|context\.mjs|Icon\.mjs|createLucideIcon\.mjs|icons\/(mail|map-pin)\.mjs)|@tanstack\/query-core\/build\/modern\/(timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable)\.js)|\/src\/i18n\/(dictionary|locale|language-provider)\.tsx?$/

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    optionalFontDisplay(),
    preloadMainFont(),
    lowPriorityScript(),
    shareImages(),
    routePreloads(),
    firstLoadChunks(),
    precompress(`${root}dist`),
  ],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Read by the budget test (tests/api/budgets.rs); not served.
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !firstLoad.has(dep)) },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app-core', test: APP_CORE, priority: 10 }] } } },
  },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component tests drive real forms with user-event; a busy 2-core machine needs the room.
    testTimeout: 20_000,
    // Stubs (fetch, navigator, location) end with each test, so files can share a worker.
    unstubGlobals: true,
    projects: [
      // One module registry per worker instead of one per file: half the run's time went to
      // importing the same modules again.
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.tsx'], exclude: [MOCKS_MODULES], isolate: false },
      },
      // The modules' own tests need no document: jsdom is still made for each file, and was
      // half of the run's time. A module test that reads the document or the address says so in
      // its first line (`// @vitest-environment jsdom`).
      {
        extends: true,
        test: { name: 'modules', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      // A file that replaces a module (vi.mock) needs a registry of its own.
      { extends: true, test: { name: 'isolated', include: [MOCKS_MODULES] } },
    ],
  },
})
