// The published integrity values: the .sri file beside each script-tag file holds its sha384, and every snippet in
// the README and docs/ names this version on the CDN and that value, so a pasted snippet loads the file it names.
// Needs `npm run build` first, which `npm test` runs. (test/sri.test.ts loads the files with these values in every
// engine, and a copy one byte off is refused.)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { integrity } from '../../scripts/sri.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const FILE = join(dist, 'crypto-checkout.min.js');
const PICKER = join(dist, 'crypto-checkout-picker.min.js');
const WALLETS = join(dist, 'crypto-checkout-wallets.min.js');

describe('the published integrity values', () => {
  let published: string;
  let pickerSri: string;
  let walletsSri: string;

  before(async () => {
    assert.ok(
      existsSync(FILE) && existsSync(`${FILE}.sri`),
      'dist/crypto-checkout.min.js(.sri) missing: run npm run build',
    );
    published = (await readFile(`${FILE}.sri`, 'utf8')).trim();
    pickerSri = (await readFile(`${PICKER}.sri`, 'utf8')).trim();
    walletsSri = (await readFile(`${WALLETS}.sri`, 'utf8')).trim();
  });

  for (const page of ['README.md', 'docs/getting-started.md']) {
    test(`${page}: the script-tag snippet names this version on the CDN and the integrity value of the build`, async () => {
      // A merchant pastes the snippet as it is: with another file's value the browser refuses the script,
      // and a URL of another version serves another file.
      const text = await readFile(join(dist, '..', page), 'utf8');
      const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
      const snippets = [
        ...text.matchAll(/<script\s+type="module"\s+src="([^"]*crypto-checkout\.min\.js)"\s+integrity="([^"]+)"/g),
      ];
      assert.ok(snippets.length > 0, `${page} has a script-tag snippet with an integrity value`);
      for (const [, url, value] of snippets) {
        assert.equal(value, published, `${page}: integrity= must be the value in dist/crypto-checkout.min.js.sri`);
        assert.equal(
          url,
          `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout.min.js`,
          `${page}: the CDN URL must name package.json's version (${version})`,
        );
      }
    });
  }

  test('docs/channels.md: the <crypto-channel> snippet names this version and the integrity value of its build', async () => {
    const text = await readFile(join(dist, '../docs/channels.md'), 'utf8');
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const [, url, value] = /src="([^"]*crypto-channel\.min\.js)"\s+integrity="([^"]+)"/.exec(text) ?? [];
    assert.equal(value, (await readFile(join(dist, 'crypto-channel.min.js.sri'), 'utf8')).trim());
    assert.equal(value, integrity(await readFile(join(dist, 'crypto-channel.min.js'))));
    assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-channel.min.js`);
  });

  test('docs/languages.md and getting-started.md: each locale snippet names this version and the integrity value of its built file', async () => {
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const snippets = [];
    for (const doc of ['languages.md', 'getting-started.md']) {
      const text = await readFile(join(dist, `../docs/${doc}`), 'utf8');
      const found = [
        ...text.matchAll(/src="([^"]*\/dist\/i18n\/locales\/((?:picker\/)?[\w-]+)\.js)"(\s+integrity="([^"]+)")?/g),
      ];
      assert.ok(found.length > 0, `docs/${doc} has a locale snippet`);
      snippets.push(...found.map(([, url, tag, , value]) => [url!, tag!, value] as const));
    }
    for (const [url, tag, value] of snippets) {
      assert.ok(value, `${url} has its integrity value`);
      assert.equal(value, (await readFile(join(dist, `i18n/locales/${tag}.js.sri`), 'utf8')).trim());
      assert.equal(value, integrity(await readFile(join(dist, `i18n/locales/${tag}.js`))));
      assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/i18n/locales/${tag}.js`);
    }
  });

  for (const page of ['README.md', 'docs/getting-started.md']) {
    test(`${page}: the coin picker's snippet names this version and the integrity value of its build`, async () => {
      const text = await readFile(join(dist, '..', page), 'utf8');
      const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
      const snippets = [...text.matchAll(/src="([^"]*crypto-checkout-picker\.min\.js)"\s+integrity="([^"]+)"/g)];
      assert.ok(snippets.length > 0, `${page} has the picker's script tag with its integrity value`);
      for (const [, url, value] of snippets) {
        assert.equal(value, pickerSri, `${page}: integrity= must be the value in ${PICKER}.sri`);
        assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout-picker.min.js`);
      }
    });
  }

  test("the browser wallets' snippets name this version and the integrity value of its build", async () => {
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const pages = ['README.md', ...(await readdir(join(dist, '../docs'))).map((name) => `docs/${name}`)].filter(
      (page) => page.endsWith('.md'),
    );
    for (const page of pages) {
      const text = await readFile(join(dist, '..', page), 'utf8');
      const snippets = [...text.matchAll(/src="([^"]*crypto-checkout-wallets\.min\.js)"\s+integrity="([^"]+)"/g)];
      // The wallets' page shows how to add the file.
      if (page === 'docs/wallets.md') assert.ok(snippets.length > 0, `${page} has the wallets' script tag`);
      for (const [, url, value] of snippets) {
        assert.equal(value, walletsSri, `${page}: integrity= must be the value in ${WALLETS}.sri`);
        assert.equal(
          url,
          `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout-wallets.min.js`,
        );
      }
    }
  });

  test('the .sri files hold the sha384 of the files beside them', async () => {
    assert.equal(published, integrity(await readFile(FILE)));
    assert.equal(pickerSri, integrity(await readFile(PICKER)));
    assert.equal(walletsSri, integrity(await readFile(WALLETS)));
  });
});
