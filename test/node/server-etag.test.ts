// The ETag of an invoice's document and the If-None-Match check (src/server/etag.ts): a strong tag from the
// body's hash, compared weakly as RFC 9110 asks, and hashed once per stored version.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { etagMatches, etagOf, etagsByVersion } from '../../src/server/etag.js';

describe('etagOf', () => {
  test('a strong tag of 22 base64url characters (128 bits of SHA-256), the same for the same body only', async () => {
    const etag = await etagOf('{"data":1}');
    assert.match(etag, /^"[A-Za-z0-9_-]{22}"$/);
    assert.equal(await etagOf('{"data":1}'), etag);
    assert.notEqual(await etagOf('{"data":2}'), etag);
  });
});

describe('etagMatches', () => {
  test('the tag, weakly (W/ on either side), in a list, or *; never when absent or another', () => {
    const etag = '"abc"';
    for (const header of ['"abc"', 'W/"abc"', '"other", "abc"', ' "other" ,W/"abc" ', '*']) {
      assert.equal(etagMatches(header, etag), true, header);
    }
    assert.equal(etagMatches('"abc"', 'W/"abc"'), true);
    for (const header of [null, '', '"ab"', '"abc', 'abc', '"other"']) {
      assert.equal(etagMatches(header, etag), false, String(header));
    }
  });
});

describe('etagsByVersion', () => {
  test('hashes each stored version once, again for a new version; bounded, the oldest dropped first', async (t) => {
    const digest = t.mock.method(crypto.subtle, 'digest');
    const etagFor = etagsByVersion(2);
    const first = await etagFor('inv_a', { body: 'one', version: 1 });
    assert.equal(await etagFor('inv_a', { body: 'one', version: 1 }), first);
    assert.equal(digest.mock.callCount(), 1);
    assert.notEqual(await etagFor('inv_a', { body: 'two', version: 2 }), first);
    assert.equal(digest.mock.callCount(), 2);
    await etagFor('inv_b', { body: 'b', version: 1 });
    await etagFor('inv_c', { body: 'c', version: 1 }); // past the bound: inv_a, hashed longest ago, goes
    await etagFor('inv_c', { body: 'c', version: 1 });
    assert.equal(digest.mock.callCount(), 4);
    await etagFor('inv_a', { body: 'two', version: 2 });
    assert.equal(digest.mock.callCount(), 5, 'inv_a was dropped');
  });
});
