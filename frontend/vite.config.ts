/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Preloads the main text weight (400, latin and vietnamese subsets) so text paints in its font at once. */
function preloadMainFont(): Plugin {
  return {
    name: 'tradelane:preload-main-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /be-vietnam-pro-(latin|vietnamese)-400-normal-.*\.woff2$/.test(file),
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

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), preloadMainFont()],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    assetsDir: 'assets',
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
