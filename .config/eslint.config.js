import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesRule } from './boundaries-rule.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      '.bench/**',
      'tests/.scratch/**',
      '.tmp/**',
    ],
  },
  { files: ['.config/**/*.js'], languageOptions: { globals: globals.node } },
  { files: ['.config/**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { boundaries: boundariesRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // SurveyJS is the reference the screener conditions are tested against, never shipped.
    files: ['src/**/*.{ts,tsx}', 'service-worker/**/*.ts', 'sagas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['survey-core', 'survey-core/*'], message: 'survey-core is for tests only.' }],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'local/boundaries': 'off', 'no-console': 'off' },
  },
);
