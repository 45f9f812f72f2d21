// Generates frontend/src/api/schema.d.ts from the committed openapi.json. The drift test
// calls `generateApiTypes` too, so the file and the check can never disagree on the format.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'

import openapiTS, { astToString } from 'openapi-typescript'

export const SPEC_PATH = fileURLToPath(new URL('../../openapi.json', import.meta.url))
export const TYPES_PATH = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url))

const HEADER = `/**
 * Generated from openapi.json by frontend/scripts/generate-api-types.mjs; do not edit.
 * Regenerate with \`npm run gen:api\`.
 */

`

export async function generateApiTypes(specText) {
  const ast = await openapiTS(JSON.parse(specText))
  return HEADER + astToString(ast)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const types = await generateApiTypes(await readFile(SPEC_PATH, 'utf8'))
  await writeFile(TYPES_PATH, types)
  console.log(`wrote ${TYPES_PATH}`)
}
