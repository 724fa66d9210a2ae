/**
 * Deposit addresses and transaction hashes that look like the real thing on
 * each network, with valid checksums (bech32 for Bitcoin and Litecoin,
 * base58check for Tron and the XRP Ledger), derived from a seed string so the
 * seed data is the same on every start. Nobody holds their keys: never send
 * real coins to a sandbox address.
 */
import { createHash } from 'node:crypto';
import type { AddressFormat } from './currencies.js';

function sha256(data: Uint8Array | string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest());
}

/** `length` pseudo-random bytes derived from `seed` (SHA-256 in counter mode). */
export function bytesFrom(seed: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let block = 0, offset = 0; offset < length; block++, offset += 32) {
    out.set(sha256(`${seed}#${block}`).subarray(0, Math.min(32, length - offset)), offset);
  }
  return out;
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// --- bech32 (BIP 173), for native SegWit v0 addresses -------------------------------------------

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    BECH32_GENERATOR.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

function bech32Checksum(hrp: string, data: number[]): number[] {
  const expanded = [
    ...Array.from(hrp, (c) => c.charCodeAt(0) >> 5),
    0,
    ...Array.from(hrp, (c) => c.charCodeAt(0) & 31),
  ];
  const polymod = bech32Polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  return Array.from({ length: 6 }, (_, index) => (polymod >>> (5 * (5 - index))) & 31);
}

/** 8-bit bytes to 5-bit groups, padded (BIP 173 `convertbits`). */
function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((accumulator >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((accumulator << (5 - bits)) & 31);
  return out;
}

/** A pay-to-witness-public-key-hash address: `bc1q…` (42 characters) or `ltc1q…` (43). */
export function segwitAddress(hrp: 'bc' | 'ltc', program: Uint8Array): string {
  const data = [0, ...toFiveBits(program)];
  return `${hrp}1${[...data, ...bech32Checksum(hrp, data)].map((value) => BECH32_CHARSET[value]).join('')}`;
}

// --- base58check, for Tron and the XRP Ledger ------------------------------------------------------

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
// The XRP Ledger uses the same 58 characters in its own order, so account addresses start with `r`.
const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function base58check(payload: Uint8Array, alphabet: string): string {
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  const bytes = new Uint8Array([...payload, ...checksum]);
  let number = BigInt(`0x${hex(bytes) || '0'}`);
  let out = '';
  while (number > 0n) {
    out = alphabet[Number(number % 58n)] + out;
    number /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}

/** A Tron address: base58check of 0x41 and a 20-byte account id, `T` + 33 characters. */
export function tronAddress(accountId: Uint8Array): string {
  return base58check(new Uint8Array([0x41, ...accountId]), BITCOIN_ALPHABET);
}

/** An XRP Ledger classic address: base58check (XRP alphabet) of 0x00 and a 20-byte account id. */
export function xrpAddress(accountId: Uint8Array): string {
  return base58check(new Uint8Array([0x00, ...accountId]), XRP_ALPHABET);
}

/**
 * An Ethereum address: `0x` and 40 hex digits, all lower-case. EIP-55 treats an
 * all-lower-case address as valid without a checksum; computing one would need
 * Keccak-256, which node:crypto lacks.
 */
export function evmAddress(accountId: Uint8Array): string {
  return `0x${hex(accountId)}`;
}

/** A deposit address for `format`, the same for the same seed. */
export function addressFor(format: AddressFormat, seed: string): string {
  const accountId = bytesFrom(`address:${seed}`, 20);
  switch (format) {
    case 'bech32-btc':
      return segwitAddress('bc', accountId);
    case 'bech32-ltc':
      return segwitAddress('ltc', accountId);
    case 'evm':
      return evmAddress(accountId);
    case 'tron':
      return tronAddress(accountId);
    case 'xrp':
      return xrpAddress(accountId);
  }
}

/** A transaction hash as the network's explorers show it. */
export function transactionHash(format: AddressFormat, seed: string): string {
  const digest = hex(bytesFrom(`tx:${seed}`, 32));
  if (format === 'evm') return `0x${digest}`;
  if (format === 'xrp') return digest.toUpperCase();
  return digest;
}
