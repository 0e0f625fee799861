// Lint: ESLint's and typescript-eslint's recommended rules, fitted to the code as it is (docs/decisions.md, "Stack").
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', '.test-dist/', '.bench-tmp/', 'test/fixtures/', 'reliability/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { DATABASE_URL, ...env } = process.env` drops a key on purpose; `_name` marks what is unused by design.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // The input guards and the link scanner match control characters (NUL, separators) on purpose.
      'no-control-regex': 'off',
      // Raw SQL rows (sql<any>) are given their types by the mapping function that reads them; strict TypeScript
      // checks everything past that boundary.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
