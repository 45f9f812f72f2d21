/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

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

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    optionalFontDisplay(),
    preloadMainFont(),
    lowPriorityScript(),
    shareImages(),
    precompress(`${root}dist`),
  ],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Read by the budget test (tests/api/budgets.rs); not served.
    manifest: true,
  },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Component tests drive real forms with user-event; a busy 2-core machine needs the room.
    testTimeout: 20_000,
  },
})
