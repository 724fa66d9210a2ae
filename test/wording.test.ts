// The safety screens in the pseudo-locale: every word the payer reads or hears there comes from the language's
// messages, so a word the templates write in English (a label, a unit, a suffix) shows here as plain English
// among accented pseudo-text, and fails. (Each locale's own safety sentences: test/node/locales.test.ts.)
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../src/index.js';
import { PSEUDO_LOCALE } from '../demo/pseudo-locale.js';
import type { CryptoCheckout } from '../src/index.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { confirmMemo, mount, respond, waitFor } from './helpers/element.js';

/**
 * Words of plain ASCII letters in what `el` shows and says (its text, the names given by aria-label and alt),
 * once the invoice's own values are taken out: what is left is English the pseudo-locale did not reach. The
 * pseudo-locale accents a, c, e, i, n, o, s, u, y and z, so a word with none of them ("QR") is not English left.
 */
function englishLeft(el: CryptoCheckout, values: string[]): string[] {
  const root = el.shadowRoot!;
  const named = [...root.querySelectorAll('[aria-label], [alt]')].map(
    (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('alt') ?? ''}`,
  );
  let said = [root.textContent!, ...named].join(' ');
  for (const value of values.filter(Boolean).sort((a, b) => b.length - a.length)) said = said.split(value).join(' ');
  return [...said.matchAll(/[\p{L}\p{M}]+/gu)]
    .map(([word]) => word)
    .filter((word) => /^[A-Za-z]+$/.test(word) && /[aceinosuyz]/i.test(word) && !INTL_UNITS.has(word));
}

/** Intl writes a duration's unit ("5 seconds") in the language's own words: in English for this English pseudo-locale. */
const INTL_UNITS = new Set(['minute', 'minutes', 'second', 'seconds']);

/** The invoice's values, which any language shows as they are. */
function valuesOf(kind: Fixture): string[] {
  const { data, included } = invoiceDocument(kind);
  const attributes = data.attributes as unknown as Record<string, unknown>;
  const payment = (included[0]?.attributes ?? {}) as Record<string, unknown>;
  const uri = String(payment.value ?? '');
  return [
    data.id,
    ...Object.values(attributes).filter((value): value is string => typeof value == 'string'),
    uri,
    ...uri.split(/[?=&:]/),
  ];
}

describe('the safety screens in the pseudo-locale leave no English', () => {
  before(() => import('../demo/pseudo-locale.js'));
  afterEach(() => sinon.restore());

  const screens: [string, Fixture, Record<string, string>, ((el: CryptoCheckout) => Promise<void>)?][] = [
    ['the network warning (USDT on Tron)', 'usdt-tron', {}],
    ['the destination tag, before it is confirmed', 'xrp', {}],
    ['the destination tag, confirmed', 'xrp', {}, confirmMemo],
    ['the expired screen, renewable', 'btc', { renewable: '' }],
  ];
  for (const [name, kind, attributes, act] of screens) {
    it(name, async () => {
      const document = invoiceDocument(kind, name.startsWith('the expired') ? { status: 'expired' } : {});
      const { el } = await mount(document, { lang: PSEUDO_LOCALE, ...attributes });
      await act?.(el);
      expect(el.shadowRoot!.textContent).to.match(/ẋẋẋẋẋ/);
      expect(englishLeft(el, valuesOf(kind))).to.deep.equal([]);
    });
  }

  for (const status of ['cancelled', 'rejected'] as const) {
    it(`the ${status} screen`, async () => {
      const { el } = await mount(invoiceDocument('btc', { status }), { lang: PSEUDO_LOCALE });
      expect(englishLeft(el, valuesOf('btc'))).to.deep.equal([]);
    });
  }

  it('"payment details changed", after a poll changed the destination tag', async () => {
    const changed = invoiceDocument('xrp');
    changed.included[0]!.attributes.value = `${ADDRESSES.xrp}?dt=1`;
    const fetch = sinon.stub(window, 'fetch');
    fetch.onCall(0).resolves(respond(invoiceDocument('xrp')));
    fetch.resolves(respond(changed));
    const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1', lang: PSEUDO_LOCALE });
    await waitFor(() => el.status === 'pending');
    await confirmMemo(el);
    await waitFor(() => el.status === 'error', 4_000);
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.match(/ẋẋẋẋẋ/);
    expect(englishLeft(el, valuesOf('xrp'))).to.deep.equal([]);
  });

  it('a word the templates wrote in English would be found', () => {
    const el = document.createElement('div') as unknown as CryptoCheckout;
    el.attachShadow({ mode: 'open' }).innerHTML = '<p>Séñd óñlý ẋẋẋẋẋ USDT Network</p>';
    expect(englishLeft(el, ['USDT'])).to.deep.equal(['Network']);
  });
});
