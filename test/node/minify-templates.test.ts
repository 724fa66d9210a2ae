import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { minifyTemplates } from '../../scripts/minify-templates.mjs';

/** Runs the plugin's transform as Vite would, on already-transpiled JavaScript. */
function minify(code: string): string {
  const { handler } = minifyTemplates().transform as unknown as {
    handler: (this: { parse: typeof parseAst }, code: string) => { code: string } | null;
  };
  return handler.call({ parse: parseAst }, code)?.code ?? code;
}

test('css`` is minified as CSS', () => {
  const out = minify(
    "import { css } from 'lit';\nexport const s = css`\n  :host {\n    display: block; /* why */\n  }\n`;",
  );
  assert.match(out, /css`:host\{display:block\}`/);
});

test('indentation in html`` and svg`` becomes one space; spaces within a line stay', () => {
  const out = minify(
    "import { html as h, svg } from 'lit';\n" +
      'export const t = (a, b) => h`\n  <p>\n    ${a} ${b}\n  </p>\n  ${svg`<g>\n    <path></path>\n  </g>`}\n`;',
  );
  assert.equal(out.slice(out.indexOf('h`')), 'h` <p> ${a} ${b} </p> ${svg`<g> <path></path> </g>`} `;');
});

test('templates that keep whitespace, and tags not imported from Lit, are left alone', () => {
  const pre = "import { html } from 'lit';\nexport const t = html`<pre>\n  a\n</pre>`;";
  assert.equal(minify(pre), pre);
  const other = "import { html } from './my-html.js';\nexport const t = html`<p>\n  a\n</p>`;";
  assert.equal(minify(other), other);
});
