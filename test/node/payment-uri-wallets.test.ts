// The payment URIs that paymentUri() (src/core/payment-uri.ts) builds, read back by the parsers wallets use: for each
// standard, URIs for several amounts (and memos, where the standard has them) go through the wallet library's own
// parser, and the address, the amount in base units (compared as BigInt) and the memo with its type that come out
// must be exactly what went in. test/payment-uri.test.ts holds the URIs' text; this holds what wallets make of it.
//
//   BIP21 (bitcoin:, litecoin:)   `decode` of bip21 (bitcoinjs), as JavaScript Bitcoin wallets read payment links.
//                                 Amount: a JavaScript Number, in the coin's unit.
//   ERC-681 (ethereum:…@chain)    `parse` of eth-url-parser (MetaMask's): `chain_id`, and `parameters.value` in wei
//                                 as a bignumber.js string (exponent form from 1e21 wei: `1.23456789e+26`).
//   Solana Pay (solana:…)         `parseURL` of @solana/pay, the Solana Foundation's reference implementation.
//                                 Amount: a JavaScript Number, in SOL.
//   SEP-7 (web+stellar:pay?…)     `parseSep7Uri` of @stellar/typescript-wallet-sdk (the Stellar Development
//                                 Foundation's wallet SDK), giving a `Sep7Pay`. Amount, memo and memo type: the
//                                 strings the URI carries. Each memo is then made into the `Memo` of
//                                 @stellar/stellar-base and encoded as transaction XDR, as a wallet building the
//                                 payment does, which enforces Stellar's own limits (28 bytes of text, uint64 ids,
//                                 32-byte hashes).
//   TON (ton://transfer/…)        `Address.parse` of @ton/core, the library of TON Connect wallets, for the address
//                                 (its checksum and workchain), and the WHATWG URL parser for the rest, held to the
//                                 rules of tonweb's `parseTransferUrl`: only `amount` (whole nanotons) and `text`, each
//                                 at most once. tonweb itself is not used: installing it brings React Native and Expo
//                                 as optional peers, whose lock entries `npm ci` then refuses.
//
// A Number amount is compared through its string form converted exactly (`1e-8` is a satoshi). A Number holds every
// 8-decimal amount below 2^26 (67,108,864) coins and every 9-decimal amount below 2^23 (8,388,608) SOL (its step
// there is finer than one base unit); above that some amounts come back one unit off. The URI carries the exact
// digits either way: the tests under "a Number's limits" pin that as the parser's limit, not the URI's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decode as decodeBip21 } from 'bip21';
// @ts-expect-error -- eth-url-parser ships no types; Erc681Url below is what its `parse` returns (dist/index.js).
import { parse as parseEthUrl } from 'eth-url-parser';
import { parseURL as parseSolanaPayUrl, type TransferRequestURL } from '@solana/pay';
import { Memo as StellarMemo } from '@stellar/stellar-base';
import * as stellarWalletSdk from '@stellar/typescript-wallet-sdk';
import { Address as TonAddress } from '@ton/core';
import type { Memo } from '../../src/core/address.js';
import { paymentUri, type PaymentTarget } from '../../src/core/payment-uri.js';
import { ADDRESSES } from '../../fixtures/invoices.js';

// The wallet SDK is a webpack CommonJS bundle whose exports Node's ESM loader cannot list by name: they are all on
// the `module.exports` that Node hands over as the default export.
const { parseSep7Uri, Sep7Pay } =
  (stellarWalletSdk as unknown as { default?: typeof stellarWalletSdk }).default ?? stellarWalletSdk;

/** What eth-url-parser's `parse` returns for an ERC-681 URI. */
interface Erc681Url {
  scheme: string;
  prefix?: string;
  target_address: string;
  chain_id?: string;
  function_name?: string;
  parameters?: Record<string, string>;
}
const parseErc681 = parseEthUrl as (uri: string) => Erc681Url;

// ADDRESSES.eth (0x5290…9EE7) is one of EIP-55's own examples, so its mixed-case checksum is valid. These three
// are checked below by the libraries that read them (StrKey through the SDK, @ton/core, @solana/kit).
const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
const TON = 'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t';
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/**
 * `amount` in units `decimals` places smaller, exactly: a decimal string as the service writes it (`0.00081234`),
 * or the string form of a parser's Number or BigNumber (`1e-8`, `1.23456789e+26`). Digits move as text and end in
 * a BigInt; the amount never passes through a Number (only its exponent, a small integer, does).
 */
function baseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(amount);
  assert.ok(match, `not a plain decimal amount: ${amount}`);
  const [, integer = '', fraction = '', exponent = '0'] = match;
  const digits = integer + fraction;
  const shift = Number(exponent) + decimals - fraction.length;
  if (shift >= 0) return BigInt(digits + '0'.repeat(shift));
  assert.match(digits.slice(shift), /^0+$/, `${amount} is finer than one unit of 10^-${decimals}`);
  return BigInt(digits.slice(0, shift) || '0');
}

/** The URI paymentUri builds; fails the test when it builds none. */
function uriFor(target: PaymentTarget): string {
  const uri = paymentUri(target);
  assert.ok(uri, `paymentUri gave no URI for ${JSON.stringify(target)}`);
  return uri;
}

/** The `amount` parameter exactly as the URI carries it (still URL-encoded text, no parser's reading). */
const amountInUri = (uri: string) => new URL(uri).searchParams.get('amount');

describe('BIP21, read by bip21.decode', () => {
  const coins = [
    {
      currency: 'BTC',
      network: 'bitcoin',
      networkName: 'Bitcoin',
      address: ADDRESSES.btc,
      // Up to Bitcoin's whole supply, with every satoshi.
      amounts: ['1', '0.00000001', '0.00081234', '0.1', '20999999.99999999'],
    },
    {
      currency: 'LTC',
      network: 'litecoin',
      networkName: 'Litecoin',
      address: ADDRESSES.ltc,
      // The last is the largest 8-decimal amount every digit of which a Number keeps (2^26 - 1e-8).
      amounts: ['1', '0.00000001', '0.71234567', '12345678.12345678', '67108863.99999999'],
    },
  ];
  for (const { currency, network, networkName, address, amounts } of coins) {
    for (const amount of amounts) {
      test(`${network}: ${amount} ${currency}`, () => {
        const uri = uriFor({ currency, network, networkName, address, amount });
        const decoded = decodeBip21(uri, network);
        assert.equal(decoded.address, address);
        assert.equal(typeof decoded.options.amount, 'number');
        assert.equal(baseUnits(String(decoded.options.amount), 8), baseUnits(amount, 8));
      });
    }
    test(`${network}: no amount (a standing address)`, () => {
      const decoded = decodeBip21(uriFor({ currency, network, networkName, address, amount: undefined }), network);
      assert.equal(decoded.address, address);
      assert.equal(decoded.options.amount, undefined);
    });
  }

  test('a bech32 address given in capitals is read as the same address, in lower case', () => {
    const uri = uriFor({ currency: 'BTC', network: 'bitcoin', address: ADDRESSES.btc.toUpperCase(), amount: '1' });
    assert.equal(decodeBip21(uri, 'bitcoin').address, ADDRESSES.btc);
  });

  test('a base58 address keeps its case', () => {
    const legacy = 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz';
    const uri = uriFor({ currency: 'LTC', network: 'litecoin', address: legacy, amount: '0.5' });
    assert.equal(decodeBip21(uri, 'litecoin').address, legacy);
  });
});

describe('ERC-681 for native ether, read by eth-url-parser', () => {
  const chains = [
    { network: 'ethereum', networkName: 'Ethereum', chainId: '1' },
    { network: 'base', networkName: 'Base', chainId: '8453' },
    { network: 'arbitrum', networkName: 'Arbitrum One', chainId: '42161' },
    { network: 'optimism', networkName: 'OP Mainnet', chainId: '10' },
  ];
  const amounts = [
    '1',
    '0.000000000000000001',
    '0.017385225861871095',
    '123456789.123456789',
    '123456789.123456789012345678',
    '12345678901234567890.5',
  ];
  for (const { network, networkName, chainId } of chains) {
    for (const amount of amounts) {
      test(`${networkName} (chain ${chainId}): ${amount} ETH`, () => {
        const parsed = parseErc681(uriFor({ currency: 'ETH', network, networkName, address: ADDRESSES.eth, amount }));
        assert.equal(parsed.target_address, ADDRESSES.eth);
        assert.equal(parsed.chain_id, chainId);
        // A plain transfer of ether: no contract function is called.
        assert.equal(parsed.function_name, undefined);
        assert.ok(parsed.parameters?.value, 'no value parameter');
        assert.equal(baseUnits(parsed.parameters.value, 0), baseUnits(amount, 18));
      });
    }
    test(`${networkName} (chain ${chainId}): no amount`, () => {
      const parsed = parseErc681(
        uriFor({ currency: 'ETH', network, networkName, address: ADDRESSES.eth, amount: undefined }),
      );
      assert.equal(parsed.target_address, ADDRESSES.eth);
      assert.equal(parsed.chain_id, chainId);
      assert.equal(parsed.parameters, undefined);
    });
  }

  describe('no URI where the network code and name name different chains (which chain would be a guess)', () => {
    const disagreements = [
      ['ethereum', 'Base'],
      ['base', 'Ethereum'],
      ['arbitrum', 'Optimism'],
      ['optimism', 'Arbitrum One'],
    ];
    for (const [network, networkName] of disagreements) {
      test(`network ${network}, named ${networkName}`, () => {
        assert.equal(
          paymentUri({ currency: 'ETH', network, networkName, address: ADDRESSES.eth, amount: '1' }),
          undefined,
        );
      });
    }
  });
});

describe('Solana Pay transfer requests, read by @solana/pay parseURL', () => {
  const transfer = (uri: string) => {
    const parsed = parseSolanaPayUrl(uri);
    assert.ok('recipient' in parsed, 'read as a transaction request, not a transfer request');
    return parsed as TransferRequestURL;
  };
  // The last is the largest 9-decimal amount every digit of which a Number keeps (2^23 - 1e-9).
  for (const amount of ['1', '0.000000001', '1.123456789', '999999.999999999', '8388607.999999999']) {
    test(`${amount} SOL`, () => {
      const parsed = transfer(
        uriFor({ currency: 'SOL', network: 'solana', networkName: 'Solana', address: SOL, amount }),
      );
      assert.equal(parsed.recipient, SOL);
      assert.equal(typeof parsed.amount, 'number');
      assert.equal(baseUnits(String(parsed.amount), 9), baseUnits(amount, 9));
      assert.equal(parsed.splToken, undefined);
    });
  }
  test('no amount', () => {
    const parsed = transfer(uriFor({ currency: 'SOL', network: 'solana', address: SOL, amount: undefined }));
    assert.equal(parsed.recipient, SOL);
    assert.equal(parsed.amount, undefined);
  });
});

describe("a Number's limits: the URI has the exact digits, the parser's Number the nearest it can hold", () => {
  const cases = [
    // Within Litecoin's supply (84 million), above 2^26 coins.
    { currency: 'LTC', network: 'litecoin', address: ADDRESSES.ltc, amount: '73957285.83397069', decimals: 8 },
    { currency: 'SOL', network: 'solana', address: SOL, amount: '8388608.000000001', decimals: 9 },
    { currency: 'SOL', network: 'solana', address: SOL, amount: '123456789.123456789', decimals: 9 },
  ];
  for (const { currency, network, address, amount, decimals } of cases) {
    test(`${amount} ${currency}`, () => {
      const uri = uriFor({ currency, network, address, amount });
      assert.equal(amountInUri(uri), amount);
      const read =
        network === 'solana'
          ? (parseSolanaPayUrl(uri) as TransferRequestURL).amount
          : decodeBip21(uri, network).options.amount;
      // The parser read the URI's amount as well as a Number can…
      assert.equal(read, Number(amount));
      // …which is not the amount. Should a later version return exact amounts, move this amount to the tests above.
      assert.notEqual(baseUnits(String(read), decimals), baseUnits(amount, decimals));
    });
  }
});

describe('SEP-7 pay requests, read by the Stellar wallet SDK (parseSep7Uri)', () => {
  const xlm = (amount: string | undefined, memo?: Memo) =>
    uriFor({ currency: 'XLM', network: 'stellar', networkName: 'Stellar', address: XLM, amount, memo });

  const pay = (uri: string) => {
    const parsed = parseSep7Uri(uri);
    assert.ok(parsed instanceof Sep7Pay, `not a pay request: ${uri}`);
    assert.equal(parsed.destination, XLM);
    // Lumens: no asset named.
    assert.equal(parsed.assetCode, undefined);
    return parsed;
  };

  /**
   * The memo a wallet builds from the request (SEP-7's memo_type to Stellar's memo type; hash and return memos are
   * base64 in the URI), encoded as in the transaction. Throws where Stellar refuses the memo.
   */
  function walletMemo(request: InstanceType<typeof Sep7Pay>): StellarMemo {
    const { memo, memoType } = request;
    assert.ok(memo !== undefined && memoType !== undefined, 'no memo, or no memo type');
    // The SDK types memoType as stellar-base's MemoType ('text'), but hands over SEP-7's value ('MEMO_TEXT').
    const type = String(memoType);
    const built =
      type === 'MEMO_TEXT'
        ? StellarMemo.text(memo)
        : type === 'MEMO_ID'
          ? StellarMemo.id(memo)
          : type === 'MEMO_HASH'
            ? StellarMemo.hash(base64Bytes(memo))
            : type === 'MEMO_RETURN'
              ? new StellarMemo('return', base64Bytes(memo))
              : assert.fail(`unknown memo_type ${type}`);
    built.toXDRObject();
    return built;
  }

  /** Strict base64: the bytes, whose own base64 must be the same text (Buffer alone skips what is not base64). */
  function base64Bytes(text: string): Buffer {
    const bytes = Buffer.from(text, 'base64');
    assert.equal(bytes.toString('base64'), text, `not canonical base64: ${text}`);
    return bytes;
  }

  // The last is the largest amount Stellar has: 2^63 - 1 stroops.
  for (const amount of ['1', '0.0000001', '12.5', '1234567.1234567', '922337203685.4775807']) {
    test(`${amount} XLM with a text memo`, () => {
      const request = pay(xlm(amount, { kind: 'memo', value: 'order 1001' }));
      assert.ok(request.amount, 'no amount');
      assert.equal(baseUnits(request.amount, 7), baseUnits(amount, 7));
      assert.equal(request.memo, 'order 1001');
      assert.equal(String(request.memoType), 'MEMO_TEXT');
      assert.equal(walletMemo(request).value, 'order 1001');
    });
  }

  test('no amount and no memo', () => {
    const request = pay(xlm(undefined));
    assert.equal(request.amount, undefined);
    assert.equal(request.memo, undefined);
    assert.equal(request.memoType, undefined);
  });

  describe('MEMO_TEXT: the text exactly, whatever the URL would otherwise make of it', () => {
    const texts: [string, string | undefined][] = [
      ['order 1001', undefined],
      ['a+b c&d=e%f/g?h#i', undefined],
      ['Zahlung für 1001 ✓', undefined],
      // Digits are an id or a text: only with its type is it one.
      ['1001', 'text'],
      ['top-up 7', 'text'],
    ];
    for (const [value, type] of texts) {
      test(JSON.stringify(value), () => {
        const request = pay(xlm('1', type ? { kind: 'memo', value, type } : { kind: 'memo', value }));
        assert.equal(request.memo, value);
        assert.equal(String(request.memoType), 'MEMO_TEXT');
        assert.equal(walletMemo(request).value, value);
      });
    }
  });

  describe('MEMO_ID', () => {
    // The largest is 2^64 - 1, which no Number holds.
    for (const value of ['1', '1001', '18446744073709551615']) {
      test(value, () => {
        const request = pay(xlm('1', { kind: 'memo', value, type: 'id' }));
        assert.equal(request.memo, value);
        assert.equal(String(request.memoType), 'MEMO_ID');
        assert.equal(walletMemo(request).value, value);
      });
    }
  });

  // Being added to paymentUri: SEP-7 carries hash and return memos as base64 of their 32 bytes.
  describe('MEMO_HASH and MEMO_RETURN: the same 32 bytes, base64 in the URI', () => {
    // Chosen so that the base64 has `+`, `/` and `=`, which a URL must escape: ++++////BxAZ…3W3+g=
    const HEX = 'fbefbeffffff071019222b343d464f58616a737c858e97a0a9b2bbc4cdd6dfe8';
    const bytes = Buffer.from(HEX, 'hex');
    for (const type of ['hash', 'return']) {
      for (const [form, value] of [
        ['64 hex characters', HEX],
        ['base64 of the 32 bytes', bytes.toString('base64')],
      ]) {
        test(`${type}, given as ${form}`, () => {
          const request = pay(xlm('1', { kind: 'memo', value, type }));
          assert.equal(String(request.memoType), `MEMO_${type.toUpperCase()}`);
          assert.equal(request.memo, bytes.toString('base64'));
          assert.deepEqual(walletMemo(request).value, bytes);
        });
      }
    }

    const notHashes: [string, string][] = [
      ['63 hex characters', HEX.slice(1)],
      ['66 hex characters', `${HEX}00`],
      ['62 hex characters (31 bytes)', HEX.slice(2)],
      ['64 characters, one of them not hex', `${HEX.slice(1)}g`],
      ['base64 of 31 bytes', bytes.subarray(1).toString('base64')],
      ['base64 of 33 bytes', Buffer.concat([bytes, Buffer.from([0])]).toString('base64')],
      ['text', 'invoice 1001'],
    ];
    for (const type of ['hash', 'return']) {
      for (const [name, value] of notHashes) {
        test(`no URI for a ${type} memo of ${name}`, () => {
          assert.equal(
            paymentUri({
              currency: 'XLM',
              network: 'stellar',
              address: XLM,
              amount: '1',
              memo: { kind: 'memo', value, type },
            }),
            undefined,
          );
        });
      }
    }
  });

  // Being added to paymentUri: Stellar's text memo holds 28 bytes of UTF-8, not 28 characters.
  describe('MEMO_TEXT of at most 28 UTF-8 bytes', () => {
    const fits = [
      'a'.repeat(28),
      'ä'.repeat(14), // 2 bytes each
      `${'✓'.repeat(9)}a`, // 3 bytes each
      'Zahlung ä+ö&ü=ß% #10 ✓', // 28 bytes, with characters a URL escapes
    ];
    for (const value of fits) {
      test(`${JSON.stringify(value)}: 28 bytes, read back the same`, () => {
        assert.equal(Buffer.byteLength(value, 'utf8'), 28);
        const request = pay(xlm('1', { kind: 'memo', value, type: 'text' }));
        assert.equal(request.memo, value);
        assert.equal(walletMemo(request).value, value);
      });
    }

    const tooLong = ['a'.repeat(29), `${'ä'.repeat(14)}a`, `${'✓'.repeat(9)}ab`, 'ä'.repeat(15)];
    for (const value of tooLong) {
      test(`${JSON.stringify(value)}: ${Buffer.byteLength(value, 'utf8')} bytes in ${value.length} characters, no URI`, () => {
        assert.ok(Buffer.byteLength(value, 'utf8') > 28);
        // Stellar itself refuses it: a wallet could not build the payment.
        assert.throws(() => StellarMemo.text(value));
        for (const memo of [
          { kind: 'memo', value, type: 'text' },
          { kind: 'memo', value },
        ] as Memo[]) {
          assert.equal(paymentUri({ currency: 'XLM', network: 'stellar', address: XLM, amount: '1', memo }), undefined);
        }
      });
    }
  });
});

/**
 * A TON transfer link read as strictly as tonweb's `parseTransferUrl`: `ton://transfer/<address>`, the address
 * as @ton/core parses it, and no query key but `amount` (whole nanotons) and `text`, none repeated.
 */
function parseTonTransfer(uri: string): { address: string; amount?: string; text?: string } {
  const url = new URL(uri);
  assert.equal(url.protocol, 'ton:');
  assert.equal(url.host, 'transfer');
  const address = decodeURIComponent(url.pathname.slice(1));
  TonAddress.parse(address); // throws on a bad checksum or workchain
  const keys = [...url.searchParams.keys()];
  assert.equal(new Set(keys).size, keys.length, `a repeated key in ${uri}`);
  for (const key of keys) assert.ok(key === 'amount' || key === 'text', `an unknown key ${key} in ${uri}`);
  const amount = url.searchParams.get('amount') ?? undefined;
  if (amount !== undefined) assert.match(amount, /^\d+$/, 'nanotons are whole');
  const text = url.searchParams.get('text') ?? undefined;
  return { address, ...(amount === undefined ? {} : { amount }), ...(text === undefined ? {} : { text }) };
}

describe('TON transfer links, read by @ton/core and the URL parser, as strictly as tonweb', () => {
  const raw = TonAddress.parse(TON).toRawString();
  const amounts = ['1', '0.000000001', '2.5', '123456789.123456789'];
  const comments = [undefined, 'u42', 'Order #1001 ✓', 'a+b c&d=e%f/g?h#i ä'];
  for (const amount of amounts) {
    for (const comment of comments) {
      test(`${amount} TON${comment === undefined ? '' : ` with the comment ${JSON.stringify(comment)}`}`, () => {
        const memo: Memo | undefined = comment === undefined ? undefined : { kind: 'comment', value: comment };
        const uri = uriFor({ currency: 'TON', network: 'ton', networkName: 'TON', address: TON, amount, memo });
        const parsed = parseTonTransfer(uri);
        assert.equal(parsed.address, TON);
        assert.ok(TonAddress.parse(parsed.address).equals(TonAddress.parse(TON)));
        assert.ok(parsed.amount, 'no amount');
        assert.equal(baseUnits(parsed.amount, 0), baseUnits(amount, 9));
        assert.equal(parsed.text, comment);
      });
    }
  }

  test('no amount, with a comment (a standing address)', () => {
    const parsed = parseTonTransfer(
      uriFor({
        currency: 'TON',
        network: 'ton',
        address: TON,
        amount: undefined,
        memo: { kind: 'comment', value: 'u42' },
      }),
    );
    assert.equal(parsed.address, TON);
    assert.equal(parsed.amount, undefined);
    assert.equal(parsed.text, 'u42');
  });

  test('an address in raw form (workchain:hex) is read as the same account', () => {
    const parsed = parseTonTransfer(uriFor({ currency: 'TON', network: 'ton', address: raw, amount: '1' }));
    assert.equal(parsed.address, raw);
    assert.ok(TonAddress.parse(parsed.address).equals(TonAddress.parse(TON)));
  });
});
