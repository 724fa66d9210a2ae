// The QA demo end to end, in headless Chromium against Vite's dev server with the sandbox and the shop:
// a scenario creates a live invoice, the element renders it, an outcome button drives the sandbox through the
// shop, the sandbox's signed event brings the status back to the shop, which pushes it on the element's stream,
// and the element lands on the shop's success or failure page, which shows that invoice.
// Also: the unsafe redirect, the malformed document, a status check that changes the address, paying from the
// stand-in browser wallet, the script-tag page (the built file only) and the React app. `?delay=0&poll=1` keep it quick. The channel page:
// a seeded channel relayed by the shop, and a simulated deposit the element lists at its next poll.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { build, createServer, type ViteDevServer } from 'vite';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import type { CryptoCheckout } from '../../src/index.js';
import type { CryptoChannel } from '../../src/channel/index.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * How long a page may take to load or to reach a state: hang detectors. npm test runs this file beside three
 * others on two cores, and its pages run at once, each in a window of its own: a first load can take
 * more than puppeteer's default of 30 s there.
 */
const NAVIGATION_TIMEOUT = 120_000;
const TIMEOUT = 60_000;

/**
 * A wait for something the element draws (a `>>>` selector): until it is visible, which puppeteer checks at every
 * frame. Without `visible`, it looks again only when the document changes, and a change inside the element's
 * shadow root is none: a picker drawn after the first look was never seen.
 */
const SHOWN = { timeout: TIMEOUT, visible: true };

let server: ViteDevServer;
let browser: Browser;
let origin: string;

before(async () => {
  // `npm test` builds it first; `npm run test:node` alone may not have.
  if (!existsSync(join(repo, 'dist/crypto-checkout.min.js'))) {
    await build({ configFile: join(repo, 'vite.config.ts'), logLevel: 'warn' });
  }
  server = await createServer({
    configFile: join(repo, 'demo/vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
    // Its own dependency cache: a `npm start` running beside the tests must not re-optimize under them.
    cacheDir: join(repo, 'node_modules/.cache/vite-demo-e2e'),
  });
  await server.listen();
  const address = server.httpServer!.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchTestChromium();
  // One page first, alone: Vite transforms the demo's modules and optimizes its dependencies on the first visit
  // (and may reload the page once it has), which the tests' pages, opened all at once, would otherwise each wait
  // for. A hang detector, generous for a loaded machine.
  const warmUp = await browser.newPage();
  await warmUp.goto(`${origin}/?scenario=btc&delay=0&poll=1`, { timeout: NAVIGATION_TIMEOUT });
  await warmUp.waitForFunction(
    () => document.querySelector<CryptoCheckout>('#stage crypto-checkout')?.status === 'pending',
    { timeout: NAVIGATION_TIMEOUT },
  );
  await warmUp.close();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A page of its own, collecting script errors, in a window of its own: tabs of one window are hidden but for the
 * last, and the element pauses its polling while its page is hidden. The pages share the browser's cache, so the
 * modules Vite serves are fetched and compiled once, not once a page (a sixth of the file's CPU).
 */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ type: 'window' });
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}

const statusOf = (page: Page) => page.$eval('#stage crypto-checkout', (element) => element.status);

/**
 * Opens a scenario of the demo page (its name, then more of the query if need be: `btc&lang=de`) and waits for the
 * element to show the live invoice as `status`.
 */
async function openScenario(page: Page, scenario: string, status = 'pending'): Promise<string> {
  await page.goto(`${origin}/?scenario=${scenario}&delay=0&poll=1`);
  await page.waitForFunction(
    (wanted) => document.querySelector<CryptoCheckout>('#stage crypto-checkout')?.status === wanted,
    { timeout: TIMEOUT },
    status,
  );
  const id = await page.$eval('#invoice-id', (element) => element.textContent ?? '');
  assert.match(id, /^[0-9a-f-]{36}$/, 'the page shows the live invoice’s id');
  return id;
}

/** The text of every log entry of one type. */
const logged = (page: Page, type: string) =>
  page.$$eval(
    '#log li',
    (items, wanted) =>
      items.filter((item) => item.className === wanted).map((item) => item.querySelector('.detail')!.textContent),
    type,
  );

/**
 * Opens `url` (a QA page) and chooses German while the shop has not yet answered the page's request to `shopPath`
 * (held, as a slow shop's answer), then waits for the page's new `tag` element to speak German.
 */
async function chooseGermanWhileShopAnswers(url: string, shopPath: string, tag: string): Promise<void> {
  const { page, errors } = await newPage();
  await page.setRequestInterception(true);
  let answer: (() => void) | undefined;
  const asked = new Promise<void>((resolve) => {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== shopPath) return void request.continue();
      answer = () => void request.continue();
      resolve();
    });
  });
  await page.goto(`${origin}${url}`);
  await asked;
  await page.select('#lang', 'de');
  answer!();
  // The element speaks a language only once its words are registered (English until then).
  const base = `#stage ${tag} >>> [part~="base"]`;
  await page.waitForSelector(`${base}[lang="de"]`, SHOWN);
  assert.match(await page.$eval(base, (element) => element.textContent!), /Einzahlungsadresse/);
  assert.deepEqual(errors, []);
  await page.close();
}

async function driveAndLand(page: Page, outcome: string, landing: 'success' | 'failed', id: string): Promise<void> {
  await page.click(`button[data-outcome="${outcome}"]`);
  await page.waitForFunction((path) => location.pathname === path, { timeout: TIMEOUT }, `/${landing}.html`);
  assert.equal(new URL(page.url()).searchParams.get('invoice'), id);
  await page.waitForSelector('#landing-id', { timeout: TIMEOUT });
  assert.equal(await page.$eval('#landing-id', (element) => element.textContent), id);
  assert.equal(await page.$eval('#landing-message', (element) => (element as HTMLElement).dataset['state']), 'ok');
}

describe('QA demo page', { concurrency: true }, () => {
  test('BTC: a live invoice renders; complete lands on /success.html with that invoice', async () => {
    const { page, errors } = await newPage();
    const id = await openScenario(page, 'btc');
    const address = await page.$eval(
      '#stage crypto-checkout',
      (element) => element.shadowRoot!.querySelector('[part~="address"]')!.textContent,
    );
    assert.match(address ?? '', /^bc1q[0-9a-z]+$/);
    assert.deepEqual(await logged(page, 'checkout-status'), ['{"status":"pending","previous":"loading"}']);
    await driveAndLand(page, 'complete', 'success', id);
    assert.equal(await page.$eval('#landing-status', (element) => element.textContent), 'completed');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("choose at checkout, in Arabic at 320 px by keyboard: USDT on Tron, its invoice at the cart's amount, then paid", async () => {
    const { page, errors } = await newPage();
    await page.setViewport({ width: 320, height: 568 });
    await page.goto(`${origin}/?scenario=choose&lang=ar&width=320&delay=0&poll=1`);
    const radios = '#stage crypto-checkout >>> input[type="radio"]';
    await page.waitForSelector(radios, SHOWN);
    const labels = await page.$$eval(radios, (inputs) =>
      inputs.map((input) => input.closest('label')!.textContent!.trim()),
    );
    assert.equal(labels.length, 8, "the sandbox account's eight networks");
    // Tab into the group, then arrows to USDT on Tron, then Enter: the keyboard alone pays.
    await page.focus(radios);
    await page.keyboard.press('Space');
    for (let step = 0; step < 8; step++) {
      const chosen = await page.$$eval(
        radios,
        (inputs) => inputs.find((input) => input.checked)?.closest('label')!.textContent,
      );
      if (chosen?.includes('TRC-20')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector<CryptoCheckout>('#stage crypto-checkout')?.status === 'pending',
      { timeout: TIMEOUT },
    );
    const shown = await page.$eval('#stage crypto-checkout', (element) => ({
      amount: element.shadowRoot!.querySelector('[part~="amount"]')!.textContent!.replace(/\s+/g, ' '),
      network: element.shadowRoot!.querySelector('[part~="network"]')!.textContent!,
      dir: element.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('dir'),
    }));
    assert.match(shown.amount, /USDT/);
    assert.match(shown.network, /Tron \(TRC-20\)/);
    assert.equal(shown.dir, 'rtl');
    await page.waitForFunction(() => document.getElementById('invoice-id')?.textContent, { timeout: TIMEOUT });
    const id = await page.$eval('#invoice-id', (element) => element.textContent ?? '');
    const invoice = await page.evaluate(async (invoiceId) => (await fetch(`/shop/invoices/${invoiceId}`)).json(), id);
    // The spec's invoice, as the demo's sandbox answers it: the network by its name (no `network` code).
    const { amountBilled, billedCurrency, chargedCurrency, networkName } = invoice.data.attributes;
    assert.deepEqual(
      [amountBilled, billedCurrency, chargedCurrency, networkName],
      ['49.99', 'EUR', 'USDT', 'Tron (TRC-20)'],
    );
    await driveAndLand(page, 'complete', 'success', id);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('XRP: the destination tag shows; cancelled lands on /failed.html with that invoice', async () => {
    const { page, errors } = await newPage();
    const id = await openScenario(page, 'xrp');
    const memo = await page.$eval(
      '#stage crypto-checkout',
      (element) => element.shadowRoot!.querySelector('[part~="memo"]')?.textContent ?? '',
    );
    assert.match(memo, /^\d+$/);
    await driveAndLand(page, 'cancelled', 'failed', id);
    assert.equal(await page.$eval('#landing-status', (element) => element.textContent), 'cancelled');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('expired (sandbox outcome) lands on /failed.html', async () => {
    const { page, errors } = await newPage();
    const id = await openScenario(page, 'ltc');
    await driveAndLand(page, 'expired', 'failed', id);
    assert.equal(await page.$eval('#landing-status', (element) => element.textContent), 'expired');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('paid after 10 s: the sandbox is told at once and the element shows the payment processing', async () => {
    const { page, errors } = await newPage();
    // The invoice is complete 10 s after it shows, maybe before a loaded machine ends the page's load: so the page
    // stays on complete (navigate=0), and the test reads the statuses the element showed from the page's log.
    await page.goto(`${origin}/?scenario=paid-10s&delay=0&poll=1&navigate=0`);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#log li.checkout-status .detail')].some((item) =>
          item.textContent?.includes('"status":"processing"'),
        ),
      { timeout: TIMEOUT },
    );
    assert.ok((await logged(page, 'sandbox')).some((entry) => entry?.includes('"outcome":"paid_in","seconds":10')));
    // Complete may follow by now.
    assert.deepEqual((await logged(page, 'checkout-status')).slice(0, 2), [
      '{"status":"pending","previous":"loading"}',
      '{"status":"processing","previous":"pending"}',
    ]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('browser wallet (stand-in): one press asks for the account, the switch to Ethereum and the invoice’s exact wei', async () => {
    const { page, errors } = await newPage();
    // The sandbox completes the invoice 10 s after the wallet's payment: the page stays (navigate=0).
    await page.goto(`${origin}/?scenario=wallet-eth&delay=0&poll=1&navigate=0`);
    const button = '#stage crypto-checkout >>> [part~="wallet-button"]';
    await page.waitForSelector(button, SHOWN);
    assert.equal(await page.$eval(button, (element) => element.textContent!.trim()), 'Pay with Stand-in wallet');
    const id = await page.$eval('#invoice-id', (element) => element.textContent ?? '');
    const invoice = await page.evaluate(async (invoiceId) => (await fetch(`/shop/invoices/${invoiceId}`)).json(), id);
    const amount: string = invoice.data.attributes.amountCharged;
    const address: string = invoice.included.find((resource: { type: string }) => resource.type === 'addresses')
      .attributes.value;
    // The invoice's digits in wei, moved by hand here: 18 places, no float.
    const [whole, fraction = ''] = amount.split('.');
    assert.ok(fraction.length <= 18, amount);
    const wei = BigInt(`${whole}${fraction.padEnd(18, '0')}`);

    // What the element shows once it fires checkout-wallet-sent and has drawn it (before any status changes it).
    await page.$eval('#stage crypto-checkout', (element) => {
      element.addEventListener(
        'checkout-wallet-sent',
        async () => {
          await element.updateComplete;
          const notice = element.shadowRoot!.querySelector('[part~="wallet-sent"]');
          element.dataset['sentNotice'] = notice?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        },
        { once: true },
      );
    });
    await page.click(button);
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('#stage crypto-checkout')?.dataset['sentNotice'] !== undefined,
      { timeout: TIMEOUT },
    );

    const requests = (await logged(page, 'wallet-request')) as string[];
    assert.deepEqual(
      requests.map((entry) => entry.split(' ')[0]),
      ['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId', 'eth_sendTransaction'],
    );
    assert.equal(requests[2], 'wallet_switchEthereumChain [{"chainId":"0x1"}]');
    const [transaction, ...more] = JSON.parse(requests[4]!.slice('eth_sendTransaction '.length));
    assert.deepEqual(more, []);
    assert.deepEqual(Object.keys(transaction).sort(), ['from', 'to', 'value']);
    assert.equal(transaction.to.toLowerCase(), address.toLowerCase());
    assert.match(transaction.value, /^0x[0-9a-f]+$/);
    assert.equal(BigInt(transaction.value), wei, `${transaction.value} is ${amount} ETH in wei`);

    const [send] = await logged(page, 'checkout-wallet-send');
    const detail = JSON.parse(send!);
    assert.equal(detail.invoiceId, id);
    assert.equal(detail.wallet.name, 'Stand-in wallet');
    assert.equal(detail.baseUnits, wei.toString());
    assert.deepEqual(detail.transaction, { kind: 'evm', chainId: '0x1', to: transaction.to, value: transaction.value });

    const answers = (await logged(page, 'wallet-answer')) as string[];
    const hash = JSON.parse(answers.find((entry) => entry.startsWith('eth_sendTransaction: '))!.split(': ')[1]!);
    assert.match(hash, /^0x[0-9a-f]{64}$/);
    const notice = (await page.$eval('#stage crypto-checkout', (element) => element.dataset['sentNotice'])) ?? '';
    assert.match(notice, /^Sent from your wallet Transaction 0x[0-9a-f]{64} View the transaction Keep this page open/);
    assert.ok(notice.includes(hash), notice);
    const [sent] = await logged(page, 'checkout-wallet-sent');
    assert.deepEqual(JSON.parse(sent!), {
      invoiceId: id,
      wallet: { name: 'Stand-in wallet', rdns: detail.wallet.rdns },
      hash,
      explorerUrl: `https://etherscan.io/tx/${hash}`,
    });

    // The page then tells the sandbox a payment arrived, and the element follows the status.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#log li.checkout-status .detail')].some((item) =>
          item.textContent?.includes('"status":"processing"'),
        ),
      { timeout: TIMEOUT },
    );
    assert.ok((await logged(page, 'sandbox')).some((entry) => entry?.includes('"outcome":"paid_in","seconds":10')));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('unsafe redirect URL: complete fires checkout-error and the page stays', async () => {
    const { page, errors } = await newPage();
    await openScenario(page, 'unsafe-redirect');
    await page.click('button[data-outcome="complete"]');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#log li.checkout-error')].some((item) =>
          item.textContent?.includes('unsafe-redirect'),
        ),
      { timeout: TIMEOUT },
    );
    assert.equal(await statusOf(page), 'complete');
    // Give a wrong navigation its chance (redirect delay is 0).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(new URL(page.url()).pathname, '/');
    assert.deepEqual(await logged(page, 'navigate'), []);
    assert.deepEqual(await logged(page, 'checkout-redirect'), []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a status check that changes the address: the element withdraws the payment with payment-changed', async () => {
    const { page, errors } = await newPage();
    // Pending lasts one poll interval here: under load the page may first be seen in error.
    await openScenario(page, 'payment-changed', 'error');
    assert.deepEqual(await logged(page, 'checkout-status'), [
      '{"status":"pending","previous":"loading"}',
      '{"status":"error","previous":"pending"}',
    ]);
    const [error] = await logged(page, 'checkout-error');
    assert.equal(JSON.parse(error!).code, 'payment-changed');
    const shown = await page.$eval('#stage crypto-checkout', (element) => ({
      alert: element.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '',
      qr: element.shadowRoot!.querySelector('[part~="qr-code"]') !== null,
    }));
    assert.match(shown.alert, /payment details changed/);
    assert.equal(shown.qr, false);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('lang=auto: when the browser’s languages change, the new language’s words load', async () => {
    const { page, errors } = await newPage();
    // navigator.languages has no setter: the page gets its own, English first, then German below.
    await page.evaluateOnNewDocument(() =>
      Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true }),
    );
    await openScenario(page, 'btc&lang=auto');
    assert.equal(
      await page.$eval('#stage crypto-checkout >>> [part~="base"]', (base) => base.getAttribute('lang')),
      'en-US',
    );
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'languages', { value: ['de-DE'] });
      dispatchEvent(new Event('languagechange'));
    });
    // The element speaks a language only once its words are registered (English until then).
    await page.waitForSelector('#stage crypto-checkout >>> [part~="base"][lang="de-DE"]', SHOWN);
    assert.match(
      await page.$eval('#stage crypto-checkout >>> [part~="base"]', (base) => base.textContent!),
      /Einzahlungsadresse/,
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a language chosen while the shop creates the invoice: the element shows in that language', async () => {
    await chooseGermanWhileShopAnswers('/?scenario=btc&delay=0&poll=1', '/shop/checkout', 'crypto-checkout');
  });

  test('a language whose words fail to load: the invoice shows in English below an alert that says so', async () => {
    const { page, errors } = await newPage();
    await page.setRequestInterception(true);
    // As a network failure would: German words never arrive (the checkout's, the picker's, the wallets').
    page.on(
      'request',
      (request) =>
        void (/\/src\/i18n\/locales\/(.+\/)?de\.ts$/.test(new URL(request.url()).pathname)
          ? request.abort()
          : request.continue()),
    );
    await openScenario(page, 'btc&lang=de');
    const shown = await page.$eval('#stage > .stage-message', (message) => ({
      role: message.getAttribute('role'),
      text: message.textContent,
      above: message.nextElementSibling?.localName,
      lang: message.nextElementSibling?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('lang'),
    }));
    assert.equal(shown.role, 'alert');
    assert.match(shown.text ?? '', /^The words for de could not be loaded, .*English\. Reload the page .*\/de\.ts/);
    assert.deepEqual([shown.above, shown.lang], ['crypto-checkout', 'en']);
    const [failure, ...more] = await logged(page, 'locale-error');
    assert.match(failure ?? '', /^the words for de could not be loaded: .*\/de\.ts/);
    assert.deepEqual(more, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('malformed document: the element refuses it with invalid-amount', async () => {
    const { page, errors } = await newPage();
    await openScenario(page, 'malformed', 'error');
    const [error] = await logged(page, 'checkout-error');
    assert.equal(JSON.parse(error!).code, 'invalid-amount');
    assert.equal(JSON.parse(error!).path, '/data/attributes/amountCharged');
    assert.ok(await page.$eval('button[data-outcome="complete"]', (button) => button.disabled));
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('other demo pages', { concurrency: true }, () => {
  test('the script-tag page loads dist/crypto-checkout.min.js only, with its integrity, and renders', async () => {
    const { page, errors } = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/cdn.html`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('crypto-checkout')?.status === 'pending', {
      timeout: TIMEOUT,
    });
    assert.deepEqual(scripts, ['/cdn/crypto-checkout.min.js']);
    const integrity = await page.$eval('script', (script) => script.integrity);
    assert.match(integrity, /^sha384-/);
    const shown = await page.$eval('crypto-checkout', (element) => ({
      address: element.shadowRoot!.querySelector('[part~="address"]')!.textContent,
      fallbackHidden: element.querySelector('.fallback')!.getClientRects().length === 0,
    }));
    assert.deepEqual(shown, { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', fallbackHidden: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the React app gets a live invoice, keeps the element’s events in state and routes itself', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${origin}/spa.html?poll=1&delay=0`);
    await page.waitForFunction(() => document.querySelector('#spa-status')?.textContent === 'pending', {
      timeout: TIMEOUT,
    });
    const events = () => page.$$eval('#spa-events li', (items) => items.map((item) => item.textContent));
    assert.ok((await events()).includes('checkout-statusloading → pending'));
    const [payButton] = await page.$$('xpath/.//button[contains(., "paid (complete)")]');
    await payButton!.click();
    await page.waitForSelector('#spa-done-invoice', { timeout: TIMEOUT });
    assert.equal(new URL(page.url()).pathname, '/spa.html');
    assert.equal(await page.$eval('#spa-status', (element) => element.textContent), 'complete');
    assert.ok((await events()).some((entry) => entry?.startsWith('checkout-redirectcomplete')));
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('channel page', { concurrency: true }, () => {
  /** Opens a scenario and waits for the element's first deposit list; answers the deposits' text, newest first. */
  async function openChannel(page: Page, scenario: string): Promise<string[]> {
    await page.goto(`${origin}/channel.html?scenario=${scenario}`);
    await page.waitForFunction(
      () =>
        document
          .querySelector<CryptoChannel>('#stage crypto-channel')
          ?.shadowRoot?.querySelector('[part~="deposits"] :is(ul, p)'),
      { timeout: TIMEOUT },
    );
    return depositsShown(page);
  }

  const depositsShown = (page: Page) =>
    page.$eval('#stage crypto-channel', (element) =>
      [...element.shadowRoot!.querySelectorAll('.deposit')].map((item) =>
        item.textContent!.replace(/\s+/g, ' ').trim(),
      ),
    );

  /** Simulates a deposit with the page's form and waits for the element to list it first, as `shown`. */
  async function simulateAndWait(page: Page, amount: string, shown: string): Promise<void> {
    await page.$eval('#pay-amount', (input, value) => ((input as HTMLInputElement).value = value), amount);
    await page.click('#simulate-button');
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('#stage crypto-channel')
          ?.shadowRoot?.querySelector('.deposit')
          ?.textContent?.includes(text),
      // poll-interval is 2 s: the simulation, one poll, its request and a render, with room for a loaded machine.
      { timeout: 6_000 },
      shown,
    );
  }

  test('a language chosen while the shop looks up the channel: the element shows in that language', async () => {
    await chooseGermanWhileShopAnswers(
      '/channel.html?scenario=usdt',
      '/shop/channels/c468bfa6-ceab-434f-8d83-224d248a7c62',
      'crypto-channel',
    );
  });

  test('USDT on Tron: a simulated deposit is listed at the next poll and fires checkout-deposit once', async () => {
    const { page, errors } = await newPage();
    const before = await openChannel(page, 'usdt');
    assert.equal(before.length, 10);
    const address = await page.$eval(
      '#stage crypto-channel',
      (element) => element.shadowRoot!.querySelector('[part~="address"]')!.textContent,
    );
    assert.match(address?.replace(/\s/g, '') ?? '', /^T[1-9A-HJ-NP-Za-km-z]{33}$/);

    await simulateAndWait(page, '31.25', '31.250000 USDT');
    const after = await depositsShown(page);
    assert.match(after[0]!, /Credited/);
    assert.deepEqual(after.slice(1), before.slice(0, 9));
    const fired = await logged(page, 'checkout-deposit');
    assert.equal(fired.length, 1);
    assert.deepEqual(
      (({ payAmount, payCurrency, status }) => ({ payAmount, payCurrency, status }))(JSON.parse(fired[0]!)),
      { payAmount: '31.250000', payCurrency: 'USDT', status: 'completed' },
    );
    // One poll later the list is the same: no second event for the same deposit.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    assert.equal((await logged(page, 'checkout-deposit')).length, 1);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a disabled channel shows nothing to pay to; a deposit to it is listed as not credited', async () => {
    const { page, errors } = await newPage();
    assert.deepEqual(await openChannel(page, 'disabled'), []);
    const target = await page.$eval('#stage crypto-channel', (element) =>
      ['address', 'memo', 'qr-code', 'copy-button', 'wallet-link'].filter(
        (part) => element.shadowRoot!.querySelector(`[part~="${part}"]`) !== null,
      ),
    );
    assert.deepEqual(target, []);
    await simulateAndWait(page, '0.5', '0.50000000 LTC');
    assert.match((await depositsShown(page))[0]!, /Not credited/);
    assert.equal((await logged(page, 'checkout-deposit')).length, 1);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
