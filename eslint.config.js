// ESLint for the element and its tests: TypeScript, Lit templates, their accessibility, custom elements.
import litPlugin from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-frameworks/', 'node_modules/', 'coverage/', '.screenshots/'] },
  ...tseslint.configs.recommended,
  litPlugin.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  {
    plugins: { 'lit-a11y': litA11y },
    rules: Object.fromEntries(Object.keys(litA11y.rules).map((rule) => [`lit-a11y/${rule}`, 'error'])),
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
