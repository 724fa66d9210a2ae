// <crypto-channel>: a standing deposit address and its deposits, in real browsers. What the payer sees in
// each state, the memo gate, the QR code's content, deposits arriving through polling, and axe.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../src/channel/index.js';
import '../src/i18n/locales/ar.js';
import '../src/i18n/locales/de.js';
import '../src/i18n/locales/channel/ar.js';
import '../src/i18n/locales/channel/de.js';
import type { CryptoChannel } from '../src/channel/index.js';
import type { DepositView } from '../src/core/channel.js';
import { channelDocument, channelId, depositsDocument } from '../fixtures/channels.js';
import { ADDRESSES } from '../fixtures/invoices.js';
import { decodeQr } from './helpers/decode-qr.js';
import { respond } from './helpers/element.js';

const $ = (el: CryptoChannel, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: CryptoChannel) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

async function mount(channel: unknown, attributes: Record<string, string> = {}) {
  const el = await fixture<CryptoChannel>(html`<crypto-channel></crypto-channel>`);
  const errors: unknown[] = [];
  el.addEventListener('checkout-error', (event) => errors.push(event.detail));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.channel = channel;
  await el.updateComplete;
  return { el, errors };
}

/** The element in a box `width` px wide under `scheme`, its deposit list answered with `list` once polled. */
async function mountWithDeposits(
  channel: unknown,
  list: unknown,
  options: { lang?: string; width?: number; scheme?: 'light' | 'dark' } = {},
) {
  const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  sinon.stub(window, 'fetch').callsFake(async () => respond(list));
  const box = await fixture<HTMLDivElement>(html`<div></div>`);
  if (options.width) box.style.setProperty('width', `${options.width}px`);
  box.style.setProperty('color-scheme', options.scheme ?? 'light');
  const el = document.createElement('crypto-channel');
  if (options.lang) el.setAttribute('lang', options.lang);
  el.setAttribute('deposits-src', '/deposits');
  el.channel = channel;
  box.append(el);
  await clock.tickAsync(10);
  clock.restore();
  await el.updateComplete;
  await nextFrame();
  return el;
}

/** A deposit's figures, label to value, as the payer reads them. */
const figures = (deposit: Element) =>
  Object.fromEntries(
    [...deposit.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent!.trim(),
      row.querySelector('dd')!.textContent!.trim(),
    ]),
  );

/** True when `a` and `b` are drawn on one line: their boxes overlap vertically. */
const sameLine = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;

describe('<crypto-channel>', () => {
  afterEach(() => sinon.restore());

  it('USDT on Tron: the address, the network warning, what a deposit becomes; no amount, no countdown', async () => {
    const { el } = await mount(channelDocument('usdt-tron'));
    expect(text(el)).to.contain('Deposit USDT');
    expect(text(el)).to.contain('credited to your account in EUR');
    expect(text(el)).to.contain('Send only USDT on the Tron (TRC-20) network');
    expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.tron);
    expect($(el, '[role="timer"]')).to.equal(null);
    expect($(el, '[part~="amount"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('its QR code decodes to the bare address, and the address copies exactly', async () => {
    const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const { el } = await mount(channelDocument('usdt-tron'));
    expect(await decodeQr($(el, 'svg[part~="qr-code"]') as unknown as SVGSVGElement)).to.equal(ADDRESSES.tron);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="copy-button"]')];
    buttons.at(-1)!.click();
    const copied = await oneEvent(el, 'checkout-copy');
    expect(copied.detail).to.deep.equal({ field: 'address', value: ADDRESSES.tron, ok: true });
    expect(writeText).to.have.been.calledWith(ADDRESSES.tron);
  });

  it('XRP: the tag first; the address, QR code and wallet link wait for the confirmation', async () => {
    const { el } = await mount(channelDocument('xrp-tag'));
    expect($(el, '[part~="memo"]')!.textContent).to.equal(ADDRESSES.xrpTag);
    expect(text(el)).to.not.contain(ADDRESSES.xrp);
    expect($(el, 'svg[part~="qr-code"]')).to.equal(null);
    await expect(el).to.be.accessible();
    $(el, '[part~="memo-confirm"]')!.click();
    await el.updateComplete;
    expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.xrp);
    expect(await decodeQr($(el, 'svg[part~="qr-code"]') as unknown as SVGSVGElement)).to.equal(ADDRESSES.xrp);
    expect(text(el)).to.contain('This code holds the address only: enter the destination tag yourself.');
    await expect(el).to.be.accessible();
  });

  it('Bitcoin: "Open in wallet" holds the URI without an amount; if no app opens, it says to copy the address', async () => {
    const document = channelDocument('usdt-tron');
    Object.assign(document.data.attributes, {
      payCurrency: 'BTC',
      address: ADDRESSES.btc,
      networkName: 'Bitcoin',
      networkCode: 'bitcoin',
    });
    const { el } = await mount(document);
    const link = $(el, 'a[part~="wallet-link"]')!;
    expect(link.getAttribute('href')).to.equal(`bitcoin:${ADDRESSES.btc}`);
    sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    el.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    sinon.clock.tick(5_000);
    await el.updateComplete;
    expect(text(el)).to.contain('No wallet app opened. Copy the address into your wallet instead.');
    expect(text(el)).to.not.contain('the amount');
  });

  it('a disabled channel says deposits are not credited and shows nothing to pay to', async () => {
    const { el } = await mount(channelDocument('disabled'));
    expect(text(el)).to.contain('Deposits are paused');
    expect(text(el)).to.contain('not credited');
    for (const part of ['address', 'memo', 'qr-code', 'copy-button', 'wallet-link', 'memo-confirm'])
      expect($(el, `[part~="${part}"]`), part).to.equal(null);
    expect(text(el)).to.not.contain(ADDRESSES.xrp);
    await expect(el).to.be.accessible();
  });

  it('takes the document as JSON text in the channel attribute, and names text that is not JSON', async () => {
    const el = await fixture<CryptoChannel>(html`<crypto-channel></crypto-channel>`);
    const errors: { code: string }[] = [];
    el.addEventListener('checkout-error', (event) => errors.push(event.detail));
    el.setAttribute('channel', JSON.stringify(channelDocument('usdt-tron')));
    await el.updateComplete;
    expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.tron);
    el.setAttribute('channel', '{"data":');
    await el.updateComplete;
    expect($(el, '[part~="address"]')).to.equal(null);
    expect(errors.map(({ code }) => code)).to.deep.equal(['invalid-json']);
  });

  it('a wrong document is a clear error and no address at all', async () => {
    const document = channelDocument('usdt-tron');
    (document.data as { type: string }).type = 'invoices';
    const { el, errors } = await mount(document);
    expect(text(el)).to.contain("This deposit address can't be shown. Please contact the shop.");
    expect($(el, '[part~="address"]')).to.equal(null);
    expect(errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('lists the deposits; a new one appears within one poll, is announced and fires checkout-deposit once', async () => {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const list = depositsDocument();
    const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(list));
    const deposits: DepositView[] = [];
    const { el } = await mount(channelDocument('usdt-tron'), { 'deposits-src': '/deposits', 'poll-interval': '5' });
    el.addEventListener('checkout-deposit', (event) => deposits.push(event.detail));
    await clock.tickAsync(10);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.deposit')).to.have.length(3);
    // What the service credited, after fees, in the currency the header names (not localAmount, before fees).
    expect(text(el)).to.contain('credited to your account in EUR');
    expect(el.shadowRoot!.querySelector('.deposit strong')!.textContent).to.equal('24.79 EUR');
    expect(deposits).to.deep.equal([]);
    const fresh = structuredClone(list.data[0]!);
    fresh.id = 'dep_new';
    fresh.attributes.hash = 'e'.repeat(64);
    fresh.attributes.payAmount = '7.000000';
    fresh.attributes.amount = '6.48';
    fresh.attributes.createdAt = new Date(Date.now()).toISOString();
    list.data.unshift(fresh);
    await clock.tickAsync(5_000);
    await el.updateComplete;
    expect(fetch.callCount).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('.deposit')).to.have.length(4);
    expect(deposits.map(({ id }) => id)).to.deep.equal(['dep_new']);
    expect($(el, '[role="status"]')!.textContent).to.equal('Deposit received: 7.000000 USDT.');
    await clock.tickAsync(5_000);
    expect(deposits).to.have.length(1);
    clock.restore();
    await expect(el).to.be.accessible();
  });

  /** Polls `answers` every 5 s of fake time; returns the ids checkout-deposit fired. */
  async function polling(answers: () => unknown) {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    sinon.stub(window, 'fetch').callsFake(async () => respond(answers()));
    const { el } = await mount(channelDocument('usdt-tron'), { 'deposits-src': '/deposits', 'poll-interval': '5' });
    const ids: string[] = [];
    el.addEventListener('checkout-deposit', (event) => ids.push(event.detail.id));
    await clock.tickAsync(10);
    return { el, clock, ids };
  }

  function withNewDeposit() {
    const list = depositsDocument();
    const fresh = structuredClone(list.data[0]!);
    fresh.id = 'dep_new';
    // Another transaction: a deposit is the same one when either its id or its hash is.
    fresh.attributes.hash = 'e'.repeat(64);
    return { list, more: { ...list, data: [fresh, ...list.data] } };
  }

  it('never fires a deposit twice, even when one answer leaves it out', async () => {
    const { list, more } = withNewDeposit();
    const answers = [list, more, { ...list, data: [] }, more];
    const { clock, ids } = await polling(() => answers.shift() ?? more);
    await clock.tickAsync(15_000);
    clock.restore();
    expect(ids).to.deep.equal(['dep_new']);
  });

  it('a new poll-interval keeps the history: the next deposit still fires', async () => {
    const { list, more } = withNewDeposit();
    const answers = [list];
    const { el, clock, ids } = await polling(() => answers.shift() ?? more);
    el.pollInterval = 10;
    await clock.tickAsync(10_000);
    clock.restore();
    expect(ids).to.deep.equal(['dep_new']);
  });

  it("lists and fires only the channel's own deposits, each once, and reports what it left out", async () => {
    const { list, more } = withNewDeposit();
    const foreign = structuredClone(more.data[0]!);
    Object.assign(foreign, { id: 'dep_foreign' });
    Object.assign(foreign.attributes, { channelId: 'chn_other', hash: 'f'.repeat(64), payAmount: '888.000000' });
    const repeated = structuredClone(more.data[0]!);
    const answers = [list, { ...more, data: [foreign, repeated, ...more.data] }];
    const { el, clock, ids } = await polling(
      () => answers.shift() ?? { ...more, data: [foreign, repeated, ...more.data] },
    );
    const errors: { code: string; message: string }[] = [];
    el.addEventListener('checkout-error', (event) => errors.push(event.detail));
    await clock.tickAsync(15_000);
    clock.restore();
    await el.updateComplete;
    expect(ids).to.deep.equal(['dep_new']);
    expect(el.shadowRoot!.querySelectorAll('.deposit')).to.have.length(4);
    expect(text(el)).to.not.contain('888');
    expect($(el, '[role="status"]')!.textContent).to.not.contain('888');
    // Reported once, not at every poll that brings the same list.
    expect(errors.map(({ code }) => code)).to.deep.equal(['ignored-deposits']);
    expect(errors[0]!.message).to.match(/^2 /);
  });

  it('a re-sent channel with another tag withdraws the payment, even after the tag was confirmed', async () => {
    const { el, errors } = await mount(channelDocument('xrp-tag'));
    $(el, '[part~="memo-confirm"]')!.click();
    await el.updateComplete;
    expect($(el, '[part~="address"]')).to.not.equal(null);
    const swapped = channelDocument('xrp-tag');
    swapped.data.attributes.address = `${ADDRESSES.xrp}?dt=1`;
    el.channel = swapped;
    await el.updateComplete;
    expect(errors).to.deep.equal([
      { code: 'payment-changed', message: 'The channel document changed payment: the payment is withdrawn.' },
    ]);
    for (const part of ['address', 'memo', 'qr-code', 'wallet-link', 'memo-confirm'])
      expect($(el, `[part~="${part}"]`), part).to.equal(null);
    expect(text(el)).to.contain('The payment details changed while this page was open.');
    expect(text(el)).to.not.contain(ADDRESSES.xrp);
    // The old document again does not bring the payment back; another channel does.
    el.channel = channelDocument('xrp-tag');
    await el.updateComplete;
    expect($(el, '[part~="memo"]')).to.equal(null);
    el.channel = channelDocument('usdt-tron');
    await el.updateComplete;
    expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.tron);
    expect(errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('a channel whose network code and name disagree shows the address without a wallet link, and says so', async () => {
    const document = channelDocument('usdt-tron');
    Object.assign(document.data.attributes, {
      payCurrency: 'ETH',
      address: ADDRESSES.eth,
      networkCode: 'ethereum',
      networkName: 'Base',
    });
    const { el, errors } = await mount(document);
    expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.eth);
    expect($(el, '[part~="wallet-link"]')).to.equal(null);
    expect(text(el)).to.contain('Send only ETH on the Base network');
    expect((errors as { code: string }[]).map(({ code }) => code)).to.deep.equal(['ambiguous-network']);
  });

  it('each deposit shows what was sent, the rate, the fees, what was credited, and its transaction on the explorer', async () => {
    const list = depositsDocument();
    const el = await mountWithDeposits(channelDocument('usdt-tron'), list);
    const [first] = el.shadowRoot!.querySelectorAll('.deposit');
    expect(first!.querySelector('strong')!.textContent).to.equal('24.79 EUR');
    expect(first!.querySelector('.state')!.textContent).to.equal('Credited');
    expect(figures(first!)).to.deep.equal({
      Sent: '25.500000 USDT',
      Rate: '1 USDT = 1.00021733 EUR',
      'Processing fee': '0.26 EUR',
      'Consolidation fee': '0.45 EUR',
      'Transaction ID': list.data[0]!.attributes.hash,
    });
    const link = first!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal(`https://tronscan.org/#/transaction/${list.data[0]!.attributes.hash}`);
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.getAttribute('target')).to.equal('_blank');
    // The figures are labelled, one to a line: no separator between them.
    expect(text(el)).to.not.contain('·');
    await expect(el).to.be.accessible();
  });

  it('a deposit shows the figures the service sent and no other; a hash that is no hash is text, never a link', async () => {
    const list = depositsDocument();
    const hostile = '"><img src=x onerror=alert(1)>';
    Object.assign(list.data[0]!.attributes, { exchangeRate: null, hash: hostile });
    Reflect.deleteProperty(list.data[0]!.attributes, 'feeCurrency');
    const el = await mountWithDeposits(channelDocument('usdt-tron'), list, { lang: 'de' });
    const [first, second] = el.shadowRoot!.querySelectorAll('.deposit');
    // No rate, and no fee without the currency it is in; what was sent and credited still show.
    expect(figures(first!)).to.deep.equal({ Gesendet: '25,500000 USDT', 'Transaktions-ID': hostile });
    expect(first!.querySelector('strong')!.textContent).to.equal('24,79 EUR');
    expect(first!.querySelector('a')).to.equal(null);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(Object.keys(figures(second!))).to.deep.equal([
      'Gesendet',
      'Kurs',
      'Bearbeitungsgebühr',
      'Konsolidierungsgebühr',
      'Transaktions-ID',
    ]);
    await expect(el).to.be.accessible();
  });

  it('a deposit on a network without a known explorer shows its hash without a link', async () => {
    const document = channelDocument('usdt-tron');
    Object.assign(document.data.attributes, { networkCode: 'dogecoin', networkName: 'Dogecoin', payCurrency: 'DOGE' });
    document.data.attributes.address = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
    const list = depositsDocument();
    for (const deposit of list.data) Object.assign(deposit.attributes, { address: undefined, payCurrency: 'DOGE' });
    const el = await mountWithDeposits(document, list);
    const hash = el.shadowRoot!.querySelector('.deposit .hash')!;
    expect(hash.textContent!.trim()).to.equal(list.data[0]!.attributes.hash);
    expect(hash.querySelector('a')).to.equal(null);
  });

  it('a disabled channel says one thing: no list that waits for a deposit under "do not send"', async () => {
    const empty = { data: [], meta: { page: 1, per_page: 25, total: 0 }, jsonapi: { version: '1.0' } };
    const el = await mountWithDeposits(channelDocument('disabled'), empty);
    expect(text(el)).to.contain('Do not send anything to it');
    expect(text(el)).to.not.contain('No deposits yet');
    expect(text(el)).to.not.contain('shows here');
    expect($(el, '[part~="deposits"]')!.textContent).to.contain('No deposits to this address.');
    await expect(el).to.be.accessible();
  });

  it('a disabled channel still lists a deposit sent to it, as not credited', async () => {
    const list = depositsDocument();
    const rejected = list.data[0]!;
    Object.assign(rejected.attributes, {
      channelId: channelId('disabled'),
      address: undefined,
      payCurrency: 'XRP',
      payAmount: '20',
      amount: '0',
      amountCurrency: 'USD',
      fee: '0',
      consolidationFee: '0',
      feeCurrency: 'USD',
      status: 'rejected',
    });
    const el = await mountWithDeposits(channelDocument('disabled'), { ...list, data: [rejected] });
    const deposit = el.shadowRoot!.querySelector('.deposit')!;
    expect(deposit.querySelector('.state')!.textContent).to.equal('Not credited');
    expect(figures(deposit)).to.include({ Sent: '20 XRP', 'Processing fee': '0 USD' });
    expect(text(el)).to.not.contain('No deposits yet');
    await expect(el).to.be.accessible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`Arabic at 320 px (${scheme}): each credit beside its state, each figure beside its label, nothing dangling`, async () => {
      const el = await mountWithDeposits(channelDocument('usdt-tron'), depositsDocument(), {
        lang: 'ar',
        width: 320,
        scheme,
      });
      const base = $(el, '[part~="base"]')!;
      expect(getComputedStyle(base).direction).to.equal('rtl');
      const deposits = [...el.shadowRoot!.querySelectorAll('.deposit')];
      expect(deposits).to.have.length(3);
      for (const deposit of deposits) {
        const credit = deposit.querySelector('strong')!.getBoundingClientRect();
        const state = deposit.querySelector('.state')!.getBoundingClientRect();
        expect(sameLine(credit, state), "the state on the credit's line").to.equal(true);
        // Right to left: the credit at the line's start (the right), its state at the end (the left).
        expect(credit.left, 'the credit right of its state').to.be.greaterThan(state.right);
        for (const row of deposit.querySelectorAll('dl > div')) {
          const label = row.querySelector('dt')!.getBoundingClientRect();
          const value = row.querySelector('dd')!.getBoundingClientRect();
          expect(sameLine(label, value), `${row.textContent} on one line`).to.equal(true);
          expect(label.left, `${row.textContent}: the label right of its value`).to.be.greaterThan(value.left);
        }
        // Nothing is wider than the card.
        const card = base.getBoundingClientRect();
        for (const part of deposit.querySelectorAll('strong, .state, dt, dd')) {
          const box = part.getBoundingClientRect();
          expect(box.left >= card.left && box.right <= card.right, `${part.textContent} inside the card`).to.equal(
            true,
          );
        }
      }
      expect(text(el)).to.not.contain('·');
      expect(text(el)).to.contain('سعر الصرف');
      await expect(el).to.be.accessible();
    });
  }

  it('with no deposits yet it says so; a list it cannot read is an error, and it keeps trying', async () => {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const empty = { data: [], meta: { page: 1, per_page: 25, total: 0 }, jsonapi: { version: '1.0' } };
    const answers = [empty, { ...empty, meta: { page: '1', per_page: 25, total: 0 } }];
    sinon.stub(window, 'fetch').callsFake(async () => respond(answers.shift() ?? empty));
    const { el, errors } = await mount(channelDocument('usdt-tron'), { 'deposits-src': '/deposits' });
    await clock.tickAsync(10);
    await el.updateComplete;
    expect(text(el)).to.contain('No deposits yet.');
    await clock.tickAsync(5_000);
    await el.updateComplete;
    expect(text(el)).to.contain("Your deposits can't be loaded right now.");
    expect($(el, '[role="status"]')!.textContent).to.equal("Your deposits can't be loaded right now. Trying again…");
    expect((errors[0] as { code: string }).code).to.equal('invalid-pagination');
    // Said once, not at every failed poll.
    await clock.tickAsync(30_000);
    expect(errors).to.have.length(1);
    clock.restore();
    await expect(el).to.be.accessible();
  });

  it('a channel attribute of [object Object] waits 3 s for the property, then names the mistake', async () => {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const waiting = await fixture<CryptoChannel>(html`<crypto-channel channel="[object Object]"></crypto-channel>`);
    const errors: { code: string; message: string }[] = [];
    waiting.addEventListener('checkout-error', (event) => errors.push(event.detail));
    await clock.tickAsync(100);
    waiting.channel = channelDocument('usdt-tron');
    await clock.tickAsync(5_000);
    await waiting.updateComplete;
    expect(errors).to.deep.equal([]);
    expect($(waiting, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.tron);
    const { el, errors: mistakes } = await mount('[object Object]');
    await clock.tickAsync(2_999);
    expect(mistakes).to.deep.equal([]);
    await clock.tickAsync(1);
    await el.updateComplete;
    expect((mistakes as { code: string; message: string }[]).map(({ code }) => code)).to.deep.equal(['invalid-json']);
    expect((mistakes[0] as { message: string }).message).to.contain('Set the `channel` property');
    expect(text(el)).to.contain("This deposit address can't be shown");
    clock.restore();
  });

  it('adds no attribute to a host that had none; writes one the host sets', async () => {
    const { el } = await mount(channelDocument('usdt-tron'));
    expect(el.getAttributeNames()).to.deep.equal([]);
    el.pollInterval = 9;
    await el.updateComplete;
    expect(el.getAttributeNames()).to.deep.equal(['poll-interval']);
    expect(el.getAttribute('poll-interval')).to.equal('9');
  });

  it('speaks German with the German channel words, numbers and dates', async () => {
    const { el } = await mount(channelDocument('usdt-tron'), { lang: 'de' });
    expect(text(el)).to.contain('USDT einzahlen');
    expect(text(el)).to.contain('Netzwerk');
    await expect(el).to.be.accessible();
  });
});
