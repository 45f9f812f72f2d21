// @vitest-environment node
import { readFile } from 'node:fs/promises'

import { expect, test } from 'vitest'

import { generateApiTypes, SPEC_PATH, TYPES_PATH } from '../../scripts/generate-api-types.mjs'

test('schema.d.ts is what openapi-typescript generates from openapi.json', async () => {
  const expected: string = await generateApiTypes(await readFile(SPEC_PATH, 'utf8'))
  const actual = await readFile(TYPES_PATH, 'utf8')
  // On failure: run `npm run gen:api` and commit both files.
  expect(actual).toBe(expected)
}, 30_000)
