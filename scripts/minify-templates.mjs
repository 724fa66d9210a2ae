// A Vite build plugin that shrinks the text inside Lit's tagged templates, which JS minifiers leave as
// written: a css`` without `${}` goes through Lightning CSS (the minifier Vite itself uses for CSS), and
// the indentation of html``/svg`` collapses to one space. Only build output changes: the browser tests
// run the sources as written, and test/node/minify-templates.test.ts pins what the plugin does.
import { createRequire } from 'node:module';

// Vite depends on Lightning CSS; resolving it from Vite's own location needs no dependency of ours.
const { transform: transformCss } = createRequire(import.meta.resolve('vite'))('lightningcss');

const LIT_MODULES = new Set(['lit', 'lit-html', 'lit-element', '@lit/reactive-element']);

/**
 * A run of whitespace that spans a line break is indentation: one space renders the same wherever
 * white-space collapses, which is everywhere but <pre> and <textarea> (templates with those are left
 * alone). Whitespace within a line (`${a} ${b}`) is kept as it is.
 */
const INDENTATION = /\s*\n\s*/g;
const PRESERVES_WHITESPACE = /<(pre|textarea)\b/i;

/** @returns {import('vite').Plugin} */
export function minifyTemplates() {
  return {
    name: 'crypto-checkout:minify-templates',
    apply: 'build',
    transform: {
      // Only modules that import Lit can hold its templates (litTags below names the tags).
      filter: { id: /\/src\/.*\.ts$/, code: /from\s*["'](?:lit|lit-html|lit-element|@lit\/reactive-element)["']/ },
      handler(code) {
        const program = this.parse(code);
        const tags = litTags(program);
        if (tags.size === 0) return null;
        /** @type {{ start: number, end: number, text: string }[]} */
        const edits = [];
        walk(program, (node) => {
          if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier') return;
          const kind = tags.get(node.tag.name);
          const { quasis } = node.quasi;
          if (kind === 'css' && quasis.length === 1) {
            const css = transformCss({
              filename: 'styles.css',
              code: Buffer.from(quasis[0].value.cooked),
              minify: true,
            });
            edits.push({ start: quasis[0].start, end: quasis[0].end, text: escapeTemplate(css.code.toString()) });
          } else if (
            (kind === 'html' || kind === 'svg') &&
            !quasis.some((q) => PRESERVES_WHITESPACE.test(q.value.raw))
          ) {
            for (const q of quasis)
              edits.push({ start: q.start, end: q.end, text: q.value.raw.replace(INDENTATION, ' ') });
          }
        });
        let out = code;
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
          out = out.slice(0, start) + text + out.slice(end);
        }
        return { code: out, map: null };
      },
    },
  };
}

/** Local names of `css`, `html` and `svg` imported from Lit, so a same-named function elsewhere is never touched. */
function litTags(program) {
  const tags = new Map();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !LIT_MODULES.has(node.source.value)) continue;
    for (const spec of node.specifiers) {
      const name = spec.type === 'ImportSpecifier' ? spec.imported.name : undefined;
      if (name === 'css' || name === 'html' || name === 'svg') tags.set(spec.local.name, name);
    }
  }
  return tags;
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}

/** CSS text as the raw body of a template literal. */
function escapeTemplate(text) {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}
