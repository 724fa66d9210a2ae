import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  NETWORKS,
  findNetwork,
  networksDisagree,
  parseDepositAddress,
  type AddressError,
  type DepositAddress,
  type Network,
} from '../../src/core/address.js';

// Well-formed addresses of each network (the format checks are syntactic, not checksums).
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const XRP_GENESIS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
const TON = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const TON_RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const EOS = 'binancecleos';
const ATOM = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
const BNB_BEP2 = 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The network of the table that goes by `name`. */
function network(name: string): Network {
  const found = NETWORKS.find((candidate) => candidate.names.split('|').includes(name));
  if (!found) throw new Error(`no network ${name}`);
  return found;
}

/** The network `findNetwork` finds for an invoice when it is a memo network. */
function memoNetworkOf(invoice: Parameters<typeof findNetwork>[0]): Network | undefined {
  const found = findNetwork(invoice);
  return found?.memo ? found : undefined;
}

function expectError(result: DepositAddress | AddressError, error: AddressError): void {
  assert.equal(result, error);
}

function expectOk(result: DepositAddress | AddressError): DepositAddress {
  if (typeof result === 'string') throw new Error(`expected an address, got ${result}`);
  return result;
}

describe('address', () => {
  describe('test data sanity', () => {
    it('uses addresses of the lengths the networks define', () => {
      assert.equal(XLM.length, 56);
      assert.equal(TON.length, 48);
      assert.equal(BNB_BEP2.length, 42);
      assert.ok(XRP.length >= 25 && XRP.length <= 35);
      assert.ok(XRP_GENESIS.length >= 25 && XRP_GENESIS.length <= 35);
    });
  });

  describe('NETWORKS', () => {
    it('R31: the network table has one entry per network, with the memo kind of each memo network', () => {
      const names = NETWORKS.flatMap((entry) => entry.names.split('|'));
      assert.equal(new Set(names).size, names.length);
      assert.equal(network('xrp').memo?.kind, 'destination-tag');
      assert.equal(network('xlm').memo?.kind, 'memo');
      assert.equal(network('ton').memo?.kind, 'comment');
      assert.equal(network('eos').memo?.kind, 'memo');
      assert.equal(network('atom').memo?.kind, 'memo');
      assert.equal(network('bnb-bep2').memo?.kind, 'memo');
      for (const name of ['bitcoin', 'ethereum', 'tron', 'litecoin']) assert.equal(network(name).memo, undefined);
    });

    it('lists names in lower case, since lookups lower-case the invoice', () => {
      for (const entry of NETWORKS) {
        for (const name of entry.names.split('|')) assert.equal(name, name.toLowerCase().trim());
      }
    });

    it('never infers BNB Beacon Chain from the currency BNB (BNB on BSC needs no memo)', () => {
      assert.equal(network('bnb-bep2').currency, undefined);
      for (const entry of NETWORKS) if (!entry.memo) assert.equal(entry.currency, undefined);
    });
  });

  describe('networksDisagree', () => {
    it('is true when the code names one network and the name another, or words of another', () => {
      for (const [network, networkName] of [
        ['ethereum', 'Base'],
        ['base', 'Ethereum'],
        ['arbitrum', 'Optimism'],
        ['optimism', 'Arbitrum One'],
        ['ethereum:usdt', 'Tron (TRC-20)'],
        ['tron:usdt', 'BNB Smart Chain (BEP20)'],
        ['bsc', 'BNB Beacon Chain (BEP2)'],
        ['arbitrum', 'Arbitrum (Ethereum L2)'],
      ])
        assert.equal(networksDisagree({ network, networkName }), true, `${network} / ${networkName}`);
    });

    it('is false when they agree, or when either names no network it knows', () => {
      for (const [network, networkName] of [
        ['ethereum', 'Ethereum'],
        ['ethereum:usdc', 'Ethereum (ERC-20)'],
        ['tron:usdt', 'Tron (TRC-20)'],
        ['bsc', 'BNB Smart Chain (BEP20)'],
        ['xrp', 'XRP Ledger'],
        ['binance_pay', 'Binance Pay'],
        ['stellar:usdc', 'Stellar'],
        [undefined, 'Base'],
        ['base', undefined],
        ['zksync', 'zkSync Era'],
      ])
        assert.equal(networksDisagree({ network, networkName }), false, `${network} / ${networkName}`);
    });
  });

  describe('findNetwork', () => {
    it('finds a network from its code', () => {
      assert.equal(memoNetworkOf({ network: 'xrp' }), network('xrp'));
      assert.equal(memoNetworkOf({ network: 'XRP' }), network('xrp'));
      assert.equal(memoNetworkOf({ network: ' xrp ' }), network('xrp'));
      assert.equal(memoNetworkOf({ network: 'ton' }), network('ton'));
      assert.equal(memoNetworkOf({ network: 'eos' }), network('eos'));
      assert.equal(memoNetworkOf({ network: 'cosmos' }), network('atom'));
    });

    it('finds a network from a `network:currency` code', () => {
      assert.equal(memoNetworkOf({ network: 'stellar:usdc' }), network('xlm'));
      assert.equal(memoNetworkOf({ network: 'ton:usdt' }), network('ton'));
      assert.equal(memoNetworkOf({ network: 'xrp:rlusd' }), network('xrp'));
    });

    it('finds a network from its display name', () => {
      assert.equal(memoNetworkOf({ networkName: 'XRP Ledger' }), network('xrp'));
      assert.equal(memoNetworkOf({ networkName: 'Stellar' }), network('xlm'));
      assert.equal(memoNetworkOf({ networkName: 'The Open Network' }), network('ton'));
      assert.equal(memoNetworkOf({ networkName: 'Cosmos Hub' }), network('atom'));
    });

    it('falls back on the charged currency only when no network it knows is named', () => {
      assert.equal(memoNetworkOf({ chargedCurrency: 'XRP' }), network('xrp'));
      assert.equal(memoNetworkOf({ chargedCurrency: 'xlm' }), network('xlm'));
      assert.equal(memoNetworkOf({ chargedCurrency: 'TON' }), network('ton'));
      // An XRP payment needs its tag whatever the service calls the ledger.
      assert.equal(
        memoNetworkOf({ network: 'xrp-mainnet', networkName: 'Ripple (XRP)', chargedCurrency: 'XRP' }),
        network('xrp'),
      );
      // Named networks win over the currency, even when they are not memo networks.
      assert.equal(memoNetworkOf({ network: 'ethereum', chargedCurrency: 'XRP' }), undefined);
      assert.equal(memoNetworkOf({ networkName: 'Ethereum', chargedCurrency: 'XLM' }), undefined);
      assert.equal(
        memoNetworkOf({ network: 'bsc', networkName: 'BNB Smart Chain', chargedCurrency: 'XRP' }),
        undefined,
      );
    });

    it('treats empty or blank network fields as not named', () => {
      assert.equal(memoNetworkOf({ network: '', networkName: '   ', chargedCurrency: 'XRP' }), network('xrp'));
    });

    it('does not take BNB on BNB Smart Chain for a memo network', () => {
      assert.equal(memoNetworkOf({ network: 'bsc', chargedCurrency: 'BNB' }), undefined);
      assert.equal(memoNetworkOf({ networkName: 'BNB Smart Chain', chargedCurrency: 'BNB' }), undefined);
      assert.equal(memoNetworkOf({ network: 'bsc:bnb', networkName: 'bnb smart chain' }), undefined);
      assert.equal(memoNetworkOf({ chargedCurrency: 'BNB' }), undefined);
    });

    it('does take BNB Beacon Chain (BEP2) for a memo network', () => {
      assert.equal(memoNetworkOf({ network: 'bep2' }), network('bnb-bep2'));
      assert.equal(memoNetworkOf({ network: 'bnb:bep2' }), network('bnb-bep2'));
      assert.equal(memoNetworkOf({ networkName: 'BNB Beacon Chain', chargedCurrency: 'BNB' }), network('bnb-bep2'));
    });

    it('finds no memo network for networks without memos', () => {
      assert.equal(memoNetworkOf({ network: 'bitcoin', networkName: 'Bitcoin', chargedCurrency: 'BTC' }), undefined);
      assert.equal(memoNetworkOf({ network: 'tron:usdt', networkName: 'Tron (TRC-20)' }), undefined);
      assert.equal(memoNetworkOf({ network: 'ethereum:usdc' }), undefined);
      assert.equal(memoNetworkOf({}), undefined);
      assert.equal(memoNetworkOf({ chargedCurrency: 'BTC' }), undefined);
    });

    it('finds a memo network named in whole words of a name when no code is given', () => {
      assert.equal(memoNetworkOf({ networkName: 'BNB Beacon Chain (BEP2)' }), network('bnb-bep2'));
      assert.equal(memoNetworkOf({ networkName: 'Stellar Lumens' }), network('xlm'));
      // A known code outranks words of the name: a token on Ethereum needs no memo.
      assert.equal(memoNetworkOf({ network: 'ethereum:xlm', networkName: 'Stellar Lumens (ERC-20)' }), undefined);
    });

    it('does not match on a prefix or substring of a name', () => {
      assert.equal(memoNetworkOf({ network: 'xrpx' }), undefined);
      assert.equal(memoNetworkOf({ networkName: 'Stellaria' }), undefined);
      assert.equal(memoNetworkOf({ network: 'constructor' }), undefined);
    });
  });

  describe('parseDepositAddress on the XRP Ledger', () => {
    const xrp = network('xrp');

    it('splits `<r-address>?dt=<tag>` into address and destination tag', () => {
      const value = expectOk(parseDepositAddress(`${XRP}?dt=3963112154`, xrp));
      assert.deepEqual(value, { address: XRP, memo: { kind: 'destination-tag', value: '3963112154' } });
    });

    it('R28: accepts the smallest and largest 32-bit tags', () => {
      assert.equal(expectOk(parseDepositAddress(`${XRP}?dt=0`, xrp)).memo?.value, '0');
      assert.equal(expectOk(parseDepositAddress(`${XRP}?dt=4294967295`, xrp)).memo?.value, '4294967295');
    });

    it('accepts the `tag` spelling of the parameter', () => {
      assert.deepEqual(expectOk(parseDepositAddress(`${XRP_GENESIS}?tag=12`, xrp)), {
        address: XRP_GENESIS,
        memo: { kind: 'destination-tag', value: '12' },
      });
    });

    for (const tag of [
      '4294967296',
      '9999999999',
      '99999999999',
      '-1',
      '01',
      '00',
      'abc',
      '',
      '1.5',
      '1e3',
      ' 1',
      '1 ',
      '+1',
      '0x10',
      '١٢',
    ]) {
      it(`R28: rejects the tag ${JSON.stringify(tag)} as invalid-memo`, () => {
        expectError(parseDepositAddress(`${XRP}?dt=${encodeURIComponent(tag)}`, xrp), 'invalid-memo');
      });
    }

    it('R31: rejects an XRP address without a tag as missing-memo', () => {
      expectError(parseDepositAddress(XRP, xrp), 'missing-memo');
    });

    it('rejects an empty query after the address', () => {
      expectError(parseDepositAddress(`${XRP}?`, xrp), 'invalid-memo');
    });

    it('rejects two tags, even equal ones', () => {
      expectError(parseDepositAddress(`${XRP}?dt=1&dt=2`, xrp), 'invalid-memo');
      expectError(parseDepositAddress(`${XRP}?dt=1&dt=1`, xrp), 'invalid-memo');
      expectError(parseDepositAddress(`${XRP}?dt=1&tag=1`, xrp), 'invalid-memo');
    });

    it('rejects unknown query parameters instead of dropping them', () => {
      expectError(parseDepositAddress(`${XRP}?dt=1&amount=5`, xrp), 'invalid-memo');
      expectError(parseDepositAddress(`${XRP}?amount=5`, xrp), 'invalid-memo');
      expectError(parseDepositAddress(`${XRP}?memo=5`, xrp), 'invalid-memo');
      expectError(parseDepositAddress(`${XRP}?dt=1?dt=2`, xrp), 'invalid-memo');
    });

    it('R28: rejects an invalid r-address as invalid-address, whatever the tag', () => {
      for (const address of [
        '',
        'r',
        'rABC',
        XRP.replace(/^r/, 'x'),
        `${XRP.slice(0, 10)}0${XRP.slice(11)}`, // 0 is not in the XRP alphabet
        `${XRP.slice(0, 10)}O${XRP.slice(11)}`,
        `${XRP.slice(0, 10)}I${XRP.slice(11)}`,
        `${XRP.slice(0, 10)}l${XRP.slice(11)}`,
        `${XRP}${XRP}`,
        ` ${XRP}`,
        BTC,
        ETH,
      ]) {
        expectError(parseDepositAddress(`${address}?dt=1`, xrp), 'invalid-address');
      }
      expectError(parseDepositAddress('rABC?dt=abc', xrp), 'invalid-address');
    });

    it('never leaves `?dt=` or the tag in the address that is copied and encoded', () => {
      for (const raw of [`${XRP}?dt=0`, `${XRP}?dt=4294967295`, `${XRP_GENESIS}?tag=7`]) {
        const value = expectOk(parseDepositAddress(raw, xrp));
        assert.ok(!value.address.includes('?'), value.address);
        assert.ok(!value.address.includes('dt='), value.address);
        assert.match(value.address, /^r[1-9A-HJ-NP-Za-km-z]+$/);
      }
    });
  });

  describe('parseDepositAddress on other memo networks', () => {
    it('reads a Stellar memo with its memo type', () => {
      const value = expectOk(parseDepositAddress(`${XLM}?memo=1234567&memo_type=id`, network('xlm')));
      assert.deepEqual(value, { address: XLM, memo: { kind: 'memo', value: '1234567', type: 'id' } });
    });

    it('reads a memo exactly as the service wrote it: `+`, `=` and spaces are never decoded', () => {
      const xlm = network('xlm');
      assert.deepEqual(expectOk(parseDepositAddress(`${XLM}?memo_type=text&memo=a+b`, xlm)).memo, {
        kind: 'memo',
        value: 'a+b',
        type: 'text',
      });
      assert.equal(expectOk(parseDepositAddress(`${XLM}?memo=order 1001`, xlm)).memo?.value, 'order 1001');
      // A base64 hash memo keeps its `+`, `/` and `=` padding.
      const hash = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=';
      assert.equal(expectOk(parseDepositAddress(`${XLM}?memo_type=hash&memo=${hash}`, xlm)).memo?.value, hash);
      assert.equal(expectOk(parseDepositAddress(`${XLM}?memo=100%`, xlm)).memo?.value, '100%');
    });

    it('refuses a memo holding a percent-escape, which could be read two ways, as ambiguous-memo', () => {
      const xlm = network('xlm');
      for (const memo of ['order%201001', '50%25', 'a%2Bb', '%41']) {
        expectError(parseDepositAddress(`${XLM}?memo=${memo}`, xlm), 'ambiguous-memo');
      }
      expectError(parseDepositAddress(`${TON}?text=Order%201001`, network('ton')), 'ambiguous-memo');
      // A percent-escaped parameter name is not the name the network uses.
      expectError(parseDepositAddress(`${XLM}?m%65mo=1`, xlm), 'invalid-memo');
    });

    it('leaves out the memo type when none is sent', () => {
      const value = expectOk(parseDepositAddress(`${XLM}?memo=42`, network('xlm')));
      assert.deepEqual(value.memo, { kind: 'memo', value: '42' });
      assert.ok(!('type' in value.memo!));
    });

    it('rejects a memo type sent twice', () => {
      expectError(parseDepositAddress(`${XLM}?memo=1&memo_type=id&memo_type=text`, network('xlm')), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo=1&memo_type=id&memo_type=id`, network('xlm')), 'invalid-memo');
    });

    it('rejects an unknown memo type, a memo type alone and a missing memo', () => {
      expectError(parseDepositAddress(`${XLM}?memo=42&memo_type=bogus`, network('xlm')), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo_type=id`, network('xlm')), 'invalid-memo');
      expectError(parseDepositAddress(XLM, network('xlm')), 'missing-memo');
    });

    it('rejects memos with surrounding space, control characters or over the length limit', () => {
      const xlm = network('xlm');
      expectError(parseDepositAddress(`${XLM}?memo= abc`, xlm), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo=abc `, xlm), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo=a\nb`, xlm), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo=a\u0000b`, xlm), 'invalid-memo');
      expectError(parseDepositAddress(`${XLM}?memo=a\u202Eb`, xlm), 'invalid-memo'); // right-to-left override
      expectError(parseDepositAddress(`${XLM}?memo=a\u200Bb`, xlm), 'invalid-memo'); // zero-width space
      expectError(parseDepositAddress(`${XLM}?memo=${'a'.repeat(65)}`, xlm), 'invalid-memo');
      assert.equal(expectOk(parseDepositAddress(`${XLM}?memo=${'a'.repeat(64)}`, xlm)).memo!.value.length, 64);
    });

    it('rejects a Stellar address of the wrong form', () => {
      expectError(parseDepositAddress(`${XLM.slice(1)}?memo=1`, network('xlm')), 'invalid-address');
      expectError(parseDepositAddress(`${XLM.toLowerCase()}?memo=1`, network('xlm')), 'invalid-address');
      expectError(parseDepositAddress(`S${XLM.slice(1)}?memo=1`, network('xlm')), 'invalid-address');
    });

    it('reads a TON comment from `text` or `comment`, on friendly and raw addresses', () => {
      const ton = network('ton');
      assert.deepEqual(expectOk(parseDepositAddress(`${TON}?text=Order 1001`, ton)), {
        address: TON,
        memo: { kind: 'comment', value: 'Order 1001' },
      });
      assert.deepEqual(expectOk(parseDepositAddress(`${TON_RAW}?comment=abc`, ton)), {
        address: TON_RAW,
        memo: { kind: 'comment', value: 'abc' },
      });
      expectError(parseDepositAddress(TON, ton), 'missing-memo');
      expectError(parseDepositAddress(`${TON}?text=a&comment=b`, ton), 'invalid-memo');
    });

    it('reads EOS, Cosmos and BEP2 memos', () => {
      assert.deepEqual(expectOk(parseDepositAddress(`${EOS}?memo=104563`, network('eos'))), {
        address: EOS,
        memo: { kind: 'memo', value: '104563' },
      });
      assert.deepEqual(expectOk(parseDepositAddress(`${ATOM}?memo=987`, network('atom'))), {
        address: ATOM,
        memo: { kind: 'memo', value: '987' },
      });
      assert.deepEqual(expectOk(parseDepositAddress(`${BNB_BEP2}?memo=555`, network('bnb-bep2'))), {
        address: BNB_BEP2,
        memo: { kind: 'memo', value: '555' },
      });
      expectError(parseDepositAddress(EOS, network('eos')), 'missing-memo');
      expectError(parseDepositAddress(ATOM, network('atom')), 'missing-memo');
      expectError(parseDepositAddress(BNB_BEP2, network('bnb-bep2')), 'missing-memo');
      expectError(parseDepositAddress(`${ETH}?memo=555`, network('bnb-bep2')), 'invalid-address');
    });
  });

  describe('parseDepositAddress on networks without memos', () => {
    it('accepts a plain address, with no memo property', () => {
      const btc = findNetwork({ network: 'bitcoin', networkName: 'Bitcoin', chargedCurrency: 'BTC' });
      assert.equal(btc, network('bitcoin'));
      const value = expectOk(parseDepositAddress(BTC, btc));
      assert.deepEqual(value, { address: BTC });
      assert.ok(!('memo' in value));
      assert.deepEqual(expectOk(parseDepositAddress(ETH)), { address: ETH });
    });

    it('accepts BNB on BNB Smart Chain without a memo', () => {
      const bsc = findNetwork({ network: 'bsc', networkName: 'BNB Smart Chain', chargedCurrency: 'BNB' });
      assert.equal(bsc, network('bsc'));
      assert.deepEqual(expectOk(parseDepositAddress(ETH, bsc)), { address: ETH });
    });

    it('rejects anything after `?` that is not a memo', () => {
      for (const raw of [
        `${BTC}?`,
        `${BTC}?foo`,
        `${BTC}?amount=0.1`,
        `${BTC}?label=shop`,
        `${BTC}?dt=1&amount=2`,
        `${BTC}?memo=a&dt=1`,
      ]) {
        expectError(parseDepositAddress(raw), 'invalid-memo');
      }
    });

    it('still splits off a memo-style suffix, by the kind its parameter names', () => {
      assert.deepEqual(expectOk(parseDepositAddress(`${XRP}?dt=77`)), {
        address: XRP,
        memo: { kind: 'destination-tag', value: '77' },
      });
      assert.deepEqual(expectOk(parseDepositAddress(`${BTC}?memo=abc`)), {
        address: BTC,
        memo: { kind: 'memo', value: 'abc' },
      });
      expectError(parseDepositAddress(`${XRP}?dt=abc`), 'invalid-memo');
    });

    it('rejects junk addresses', () => {
      for (const raw of [
        '',
        'short',
        'has space in it',
        '<script>alert(1)</script>',
        '-leadinghyphen123',
        'a'.repeat(256),
        `${BTC}\n`,
      ]) {
        expectError(parseDepositAddress(raw), 'invalid-address');
      }
    });
  });
});
