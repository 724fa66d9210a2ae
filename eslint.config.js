// ESLint for the element and its tests: TypeScript, Lit templates, their accessibility, custom elements.
import boundaries from 'eslint-plugin-boundaries';
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
    // The direction of imports between the products in src/ (CONTRIBUTING.md draws it): pure core below
    // everything; the words on core; the shared UI on those and the QR encoder; each element on the UI; the
    // client, server and sandbox on core. An import against it fails `npm run lint`.
    files: ['src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': [
        { type: 'core', pattern: 'src/core/**', partialMatch: false },
        { type: 'qr', pattern: 'src/qr/**', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n/**', partialMatch: false },
        { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
        { type: 'checkout', pattern: 'src/checkout/**', partialMatch: false },
        { type: 'picker', pattern: 'src/picker/**', partialMatch: false },
        { type: 'channel', pattern: 'src/channel/**', partialMatch: false },
        { type: 'wallets', pattern: 'src/wallets/**', partialMatch: false },
        { type: 'client', pattern: 'src/client/**', partialMatch: false },
        { type: 'server', pattern: 'src/server/**', partialMatch: false },
        { type: 'sandbox', pattern: 'src/sandbox/**', partialMatch: false },
        { type: 'frameworks', pattern: 'src/frameworks/**', partialMatch: false },
      ],
      // The package's doors: src/index.ts and src/element.ts beside the products, and the channel's, which
      // re-exports the element's public words and types.
      'boundaries/files': [{ category: 'entry', pattern: ['src/*.ts', 'src/channel/index.ts'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries({
              core: [],
              qr: [],
              i18n: ['core'],
              ui: ['core', 'i18n', 'qr'],
              picker: ['core', 'i18n', 'ui'],
              checkout: ['core', 'i18n', 'ui', 'qr', 'picker'],
              channel: ['core', 'i18n', 'ui', 'qr'],
              wallets: ['core', 'i18n', 'ui'],
              client: ['core'],
              // The server's render registers <crypto-checkout> in Lit's server-side registry.
              server: ['core', 'client', 'checkout'],
              sandbox: ['core', 'client'],
              frameworks: ['checkout', 'channel', 'ui'],
            }).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
            })),
            {
              from: { file: { categories: 'entry' } },
              allow: { to: { element: { types: { anyOf: ['checkout', 'ui', 'i18n', 'core'] } } } },
            },
            { from: { file: { categories: 'entry' } }, allow: { to: { file: { categories: 'entry' } } } },
            // Packages (lit, redis) and Node's own modules are not products.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
    },
  },
  {
    // What would break under a strict CSP or Trusted Types, or render invoice data as markup, or turn an amount
    // into a float: refused in the element's source (test/node/source-policy.test.ts shows each one fires).
    files: ['src/**/*.ts'],
    rules: {
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'lit/directives/unsafe-html.js', message: 'unsafe* directives render strings as markup.' },
            { name: 'lit/directives/unsafe-svg.js', message: 'unsafe* directives render strings as markup.' },
            {
              name: 'lit/static-html.js',
              importNames: ['unsafeStatic'],
              message: 'unsafeStatic renders strings as markup.',
            },
            { name: 'lit/directives/style-map.js', message: 'Style bindings need unsafe-inline under CSP.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^unsafe(HTML|SVG|Static)$/]',
          message: 'unsafe* directives render strings as markup.',
        },
        {
          selector:
            "MemberExpression[property.name='innerHTML'], MemberExpression[property.value='innerHTML'], AssignmentExpression > MemberExpression.left[property.name='outerHTML'], MemberExpression[property.name='insertAdjacentHTML']",
          message: 'HTML strings need unsafe-inline and Trusted Types.',
        },
        {
          selector:
            "CallExpression:matches([callee.name=/^set(Timeout|Interval)$/], [callee.property.name=/^set(Timeout|Interval)$/]):matches([arguments.0.type='TemplateLiteral'], [arguments.0.raw=/^['\"]/])",
          message: 'String timers are eval.',
        },
        { selector: "Identifier[name='styleMap']", message: 'Style bindings need unsafe-inline under CSP.' },
        {
          selector: 'TemplateElement[tail=false][value.raw=/\\sstyle=$/]',
          message: 'Style bindings need unsafe-inline under CSP.',
        },
        {
          selector:
            "CallExpression[callee.property.name='setAttribute'][arguments.0.value='style'], AssignmentExpression > MemberExpression.left[property.name='cssText']",
          message: 'Inline styles need unsafe-inline under CSP.',
        },
        {
          selector: "Identifier[name='parseFloat'], MemberExpression > Identifier.property[name='toFixed']",
          message: 'Amounts are decimal strings, never floats.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
