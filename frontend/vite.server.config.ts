import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Code that never runs in a server render (the owner's console, the PDF export behind a
 * click) is left out of the server's script: it only cost parse time at every start.
 */
function leaveOutOfServer(): Plugin {
  const never = /\/(admin\/console-app|tools\/shared\/pdf\/export-pdf)\.tsx?$/
  return {
    name: 'tradelane:leave-out-of-server',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && never.test(resolved.id) ? `\0never:${resolved.id}` : null
    },
    load(id) {
      if (!id.startsWith('\0never:')) return null
      return `throw new Error(${JSON.stringify(`${id.slice(7)} is not part of the server's render`)})`
    },
  }
}

/**
 * The server's renderer (`src/entry-server.tsx`) as one classic script with every
 * dependency inside, for the JavaScript engine embedded in the binary (src/render/): no
 * modules, no Node built-ins, React's production build.
 */
export default defineConfig({
  root,
  plugins: [react(), leaveOutOfServer()],
  publicDir: false,
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      // renderToString only: the streaming renderer beside it in `server.browser` needs
      // MessageChannel and web streams at load, which the engine does not have.
      {
        find: /^react-dom\/server\.browser$/,
        replacement: `${root}../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js`,
      },
      // The Markdown parser's entity decoder: its browser build decodes through
      // `document.createElement('i').innerHTML`, which the engine lacks; the plain build
      // carries the table of named references (same answers, vitest runs it).
      {
        find: /^decode-named-character-reference$/,
        replacement: `${root}../node_modules/decode-named-character-reference/index.js`,
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: `${root}dist-ssr`,
    emptyOutDir: true,
    minify: true,
    target: 'es2022',
    rollupOptions: {
      // One script: the engine loads no modules.
      output: {
        format: 'iife',
        name: 'TradelaneServer',
        entryFileNames: 'entry-server.js',
      },
    },
  },
})
