// The warning under a QR code of the bare address, in every language: it says what the code holds in the words
// the memo sentence uses, names the amount, and the memo where there is one.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import type { MemoKind } from '../../src/core/address.js';
import { resolveLocale } from '../../src/i18n/localize.js';
import { en } from '../../src/i18n/messages.js';

const TAGS = readdirSync('src/i18n/locales')
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3));
const KINDS: MemoKind[] = ['destination-tag', 'memo', 'comment'];

/** The length of the start two sentences share. */
const sharedStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

for (const tag of TAGS) {
  test(`${tag}: "enter the amount (and the memo) yourself" is translated, whole, and names the memo`, async () => {
    await import(`../../src/i18n/locales/${tag}.ts`);
    const { messages } = resolveLocale([tag]);
    assert.equal(resolveLocale([tag]).lang, tag);
    const amountOnly = messages.qrLacksAmount();
    assert.notEqual(amountOnly, en.qrLacksAmount());
    assert.doesNotMatch(amountOnly, /undefined|\$\{/);
    for (const kind of KINDS) {
      const withMemo = messages.qrLacksAmount(kind);
      assert.notEqual(withMemo, en.qrLacksAmount(kind), kind);
      assert.doesNotMatch(withMemo, /undefined|\$\{/, kind);
      assert.ok(withMemo.length > amountOnly.length, `${kind}: ${withMemo} says no more than ${amountOnly}`);
      // "This code holds the address only:" in the same words as the sentence of a channel's memo.
      const memoOnly = messages.qrLacksMemo(kind);
      assert.ok(sharedStart(withMemo, memoOnly) * 3 >= memoOnly.length, `${kind}: ${withMemo} | ${memoOnly}`);
    }
    assert.notEqual(messages.qrLacksAmount('destination-tag'), messages.qrLacksAmount('memo'));
  });
}

test('English: the amount alone, or the amount and the memo by its name', () => {
  assert.equal(en.qrLacksAmount(), 'This code holds the address only: enter the amount yourself.');
  assert.equal(
    en.qrLacksAmount('destination-tag'),
    'This code holds the address only: enter the amount and the destination tag yourself.',
  );
});
