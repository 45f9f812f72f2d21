// Builds a tool's PDF and hands it to the browser as a download. Imported dynamically by
// the Export PDF button, so pdf-lib, fontkit and the font files load only when it is pressed.
import boldExt from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-ext-700-normal.woff?url'
import boldLatin from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff?url'
import boldVi from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff?url'
import regularExt from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-ext-400-normal.woff?url'
import regularLatin from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff?url'
import regularVi from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff?url'

import { buildPdf } from './build-pdf'
import type { PdfInput } from './build-pdf'

// WOFF (not WOFF2): fontkit reads it without a Brotli decoder.
async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** Builds the PDF and starts its download as `fileName`. */
export async function downloadPdf(input: Omit<PdfInput, 'fonts'>, fileName: string): Promise<void> {
  const [regular, bold] = await Promise.all([
    Promise.all([regularLatin, regularVi, regularExt].map(fetchFont)),
    Promise.all([boldLatin, boldVi, boldExt].map(fetchFont)),
  ])
  const bytes = await buildPdf({ ...input, fonts: { regular, bold } })
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
