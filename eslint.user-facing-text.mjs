import tsParser from '@typescript-eslint/parser';
import i18next from 'eslint-plugin-i18next';

// Every user-facing string goes through libs/i18n (t('namespace.key')): no literal text in JSX,
// and no literal in the attributes people read or hear (labels, titles, placeholders, alt).
// Part of eslint.config.mjs, and run alone by libs/i18n's test so `npm test` catches it too.
export default [
  // Build output (the pre-rendered landing bundle included) is never linted, even when this runs alone.
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**'] },
  {
    files: ['shells/**/*.tsx', 'microfrontends/**/*.tsx', 'libs/ui/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/e2e/**', '**/test/**'],
    languageOptions: { parser: tsParser },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-placeholder|aria-valuetext|alt|title|placeholder|label|description)$/] > Literal[value=/[A-Za-z]/]',
          message: "User-facing text comes from libs/i18n: use t('namespace.key').",
        },
      ],
    },
  },
];
