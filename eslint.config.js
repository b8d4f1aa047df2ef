// Flat config: typescript-eslint with type information for every .ts/.tsx file (each file is checked with the
// tsconfig.json nearest to it: root, web/, loadtests/), plain recommended rules for the few .js/.mjs files.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/*.tsbuildinfo',
  ]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Types already say what is undefined; this rule only duplicates tsc for TS files.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // node-pg-migrate's documented migration shape is `async up(pgm)`; the builder only queues SQL, so there is
    // nothing to await and the rule would force a different signature in every migration file.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Browser code: the SPA.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
