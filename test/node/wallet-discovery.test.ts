// What a browser wallet says of itself is hostile input (src/wallets/discovery.ts): its name becomes one line of
// plain text, without bidi, zero-width or control characters, at most 40 characters (cut with "…", never inside a
// character); its icon is kept only as a `data:image/` URI of at most 100 000 characters; an EIP-6963 announcement
// without a uuid, a name or a provider with a `request` function is no wallet. The directory, with a stand-in
// `window`: it asks once for announcements, keeps the first of each uuid, and lists TronLink last.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import fc from 'fast-check';
import { announcedWallet, walletIcon, walletName, WalletDirectory } from '../../src/wallets/discovery.js';
import { HIDDEN, hiddenCharacter } from '../helpers/fuzz.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SVG_WITH_SCRIPT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
)}`;
const provider = { request: async () => null };
const detail = (info: Record<string, unknown>, ...request: unknown[]) => ({
  info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Test Wallet', rdns: 'org.example.wallet', ...info },
  provider: request.length ? request[0] : provider,
});

describe('walletName', () => {
  test('a plain name stays as it is, markup included: it is shown as text, never parsed', () => {
    assert.equal(walletName('MetaMask'), 'MetaMask');
    assert.equal(walletName('محفظة'), 'محفظة');
    const markup = '<img src=x onerror=alert(1)>';
    assert.equal(walletName(markup), markup);
    assert.equal(walletName('"><script>1</script>'), '"><script>1</script>');
  });

  test('white space becomes single spaces on one line, trimmed', () => {
    assert.equal(walletName('  Meta\n\tMask \r\n Wallet  '), 'Meta Mask Wallet');
    assert.equal(walletName('Line\u2028Para\u2029End'), 'Line Para End');
    // A space beside a hidden character folds with the others once the character is gone.
    assert.equal(walletName('\u200E Wallet'), 'Wallet');
    assert.equal(walletName('A \u200B B'), 'A B');
  });

  test('bidi overrides and isolates, zero-width and control characters are removed', () => {
    assert.equal(walletName('\u202EksaMateM'), 'ksaMateM');
    assert.equal(walletName('Meta\u200BMa\u200Csk\u200D\u2060'), 'MetaMask');
    assert.equal(walletName('\u2066Rabby\u2069 \u200EWallet\u200F'), 'Rabby Wallet');
    assert.equal(walletName('Evil\u0000\u001B[31m\u007FName'), 'Evil[31mName');
    assert.equal(walletName('\u061CArabic\u00AD'), 'Arabic');
  });

  test('no name: not a string, empty, white space, or hidden characters only', () => {
    for (const value of [undefined, null, 42, {}, ['MetaMask'], '', '   ', '\n\t', '\u200B\u202E\u2066', ' \u200E ']) {
      assert.equal(walletName(value), undefined, JSON.stringify(value));
    }
  });

  test('a long name is cut at 40 characters with "…"; 40 stay whole', () => {
    assert.equal(walletName('W'.repeat(40)), 'W'.repeat(40));
    const cut = walletName('W'.repeat(41))!;
    assert.equal(cut, `${'W'.repeat(39)}…`);
    assert.equal([...walletName('x'.repeat(100_000))!].length, 40);
  });

  test('a long name of characters outside the BMP is cut between characters, never inside one', () => {
    const cut = walletName('🦊'.repeat(60))!;
    assert.equal(cut, `${'🦊'.repeat(39)}…`);
    assert.ok(!/\p{Cs}/u.test(cut), 'no lone surrogate');
  });

  test('any string: the name is undefined or one line of at most 40 visible characters, nothing hidden (property)', () => {
    const piece = fc.oneof(fc.string({ maxLength: 30 }), hiddenCharacter, fc.constantFrom('\n', '\t', ' ', '🦊'));
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join('')),
        (value) => {
          const name = walletName(value);
          if (name === undefined) return;
          assert.ok(name.trim() !== '', 'not blank');
          assert.ok([...name].length <= 40, name);
          assert.ok(![...name].some((char) => HIDDEN.test(char)), JSON.stringify(name));
          assert.ok(!/[\n\r\t]/.test(name), 'one line');
          assert.ok(!/\p{Cs}/u.test(name), 'no lone surrogate');
        },
      ),
    );
  });
});

describe('walletIcon', () => {
  test('data:image/ URIs of the picture types are kept, in any case', () => {
    for (const icon of [
      PNG,
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/gif;base64,R0lGOD',
      'data:image/webp;base64,UklGR',
      'DATA:IMAGE/PNG;base64,iVBOR',
      // An SVG with a script: an <img> shows it without running it.
      SVG_WITH_SCRIPT,
    ]) {
      assert.equal(walletIcon(icon), icon, icon.slice(0, 30));
    }
  });

  test('anything that would fetch or run is refused: javascript:, http(s):, other data: types, blob:', () => {
    for (const icon of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//data:image/png,',
      'https://wallet.example/icon.png',
      'http://127.0.0.1/icon.svg',
      '//wallet.example/icon.png',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg,<svg/>',
      'data:image/bmp;base64,Qk0',
      'data:image/png',
      'data:image/pngx,AAAA',
      ' data:image/png;base64,iVBOR',
      'blob:https://wallet.example/1',
      'icon.png',
    ]) {
      assert.equal(walletIcon(icon), undefined, icon);
    }
  });

  test('an icon of more than 100 000 characters is left out; 100 000 are kept', () => {
    const prefix = 'data:image/png;base64,';
    const exactly = prefix + 'A'.repeat(100_000 - prefix.length);
    assert.equal(walletIcon(exactly), exactly);
    assert.equal(walletIcon(`${exactly}A`), undefined);
  });

  test('no icon from what is not a string', () => {
    for (const value of [undefined, null, 1, {}, [PNG], new URL('https://wallet.example/')]) {
      assert.equal(walletIcon(value), undefined, String(value));
    }
  });
});

describe('announcedWallet', () => {
  test('an announcement: an EVM wallet with its uuid as id, its name, rdns, icon and the provider itself', () => {
    const wallet = announcedWallet(detail({ icon: PNG }));
    assert.deepEqual(wallet, {
      kind: 'evm',
      id: 'eip6963:350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Test Wallet',
      rdns: 'org.example.wallet',
      icon: PNG,
      provider,
    });
    assert.equal(wallet!.kind === 'evm' && wallet!.provider, provider);
  });

  test('a hostile name is cleaned and cut; a name of hidden characters only makes no wallet', () => {
    assert.equal(announcedWallet(detail({ name: '\u202E<b>Evil</b>\u200B' }))?.name, '<b>Evil</b>');
    assert.equal(announcedWallet(detail({ name: 'W'.repeat(500) }))?.name, `${'W'.repeat(39)}…`);
    assert.equal(announcedWallet(detail({ name: '\u200B\u2066\u2069' })), undefined);
    assert.equal(announcedWallet(detail({ name: 7 })), undefined);
  });

  test('a refused icon leaves the wallet without one (no icon key), not without a button', () => {
    for (const icon of ['javascript:alert(1)', 'https://wallet.example/icon.png', `${PNG}${'A'.repeat(100_000)}`]) {
      const wallet = announcedWallet(detail({ icon }));
      assert.ok(wallet, icon.slice(0, 30));
      assert.ok(!('icon' in wallet), icon.slice(0, 30));
    }
  });

  test('the rdns is kept as text of at most 100 characters, empty when not a string', () => {
    assert.equal(announcedWallet(detail({ rdns: 'r'.repeat(300) }))?.rdns, 'r'.repeat(100));
    assert.equal(announcedWallet(detail({ rdns: { toString: () => 'io.metamask' } }))?.rdns, '');
    assert.equal(announcedWallet(detail({ rdns: undefined }))?.rdns, '');
  });

  test('no wallet without a uuid, or with a uuid that is not text', () => {
    for (const uuid of [undefined, '', '   ', 42, {}, null]) {
      assert.equal(announcedWallet(detail({ uuid })), undefined, String(uuid));
    }
  });

  test('no wallet without a provider whose request is a function', () => {
    for (const request of [
      undefined,
      null,
      'provider',
      {},
      { request: 'eth_sendTransaction' },
      { request: {} },
      [() => null],
    ]) {
      assert.equal(announcedWallet(detail({}, request)), undefined, JSON.stringify(request));
    }
    // A provider whose request comes from its class is one.
    class Provider {
      request() {
        return Promise.resolve(null);
      }
    }
    assert.ok(announcedWallet(detail({}, new Provider())));
  });

  test('no wallet from what is not an announcement', () => {
    for (const value of [
      undefined,
      null,
      'wallet',
      [],
      { provider },
      { info: 'x', provider },
      { info: [], provider },
    ]) {
      assert.equal(announcedWallet(value), undefined, JSON.stringify(value));
    }
  });
});

describe('WalletDirectory (a stand-in window)', () => {
  const globals = globalThis as { window?: EventTarget; tronLink?: unknown; tronWeb?: unknown };
  afterEach(() => {
    delete globals.window;
    delete globals.tronLink;
    delete globals.tronWeb;
  });

  function page() {
    const window = new EventTarget();
    globals.window = window;
    let requests = 0;
    window.addEventListener('eip6963:requestProvider', () => requests++);
    const announce = (value: unknown) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }));
    return { window, announce, requests: () => requests };
  }

  test('asks once, on the first subscription; lists each wallet once, by uuid, the first announcement standing', () => {
    const { announce, requests } = page();
    const directory = new WalletDirectory();
    announce(detail({ uuid: 'before' }));
    assert.equal(requests(), 0, 'nothing asked before a part subscribes');
    let changes = 0;
    const stop = directory.subscribe(() => changes++);
    directory.subscribe(() => undefined);
    assert.equal(requests(), 1);
    announce(detail({ uuid: 'a', name: 'First' }));
    announce(detail({ uuid: 'a', name: 'Again' }));
    announce(detail({ uuid: 'b', name: 'Second' }));
    announce({ info: { name: 'No uuid' }, provider });
    assert.deepEqual(
      directory.wallets.map(({ id, name }) => [id, name]),
      [
        ['eip6963:a', 'First'],
        ['eip6963:b', 'Second'],
      ],
    );
    assert.equal(changes, 2);
    stop();
    announce(detail({ uuid: 'c' }));
    assert.equal(changes, 2, 'no call after unsubscribing');
    assert.equal(directory.wallets.length, 3);
  });

  test('TronLink is listed last while the page has it, and its tronWeb is read when used, not when found', () => {
    page();
    const directory = new WalletDirectory();
    directory.subscribe(() => undefined);
    globals.tronLink = { request: async () => ({ code: 200 }) };
    const [tron] = directory.wallets;
    assert.equal(tron?.kind, 'tron');
    assert.deepEqual(
      { id: tron.id, name: tron.name, rdns: tron.rdns },
      {
        id: 'tronlink',
        name: 'TronLink',
        rdns: 'com.tronlink',
      },
    );
    assert.equal(tron.kind === 'tron' && tron.tronWeb(), undefined);
    const tronWeb = { defaultAddress: { base58: 'T...' } };
    globals.tronWeb = tronWeb;
    assert.equal(tron.kind === 'tron' && tron.tronWeb(), tronWeb);
    (globals.window as EventTarget).dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: detail({ uuid: 'z' }) }),
    );
    assert.deepEqual(
      directory.wallets.map(({ id }) => id),
      ['eip6963:z', 'tronlink'],
    );
    globals.tronLink = { request: 'no' };
    assert.deepEqual(
      directory.wallets.map(({ id }) => id),
      ['eip6963:z'],
    );
  });
});
