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
          // The script-tag build lets Terser turn a negated comparison into its opposite (scripts/terser-pass.mjs),
          // which differs for NaN: say what NaN should do (Number.isFinite, or the comparison that fails for it).
          selector:
            "UnaryExpression[operator='!'] > BinaryExpression[operator=/^[<>]=?$/], UnaryExpression[operator='!'] > LogicalExpression BinaryExpression[operator=/^[<>]=?$/]",
          message: 'A negated comparison becomes its opposite in the script-tag build, and NaN passes it.',
        },
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
