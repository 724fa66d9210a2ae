// The token table a browser wallet pays with (src/wallets/tokens.ts), held to @uniswap/default-token-list: every
// entry the list has for a chain id and symbol of the table must have the table's address (any case) and
// decimals, so a wrong digit or a 6 where BNB Smart Chain has 18 fails here. The comparison is a function of its
// own, shown to catch a planted mistake. Entries the list does not have are named, so a new one is seen.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { TronWeb, utils } from 'tronweb';
import { EVM_CHAINS } from '../../src/core/payment-uri.js';
import { EVM_TOKENS, TRON_TOKENS, evmToken, tronToken, type TokenContract } from '../../src/wallets/tokens.js';

interface ListedToken {
  chainId: number;
  symbol: string;
  address: string;
  decimals: number;
}

const require = createRequire(import.meta.url);
const { keccak256, toUtf8Bytes } = utils.ethersUtils;

/** `address` in EIP-55 case: a hex letter is a capital where the keccak-256 of the lower-case hex has a nibble ≥ 8. */
function checksummed(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(toUtf8Bytes(hex)).slice(2);
  return `0x${[...hex].map((digit, i) => (parseInt(hash[i]!, 16) >= 8 ? digit.toUpperCase() : digit)).join('')}`;
}
const UNISWAP: { tokens: ListedToken[] } = require('@uniswap/default-token-list');

/** What the table says that the list contradicts, one line each; and the table's entries the list lacks. */
function compare(table: Readonly<Record<number, readonly TokenContract[]>>, list: readonly ListedToken[]) {
  const mismatches: string[] = [];
  const unlisted: string[] = [];
  for (const [chainId, tokens] of Object.entries(table)) {
    for (const token of tokens) {
      const listed = list.filter((entry) => entry.chainId === Number(chainId) && entry.symbol === token.symbol);
      if (listed.length === 0) unlisted.push(`${chainId} ${token.symbol}`);
      for (const entry of listed) {
        if (entry.address.toLowerCase() !== token.address.toLowerCase()) {
          mismatches.push(`${chainId} ${token.symbol}: address ${token.address}, the list has ${entry.address}`);
        }
        if (entry.decimals !== token.decimals) {
          mismatches.push(`${chainId} ${token.symbol}: ${token.decimals} decimals, the list has ${entry.decimals}`);
        }
      }
    }
  }
  return { mismatches, unlisted };
}

test('every token of the table that @uniswap/default-token-list has is there with the same address and decimals', () => {
  const { mismatches, unlisted } = compare(EVM_TOKENS, UNISWAP.tokens);
  assert.deepEqual(mismatches, []);
  // Not in the list, so checked by the issuer's or the explorer's page only (tokens.ts cites each).
  assert.deepEqual(unlisted, ['42161 USDT']);
});

test('a planted mistake, in an address or in decimals, fails the comparison', () => {
  const planted = {
    ...EVM_TOKENS,
    // One hex digit changed in Ethereum's USDT; BNB Smart Chain's USDT given the 6 decimals it has elsewhere.
    1: EVM_TOKENS[1]!.map((token) =>
      token.symbol === 'USDT' ? { ...token, address: '0xdAC17F958D2ee523a2206206994597C13D831ec8' } : token,
    ),
    56: EVM_TOKENS[56]!.map((token) => (token.symbol === 'USDT' ? { ...token, decimals: 6 } : token)),
  };
  assert.deepEqual(compare(planted, UNISWAP.tokens).mismatches, [
    '1 USDT: address 0xdAC17F958D2ee523a2206206994597C13D831ec8, the list has 0xdAC17F958D2ee523a2206206994597C13D831ec7',
    '56 USDT: 6 decimals, the list has 18',
  ]);
});

test('USDC on every EVM chain of the payment URIs, USDT on each but Base, and no chain the URIs do not name', () => {
  const chainIds = Object.values(EVM_CHAINS).map(({ chainId }) => chainId);
  assert.deepEqual(Object.keys(EVM_TOKENS).map(Number).sort(), [...chainIds].sort());
  for (const chainId of chainIds) {
    assert.ok(evmToken(chainId, 'USDC'), `USDC on ${chainId}`);
    // Tether issues no USDT on Base, and no bridged one is taken for it (tokens.ts).
    assert.equal(!!evmToken(chainId, 'usdt'), chainId !== EVM_CHAINS.base!.chainId, `USDT on ${chainId}`);
  }
  assert.equal(evmToken(56, 'USDT')?.decimals, 18);
  assert.equal(evmToken(56, 'USDC')?.decimals, 18);
  assert.equal(evmToken(1, 'DAI'), undefined);
  assert.equal(evmToken(31337, 'USDT'), undefined);
});

test('each EVM contract is in EIP-55 case, and Tron USDT is a valid base58 address of the known contract', () => {
  for (const token of Object.values(EVM_TOKENS).flat()) {
    assert.equal(checksummed(token.address), token.address);
  }
  assert.deepEqual(
    TRON_TOKENS.map(({ symbol, decimals }) => [symbol, decimals]),
    [['USDT', 6]],
  );
  const usdt = tronToken('usdt')!;
  assert.ok(TronWeb.isAddress(usdt.address));
  // The same contract in hex, as TronScan shows it beside the base58 form.
  assert.equal(TronWeb.address.toHex(usdt.address), '41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
  assert.equal(tronToken('USDC'), undefined);
});
