// The explorer link of a deposit's transaction (src/core/explorer.ts): which networks have one, that each is an https
// page on the network's own explorer, and that no hash, however hostile, leaves it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NETWORKS } from '../../src/core/address.js';
import { EXPLORERS, explorerUrl } from '../../src/core/explorer.js';

const HASH = 'aa176b0e0ba8db95f816a49a3d3a8fbb9b711ad52bb6a3c179b91d04233d53a4';
const on = (networkCode: string, networkName: string, hash = HASH) => explorerUrl({ networkCode, networkName }, hash);

test('each explorer is an https address, for a network the element knows by that name', () => {
  const first = NETWORKS.map(({ names }) => names.split('|')[0]);
  for (const [network, prefix] of Object.entries(EXPLORERS)) {
    assert.ok(first.includes(network), `${network} is no network of address.ts`);
    const url = new URL(`${prefix}${HASH}`);
    assert.equal(url.protocol, 'https:', network);
    assert.equal(url.username + url.password, '', network);
  }
});

test('the network by its code (with or without the token after the colon) or by its name', () => {
  assert.equal(on('tron:usdt', 'Tron (TRC-20)'), `https://tronscan.org/#/transaction/${HASH}`);
  assert.equal(on('ethereum:usdc', 'Ethereum'), `https://etherscan.io/tx/${HASH}`);
  assert.equal(on('bitcoin', 'Bitcoin'), `https://mempool.space/tx/${HASH}`);
  assert.equal(on('litecoin', 'Litecoin'), `https://litecoinspace.org/tx/${HASH}`);
  assert.equal(
    on('xrp', 'XRP Ledger', HASH.toUpperCase()),
    `https://livenet.xrpl.org/transactions/${HASH.toUpperCase()}`,
  );
  assert.equal(on('ETH', 'unknown chain', `0x${HASH}`), `https://etherscan.io/tx/0x${HASH}`);
  assert.equal(on('some-code', 'Polygon'), `https://polygonscan.com/tx/${HASH}`);
});

test('no link where no explorer is known, or where the code and the name name different networks', () => {
  assert.equal(on('bep2', 'BNB Beacon Chain'), undefined);
  assert.equal(on('dogecoin', 'Dogecoin'), undefined);
  assert.equal(on('madeupchain', 'Made-up Chain'), undefined);
  assert.equal(on('', ''), undefined);
  // The name says Base, the code Ethereum: a link could show another chain's transaction.
  assert.equal(on('ethereum', 'Base'), undefined);
  // Names of the object's prototype are no networks.
  assert.equal(on('constructor', '__proto__'), undefined);
});

test('a hash that is not letters and digits gets no link: it is shown as text only', () => {
  const hostile = [
    'javascript:alert(1)',
    '..',
    '../../../evil.example/x',
    '//evil.example',
    'a?b=c#d',
    '"><img src=x onerror=alert(1)>',
    'a b',
    '%2e%2e',
    'ü',
    'a'.repeat(129),
  ];
  for (const hash of hostile) assert.equal(on('bitcoin', 'Bitcoin', hash), undefined, hash);
  for (const hash of [
    HASH,
    `0x${HASH}`,
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  ]) {
    assert.equal(new URL(on('bitcoin', 'Bitcoin', hash)!).pathname, `/tx/${hash}`);
  }
});
