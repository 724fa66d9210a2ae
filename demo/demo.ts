/// <reference types="vite/client" />
/**
 * The QA demo page. Each scenario asks the demo shop for a live invoice
 * (`POST /shop/checkout`, created in the payment sandbox) and gives the element
 * its `src`; the outcome buttons tell the sandbox what happened, and the
 * element finds out by polling, then leaves for the shop's return page. Every
 * event the element fires is logged. The options live in the query string
 * (?scenario=xrp&width=320&dark=1&lang=de&delay=0&poll=1&navigate=0) so any
 * state can be shared or loaded directly; `bare=1` hides the controls (for
 * screenshots). The browser-wallet scenarios load the wallets part
 * (src/wallets/) and a stand-in wallet (stand-in-wallet.ts) whose every request
 * is logged.
 *
 * No innerHTML anywhere: everything shown is text.
 */
import '../src/index.js';
import { resolveLocale, type Translation } from '../src/i18n/localize.js';
import {
  addLog,
  byId,
  describe,
  LANG,
  languageName,
  loadLocale,
  loadWords,
  loadWordsFor,
  localeTagOf,
  showWords,
  stageMessage,
  wordsKey,
} from './page.js';
import { PSEUDO_LOCALE } from './pseudo-locale.js';
import { isFinalInvoiceStatus } from '../src/core/protocol.js';
import type { CheckoutEventMap, CryptoCheckout } from '../src/index.js';
import { isOutcome } from '../src/sandbox/outcomes.js';
import { announceStandInWallet, STAND_IN_NAME, STAND_IN_RDNS, type StandInWallet } from './stand-in-wallet.js';
import {
  createCheckout,
  getInvoice,
  setOutcome,
  type CheckoutRequest,
  type InvoiceDocument,
  type Outcome,
} from './shop-api.js';

interface Scenario {
  /** What the page asks the shop for. */
  request: CheckoutRequest;
  /** Told to the sandbox as soon as the element shows the open invoice. */
  then?: { outcome: Outcome; seconds?: number };
  /**
   * For what no valid invoice can be: the live document, changed by this page and given to the
   * element as its `invoice` property, without `src` (polling would bring the real document back).
   * The page then reads the invoice itself and hands the element each new status, as a host
   * with its own status channel would.
   */
  alter?: (document: InvoiceDocument) => unknown;
  /**
   * A status source that misbehaves: the element polls `src` as usual, but from its second request
   * on this page answers with the live document changed so.
   */
  laterAnswers?: (document: InvoiceDocument) => unknown;
  /** Nothing to drive: the outcome buttons are off. */
  fixed?: boolean;
  /** Attributes the element gets besides the form's. */
  attributes?: Record<string, string>;
  /** `renewable`, and on `checkout-renew` the page asks the shop for a new invoice and sets its `src`. */
  renew?: boolean;
  /** The payer chooses the coin: no invoice is made first; the element gets a new order's `order-src`. */
  order?: boolean;
  /**
   * Loads the browser-wallet part and puts the stand-in wallet on the page (both stay for the page's life), back
   * on its first chain for each new invoice.
   */
  wallet?: boolean;
  /** Shown above the element. */
  note?: string;
}

const UNSAFE_URL = 'javascript:alert(1)';
const OTHER_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
/** The page's own fetch, kept before any scenario wraps it. */
const pageFetch = window.fetch.bind(window);

/** A deep copy of `document` with some attributes replaced. */
function withAttributes(document: InvoiceDocument, attributes: Record<string, unknown>): unknown {
  const copy = structuredClone(document);
  Object.assign(copy.data.attributes, attributes);
  return copy;
}

const SCENARIOS: Record<string, Scenario> = {
  choose: {
    request: {},
    order: true,
    note: "order-src: the payer chooses the coin and network from the shop account's networks; the shop's handleOrder creates the invoice for the demo cart's 49.99 EUR. \"Pay with another coin\" goes back to the list.",
  },
  btc: { request: { currency: 'BTC' } },
  eth: { request: { currency: 'ETH' } },
  'usdt-tron': { request: { currency: 'USDT', network: 'tron:usdt' } },
  usdc: { request: { currency: 'USDC', network: 'ethereum:usdc' } },
  ltc: { request: { currency: 'LTC' } },
  xrp: {
    request: { currency: 'XRP' },
    note: 'The destination tag comes first; the address, QR code and wallet link show once the payer confirms they will include it.',
  },
  'xrp-no-confirm': {
    request: { currency: 'XRP' },
    attributes: { 'memo-confirm': 'off' },
    note: 'memo-confirm="off": the merchant asks no confirmation of the destination tag, so the address shows at once.',
  },
  'btc-uri': {
    request: { currency: 'BTC' },
    attributes: { qr: 'uri' },
    note: 'qr="uri": the QR code holds the BIP21 payment URI with the amount; "Address only" beside it switches to the bare address.',
  },
  'eth-uri': {
    request: { currency: 'ETH' },
    attributes: { qr: 'uri' },
    note: 'qr="uri": the QR code holds an ERC-681 URI, the amount in wei with chain id 1.',
  },
  'exchange-pay': { request: { currency: 'USDT', paymentMethods: 'exchange_pay' } },
  nft: { request: { currency: 'ETH', paymentMethods: 'nft' } },
  'expiry-30s': {
    request: { currency: 'BTC', expiresInSeconds: 30 },
    note: 'The sandbox lets this invoice expire 30 seconds after creating it. At zero the element checks once more, then shows it expired and leaves for the failure page.',
  },
  renew: {
    request: { currency: 'BTC', expiresInSeconds: 30 },
    renew: true,
    note: 'renewable: the rate expires after 30 seconds and the payer is offered "Get a new rate". On checkout-renew this page asks the shop for a new invoice and sets the element\'s src to it.',
  },
  'paid-10s': {
    request: { currency: 'BTC' },
    then: { outcome: 'paid_in', seconds: 10 },
    note: 'As soon as the invoice shows, the sandbox is told a payment arrived: processing now, complete 10 seconds later.',
  },
  cancelled: {
    request: { currency: 'BTC' },
    then: { outcome: 'cancelled' },
    note: 'As soon as the invoice shows, the sandbox cancels it.',
  },
  rejected: {
    request: { currency: 'BTC' },
    then: { outcome: 'rejected' },
    note: 'As soon as the invoice shows, the sandbox rejects it.',
  },
  'unsafe-redirect': {
    request: { currency: 'BTC' },
    alter: (document) => withAttributes(document, { successRedirectUrl: UNSAFE_URL, unsuccessRedirectUrl: UNSAFE_URL }),
    note: `The sandbox refuses redirect URLs that are not http(s), so this page replaces both redirect URLs of the live invoice with ${UNSAFE_URL} and gives the element the document as its invoice property. Drive an outcome: the element must not navigate and must fire checkout-error (unsafe-redirect).`,
  },
  'payment-changed': {
    request: { currency: 'BTC' },
    laterAnswers: (document) => {
      const copy = structuredClone(document);
      copy.included = copy.included?.map((resource) =>
        resource.type === 'addresses'
          ? { ...resource, attributes: { ...resource.attributes, value: OTHER_BTC } }
          : resource,
      );
      return copy;
    },
    note: `From the element's second status check on, this page answers its src requests with the live invoice carrying another address (${OTHER_BTC}), as a misbehaving status source might. The element must not switch to it: it must stop offering the payment, tell the payer the details changed, stop polling and fire checkout-error (payment-changed).`,
  },
  'wallet-eth': {
    request: { currency: 'ETH' },
    wallet: true,
    note: `crypto-checkout/wallets with a stand-in EIP-6963 wallet: press "Pay with ${STAND_IN_NAME}". The log shows each request the wallet receives, with its params, and its answer: the account, the chain (it starts on Sepolia, so the part asks it to switch to Ethereum and reads the chain again), then eth_sendTransaction to the deposit address with the invoice's amount in wei as value. It answers a made-up hash; 2 seconds later this page tells the sandbox a payment arrived (paid_in): processing, complete 10 seconds after. This page prevents checkout-wallet-send for any other wallet: a real one would send real money to the sandbox's made-up address.`,
  },
  'wallet-usdc': {
    request: { currency: 'USDC', network: 'ethereum:usdc' },
    wallet: true,
    alter: (document) => withAttributes(document, { network: 'ethereum:usdc' }),
    note: `As "Browser wallet (stand-in): ETH", for USDC on Ethereum: eth_sendTransaction goes to USDC's contract, its data transfer(deposit address, the amount in USDC's 6-decimal base units), with no value. The sandbox names the network only "Ethereum (ERC-20)", which names no chain exactly, so the part would offer no button: this page adds the network code ethereum:usdc to the live invoice and gives the element the document as its invoice property.`,
  },
  malformed: {
    request: { currency: 'BTC' },
    alter: (document) => withAttributes(document, { amountCharged: Number(document.data.attributes.amountCharged) }),
    fixed: true,
    note: 'This page takes the live invoice, turns amountCharged into a JSON number and gives the element the document as its invoice property. The element must refuse it (never round it) and fire checkout-error (invalid-amount).',
  },
};

const WIDTHS = ['320', '768', 'desktop'] as const;
type Width = (typeof WIDTHS)[number];
const DELAYS = ['0', '5', '10'];
const POLLS = ['1', '2', '5', '10'];
const EVENTS: (keyof CheckoutEventMap)[] = [
  'checkout-status',
  'checkout-redirect',
  'checkout-copy',
  'checkout-error',
  'checkout-renew',
  'checkout-wallet-send',
  'checkout-wallet-sent',
];
const form = byId('controls', HTMLFormElement);
const scenarioSelect = byId('scenario', HTMLSelectElement);
const langSelect = byId('lang', HTMLSelectElement);
// Every shipped locale, loaded when chosen (each registers itself on import): the checkout's words, and the coin
// picker's and the browser wallets' in files of their own. Imported all at once, they were some 150 modules
// before the element's first frame.
const LOCALE_LOADERS = import.meta.glob('../src/i18n/locales/*.ts');
const PART_LOADERS = import.meta.glob(['../src/i18n/locales/picker/*.ts', '../src/i18n/locales/wallets/*.ts']);
const LOCALE_TAGS = Object.keys(LOCALE_LOADERS).map(localeTagOf);
/** Loads the words (the checkout's and its parts') of the shipped locales that may serve `lang`. */
const loadLanguage = (lang: string) => loadLocale({ ...LOCALE_LOADERS, ...PART_LOADERS }, lang);
for (const tag of LOCALE_TAGS) langSelect.add(new Option(`${languageName(tag)} (${tag})`, tag));
langSelect.add(new Option((resolveLocale([PSEUDO_LOCALE]).messages as Partial<Translation>).$name!, PSEUDO_LOCALE));
const delaySelect = byId('delay', HTMLSelectElement);
const pollSelect = byId('poll', HTMLSelectElement);
const noRedirectBox = byId('no-redirect', HTMLInputElement);
const darkBox = byId('dark', HTMLInputElement);
const reallyNavigateBox = byId('really-navigate', HTMLInputElement);
const stage = byId('stage', HTMLDivElement);
const scenarioName = byId('scenario-name', HTMLSpanElement);
const invoiceInfo = byId('invoice-info', HTMLElement);
const invoiceIdText = byId('invoice-id', HTMLElement);
const invoiceInputText = byId('invoice-input', HTMLElement);
const scenarioNote = byId('scenario-note', HTMLParagraphElement);
const log = byId('log', HTMLOListElement);
const outcomeButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-outcome]')];

interface State {
  scenario: string;
  width: Width;
  dark: boolean;
  lang: string;
  delay: string;
  poll: string;
  noRedirect: boolean;
  navigate: boolean;
  bare: boolean;
}

/** The invoice on show. */
interface Current {
  id: string;
  scenario: Scenario;
  element: CryptoCheckout;
  /** Stops the page's own reading of an altered invoice. */
  stop: () => void;
  /** Reads an altered invoice now (after an outcome). */
  refresh?: () => void;
}

let current: Current | undefined;
/** Bumped by every new invoice: answers for an older one are dropped. */
let generation = 0;
let creating: AbortController | undefined;

function readQuery(): State {
  const query = new URLSearchParams(location.search);
  const scenario = query.get('scenario') ?? '';
  const width = query.get('width') ?? '';
  const lang = query.get('lang') ?? '';
  const delay = query.get('delay') ?? '';
  const poll = query.get('poll') ?? '';
  return {
    scenario: Object.hasOwn(SCENARIOS, scenario) ? scenario : 'btc',
    width: (WIDTHS as readonly string[]).includes(width) ? (width as Width) : 'desktop',
    dark: query.get('dark') === '1',
    lang: LANG.test(lang) ? lang : '',
    delay: DELAYS.includes(delay) ? delay : '5',
    poll: POLLS.includes(poll) ? poll : '5',
    noRedirect: query.get('noredirect') === '1',
    navigate: query.get('navigate') !== '0',
    bare: query.get('bare') === '1',
  };
}

function readForm(): State {
  const width = new FormData(form).get('width');
  return {
    scenario: scenarioSelect.value,
    width: (WIDTHS as readonly unknown[]).includes(width) ? (width as Width) : 'desktop',
    dark: darkBox.checked,
    lang: langSelect.value,
    delay: delaySelect.value,
    poll: pollSelect.value,
    noRedirect: noRedirectBox.checked,
    navigate: reallyNavigateBox.checked,
    bare: document.documentElement.classList.contains('bare'),
  };
}

function writeForm(state: State): void {
  scenarioSelect.value = state.scenario;
  if (state.lang && ![...langSelect.options].some((option) => option.value === state.lang)) {
    langSelect.add(new Option(state.lang, state.lang));
  }
  langSelect.value = state.lang;
  delaySelect.value = state.delay;
  pollSelect.value = state.poll;
  noRedirectBox.checked = state.noRedirect;
  darkBox.checked = state.dark;
  reallyNavigateBox.checked = state.navigate;
  byId(`width-${state.width}`, HTMLInputElement).checked = true;
}

function writeQuery(state: State): void {
  const query = new URLSearchParams({ scenario: state.scenario });
  if (state.width !== 'desktop') query.set('width', state.width);
  if (state.dark) query.set('dark', '1');
  if (state.lang) query.set('lang', state.lang);
  if (state.delay !== '5') query.set('delay', state.delay);
  if (state.poll !== '5') query.set('poll', state.poll);
  if (state.noRedirect) query.set('noredirect', '1');
  if (!state.navigate) query.set('navigate', '0');
  if (state.bare) query.set('bare', '1');
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

/** Page-level state: dark theme, the container's width, the scenario's name and note. */
function applyPage(state: State): void {
  const root = document.documentElement;
  root.classList.toggle('dark', state.dark);
  root.classList.toggle('bare', state.bare);
  stage.classList.toggle('dark', state.dark);
  for (const width of WIDTHS) stage.classList.toggle(`width-${width}`, width === state.width);
  scenarioName.textContent = scenarioSelect.selectedOptions[0]?.textContent ?? state.scenario;
}

/** The element's attributes: set the way a host page would write them. */
function applyAttributes(element: CryptoCheckout, state: State): void {
  element.toggleAttribute('no-redirect', state.noRedirect);
  element.setAttribute('redirect-delay', state.delay);
  element.setAttribute('poll-interval', state.poll);
  if (state.lang) element.setAttribute('lang', state.lang);
  else element.removeAttribute('lang');
}

function showInvoice(id: string | undefined, input = ''): void {
  invoiceInfo.hidden = id === undefined;
  invoiceIdText.textContent = id ?? '';
  invoiceInputText.textContent = input;
}

function enableOutcomes(enabled: boolean): void {
  for (const button of outcomeButtons) button.disabled = !enabled;
}

/** Calls `action` once the element shows the invoice as open (pending), after the event is logged. */
function whenPending(element: CryptoCheckout, action: () => void): void {
  if (element.status === 'pending') {
    action();
    return;
  }
  const onStatus = (event: CheckoutEventMap['checkout-status']) => {
    if (event.detail.status !== 'pending') return;
    element.removeEventListener('checkout-status', onStatus);
    queueMicrotask(action);
  };
  element.addEventListener('checkout-status', onStatus);
}

/**
 * For an altered invoice: reads it from the shop every poll interval and gives
 * the element the altered document whenever the service's status changes,
 * until it is final.
 */
function feed(element: CryptoCheckout, id: string, alter: NonNullable<Scenario['alter']>, first: InvoiceDocument) {
  let status = first.data.attributes.status;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && !isFinalInvoiceStatus(status)) {
      timer = setTimeout(read, Number(pollSelect.value) * 1000);
    }
  };
  const read = async () => {
    try {
      const document = await getInvoice(id);
      if (stopped) return;
      if (document.data.attributes.status !== status) {
        status = document.data.attributes.status;
        addLog(log, 'demo', `the invoice is ${status}: the page gives the element the altered document`);
        element.invoice = alter(document);
      }
    } catch (error) {
      addLog(log, 'shop-error', describe(error));
    }
    schedule();
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    refresh: () => void read(),
  };
}

/** A fresh invoice and a fresh element for the scenario: an element follows a redirect at most once. */
async function mount(state: State): Promise<void> {
  const run = ++generation;
  creating?.abort();
  const abort = (creating = new AbortController());
  current?.stop();
  current = undefined;
  window.fetch = pageFetch;
  const scenario = SCENARIOS[state.scenario]!;
  enableOutcomes(false);
  showInvoice(undefined);
  scenarioNote.hidden = !scenario.note;
  scenarioNote.textContent = scenario.note ?? '';
  // The language's words before the element's first frame; fetched while the shop creates the invoice. If they
  // fail, the element shows in English all the same, below an alert that says so.
  const asked = wordsKey(state.lang);
  const words = loadWords(loadLanguage, state.lang, log);
  if (scenario.order) {
    const wordsAlert = await words;
    if (run === generation) showWords(mountOrder(scenario, run), wordsAlert, asked, loadLanguage, log);
    return;
  }
  if (scenario.wallet) {
    stage.replaceChildren(stageMessage('Loading the browser-wallet part…', 'status'));
    const wallet = await walletsReady();
    if (run !== generation) return;
    wallet.reset();
  }
  stage.replaceChildren(stageMessage('Creating a live invoice…', 'status'));
  addLog(log, 'demo', `scenario ${state.scenario}: POST /shop/checkout ${JSON.stringify(scenario.request)}`);

  let answer;
  try {
    answer = await createCheckout(scenario.request, abort.signal);
  } catch (error) {
    if (run !== generation) return;
    addLog(log, 'shop-error', describe(error));
    stage.replaceChildren(stageMessage(`The shop could not create the invoice. ${describe(error)}`, 'alert'));
    return;
  }
  const wordsAlert = await words;
  if (run !== generation) return;
  const { invoice } = answer;
  const attributes = invoice.data.attributes;
  const id = invoice.data.id;
  addLog(
    log,
    'shop',
    `invoice ${id}: ${attributes.amountCharged} ${attributes.chargedCurrency} on ${attributes.networkName}, ${attributes.status ?? 'no status'}`,
  );

  const element = document.createElement('crypto-checkout');
  const ownNavigate = element.navigate;
  element.navigate = (url) => {
    if (reallyNavigateBox.checked) {
      addLog(log, 'navigate', `navigating to ${url}`);
      ownNavigate.call(element, url);
    } else {
      addLog(log, 'navigate', `would navigate to ${url} ("Really navigate" is off)`);
    }
  };
  // The options as they are now: they may have changed while the shop was answering.
  applyAttributes(element, readForm());
  for (const [name, value] of Object.entries(scenario.attributes ?? {})) element.setAttribute(name, value);
  if (scenario.renew) {
    element.renewable = true;
    element.addEventListener('checkout-renew', () => void renew(element, scenario.request, run));
  }
  let next: Current = { id, scenario, element, stop: () => {} };
  if (scenario.alter) {
    element.invoice = scenario.alter(invoice);
    showInvoice(id, 'the invoice property (altered by this page)');
    if (!scenario.fixed) next = { ...next, ...feed(element, id, scenario.alter, invoice) };
  } else {
    if (scenario.laterAnswers) answerLater(answer.src, scenario.laterAnswers);
    element.src = answer.src;
    showInvoice(id, `src="${answer.src}"`);
  }
  stage.replaceChildren(element);
  showWords(element, wordsAlert, asked, loadLanguage, log);
  current = next;
  enableOutcomes(!scenario.fixed);
  const then = scenario.then;
  if (then) whenPending(element, () => run === generation && void drive(then.outcome, then.seconds));
}

/** An element for a new order, on show: it lists the methods, and the invoice is made when the payer chooses. */
function mountOrder(scenario: Scenario, run: number): CryptoCheckout {
  const orderSrc = `/shop/orders/demo-${crypto.randomUUID()}/checkout`;
  addLog(log, 'demo', `scenario with order-src="${orderSrc}": the payer chooses`);
  const element = document.createElement('crypto-checkout');
  applyAttributes(element, readForm());
  element.orderSrc = orderSrc;
  stage.replaceChildren(element);
  current = { id: '', scenario, element, stop: () => {} };
  showInvoice(undefined);
  // Each invoice the payer's choice makes: the order's checkout URL resumes it, so the page learns its id there.
  element.addEventListener('checkout-status', (event) => {
    if (event.detail.status !== 'pending') return;
    void pageFetch(orderSrc, { headers: { Accept: 'application/vnd.api+json' } })
      .then((answer) => answer.json() as Promise<InvoiceDocument>)
      .then((invoice) => {
        if (run !== generation || !current || !invoice.data) return;
        current = { ...current, id: invoice.data.id };
        showInvoice(invoice.data.id, `order-src="${orderSrc}"`);
        enableOutcomes(true);
      });
  });
  return element;
}

/** A new invoice for the same request, its `src` given to the element (which shows "Getting a new rate…" meanwhile). */
async function renew(element: CryptoCheckout, request: CheckoutRequest, run: number): Promise<void> {
  addLog(log, 'demo', `checkout-renew: POST /shop/checkout ${JSON.stringify(request)}`);
  try {
    const answer = await createCheckout(request);
    if (run !== generation) return;
    if (current) current = { ...current, id: answer.invoice.data.id };
    element.src = answer.src;
    showInvoice(answer.invoice.data.id, `src="${answer.src}"`);
  } catch (error) {
    addLog(log, 'shop-error', describe(error));
  }
}

/**
 * Answers the second and later requests for `src` with the live document changed by `change`. It asks the
 * shop without `If-None-Match` (a `304` would carry no document to change) and answers without the `ETag`,
 * which names the shop's document, not the changed one, and without `Invoice-Stream`, so the element keeps
 * polling through this stand-in rather than open the shop's stream.
 */
function answerLater(src: string, change: (document: InvoiceDocument) => unknown): void {
  let requests = 0;
  window.fetch = async (input, init) => {
    if (String(input) !== src) return pageFetch(input, init);
    if (++requests === 1) {
      const first = await pageFetch(input, init);
      const headers = new Headers(first.headers);
      headers.delete('Invoice-Stream');
      return new Response(first.body, { status: first.status, headers });
    }
    const headers = new Headers(init?.headers);
    headers.delete('If-None-Match');
    const response = await pageFetch(input, { ...init, headers });
    if (!response.ok) return response;
    const changed = JSON.stringify(change((await response.json()) as InvoiceDocument));
    addLog(log, 'demo', `answered the element's status check with the changed document`);
    const answerHeaders = new Headers(response.headers);
    answerHeaders.delete('ETag');
    answerHeaders.delete('Invoice-Stream');
    return new Response(changed, { status: response.status, headers: answerHeaders });
  };
}

let wallets: Promise<StandInWallet> | undefined;

/**
 * The stand-in wallet, announced once, and the browser-wallet part, loaded once: from then on every element of
 * the page draws its "Pay with" buttons. Each request the wallet receives and each answer go to the log; after a
 * transaction, the page tells the sandbox a payment arrived, as the "paid, complete in 10 s" button does.
 */
function walletsReady(): Promise<StandInWallet> {
  wallets ??= (async () => {
    const wallet = announceStandInWallet({
      onRequest: ({ method, params }) =>
        addLog(log, 'wallet-request', params === undefined ? method : `${method} ${JSON.stringify(params)}`),
      onAnswer: ({ method }, answer) =>
        addLog(
          log,
          'wallet-answer',
          'result' in answer
            ? `${method}: ${JSON.stringify(answer.result)}`
            : `${method}: error ${answer.error.code} ${answer.error.message}`,
        ),
      onSent: (hash) => {
        const target = current;
        addLog(log, 'demo', `the stand-in wallet sent ${hash}: in 2 s the sandbox is told a payment arrived`);
        setTimeout(() => {
          if (target && current === target) void drive('paid_in', 10);
        }, 2000);
      },
    });
    addLog(log, 'demo', `announced "${STAND_IN_NAME}" (EIP-6963); loading crypto-checkout/wallets`);
    await import('../src/wallets/index.js');
    return wallet;
  })();
  return wallets;
}

// A real wallet on this page would pay the sandbox's made-up deposit address with real money: only the stand-in
// is asked. (The page's own rule, as a shop's may be: `checkout-wallet-send` is cancelable.)
stage.addEventListener('checkout-wallet-send', (event) => {
  if (event.detail.wallet.rdns === STAND_IN_RDNS) return;
  event.preventDefault();
  addLog(log, 'demo', `prevented checkout-wallet-send: ${event.detail.wallet.name} is a real wallet`);
});

/** Tells the sandbox what happened to the invoice on show. */
async function drive(outcome: Outcome, seconds?: number): Promise<void> {
  const target = current;
  if (!target) return;
  addLog(
    log,
    'sandbox',
    `POST /shop/invoices/${target.id}/outcome ${JSON.stringify(seconds === undefined ? { outcome } : { outcome, seconds })}`,
  );
  try {
    const document = await setOutcome(target.id, outcome, seconds);
    addLog(log, 'sandbox', `the sandbox has the invoice ${document.data.attributes.status ?? 'without a status'}`);
    if (current === target) target.refresh?.();
  } catch (error) {
    addLog(log, 'sandbox-error', describe(error));
  }
}

for (const type of EVENTS) {
  stage.addEventListener(type, (event) => addLog(log, type, JSON.stringify((event as CustomEvent).detail)));
}

// Any control: keep the address bar in step; a new scenario gets a new invoice and a new element.
form.addEventListener('change', (event) => {
  const state = readForm();
  writeQuery(state);
  applyPage(state);
  if (event.target === scenarioSelect) void mount(state);
  else if (current) {
    // The element speaks the new language once its words have loaded (a registration re-renders it).
    void loadWordsFor(current.element, state.lang, loadLanguage, log);
    applyAttributes(current.element, state);
  }
});
// `auto` follows the browser's languages: on a change the element re-renders by itself, in the words registered,
// so the new languages' are loaded here.
addEventListener('languagechange', () => {
  if (current && langSelect.value === 'auto') void loadWordsFor(current.element, 'auto', loadLanguage, log);
});
form.addEventListener('submit', (event) => event.preventDefault());

byId('new-invoice', HTMLButtonElement).addEventListener('click', () => void mount(readForm()));
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.replaceChildren());

for (const button of outcomeButtons) {
  button.addEventListener('click', () => {
    const outcome = button.dataset['outcome'] ?? '';
    if (!isOutcome(outcome)) return;
    const seconds = button.dataset['seconds'];
    void drive(outcome, seconds === undefined ? undefined : Number(seconds));
  });
}

const initial = readQuery();
writeForm(initial);
writeQuery(initial);
applyPage(initial);
void mount(initial);
