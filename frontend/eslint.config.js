import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
)
