/**
 * The QA demo page: mounts one <crypto-checkout> per scenario, with fixture
 * invoices and no server, logs every event it fires, and keeps the state in
 * the query string (?scenario=xrp&width=320&dark=1&lang=de) so a screenshot
 * can load any state directly. `bare=1` hides the controls (for screenshots).
 *
 * No innerHTML anywhere: everything shown is text.
 */
import '../src/index.js';
import type { CheckoutEventMap, CheckoutStatus, CryptoCheckout } from '../src/index.js';
import { invoiceDocument } from '../test/fixtures/invoices.js';

/** What the element is given: a document as the `invoice` property, or text in the `invoice` attribute. */
type Input = { property: unknown } | { attribute: string };

const SCENARIOS: Record<string, () => Input> = {
  btc: () => ({ property: invoiceDocument('btc') }),
  eth: () => ({ property: invoiceDocument('eth') }),
  'usdt-tron': () => ({ property: invoiceDocument('usdt-tron') }),
  usdc: () => ({ property: invoiceDocument('usdc') }),
  ltc: () => ({ property: invoiceDocument('ltc') }),
  xrp: () => ({ property: invoiceDocument('xrp') }),
  'exchange-pay': () => ({ property: invoiceDocument('exchange-pay') }),
  nft: () => ({ property: invoiceDocument('nft') }),
  'expiry-30s': () => ({ property: invoiceDocument('btc', { minutes: 0.5 }) }),
  complete: () => ({ property: invoiceDocument('btc', { status: 'complete' }) }),
  cancelled: () => ({ property: invoiceDocument('btc', { status: 'cancelled' }) }),
  rejected: () => ({ property: invoiceDocument('btc', { status: 'rejected' }) }),
  expired: () => ({ property: invoiceDocument('btc', { status: 'expired' }) }),
  'on-hold': () => ({ property: invoiceDocument('btc', { status: 'on_hold' }) }),
  'unsafe-redirect': () => ({
    property: invoiceDocument('btc', { status: 'complete', successRedirectUrl: 'javascript:alert(1)' }),
  }),
  malformed: () => {
    const document = invoiceDocument('btc');
    // A float where the service sends a decimal string: the element must refuse it, not round it.
    document.data.attributes.amountCharged = 0.00081234;
    return { property: document };
  },
  'invalid-json': () => ({ attribute: JSON.stringify(invoiceDocument('btc')).slice(0, 120) }),
};

const WIDTHS = ['320', '768', 'desktop'] as const;
type Width = (typeof WIDTHS)[number];

const EVENTS: (keyof CheckoutEventMap)[] = ['checkout-status', 'checkout-redirect', 'checkout-copy', 'checkout-error'];
const HOST_STATUSES: readonly string[] = ['complete', 'cancelled', 'rejected', 'expired'];
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The demo page has no #${id}.`);
  return element;
}

const form = byId('controls', HTMLFormElement);
const scenarioSelect = byId('scenario', HTMLSelectElement);
const langSelect = byId('lang', HTMLSelectElement);
const delaySelect = byId('delay', HTMLSelectElement);
const noRedirectBox = byId('no-redirect', HTMLInputElement);
const darkBox = byId('dark', HTMLInputElement);
const reallyNavigateBox = byId('really-navigate', HTMLInputElement);
const stage = byId('stage', HTMLDivElement);
const scenarioName = byId('scenario-name', HTMLSpanElement);
const log = byId('log', HTMLOListElement);

let checkout: CryptoCheckout | undefined;

interface State {
  scenario: string;
  width: Width;
  dark: boolean;
  lang: string;
  delay: string;
  noRedirect: boolean;
  bare: boolean;
}

function readQuery(): State {
  const query = new URLSearchParams(location.search);
  const scenario = query.get('scenario') ?? '';
  const width = query.get('width') ?? '';
  const lang = query.get('lang') ?? '';
  const delay = query.get('delay') ?? '';
  return {
    scenario: Object.hasOwn(SCENARIOS, scenario) ? scenario : 'btc',
    width: (WIDTHS as readonly string[]).includes(width) ? (width as Width) : 'desktop',
    dark: query.get('dark') === '1',
    lang: LANG.test(lang) ? lang : '',
    delay: ['0', '5', '10'].includes(delay) ? delay : '5',
    noRedirect: query.get('noredirect') === '1',
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
    noRedirect: noRedirectBox.checked,
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
  noRedirectBox.checked = state.noRedirect;
  darkBox.checked = state.dark;
  byId(`width-${state.width}`, HTMLInputElement).checked = true;
}

function writeQuery(state: State): void {
  const query = new URLSearchParams({ scenario: state.scenario });
  if (state.width !== 'desktop') query.set('width', state.width);
  if (state.dark) query.set('dark', '1');
  if (state.lang) query.set('lang', state.lang);
  if (state.delay !== '5') query.set('delay', state.delay);
  if (state.noRedirect) query.set('noredirect', '1');
  if (state.bare) query.set('bare', '1');
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

/** Page-level state: dark theme, the container's width. */
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
  if (state.lang) element.setAttribute('lang', state.lang);
  else element.removeAttribute('lang');
}

/** A fresh element for the scenario: the element follows a redirect at most once in its life. */
function mount(state: State): void {
  const element = document.createElement('crypto-checkout');
  element.navigate = (url) => {
    if (reallyNavigateBox.checked) {
      addLog('navigate', `navigating to ${url}`);
      location.assign(url);
    } else {
      addLog('navigate', `would navigate to ${url}`);
    }
  };
  applyAttributes(element, state);
  const input = SCENARIOS[state.scenario]!();
  if ('attribute' in input) element.setAttribute('invoice', input.attribute);
  else element.invoice = input.property;
  addLog('demo', `scenario ${state.scenario}`);
  stage.replaceChildren(element);
  checkout = element;
}

function addLog(type: string, text: string): void {
  const item = document.createElement('li');
  item.className = type;
  const time = document.createElement('span');
  time.className = 'time';
  time.textContent = new Date().toTimeString().slice(0, 8);
  const name = document.createElement('span');
  name.className = 'type';
  name.textContent = type;
  const detail = document.createElement('span');
  detail.className = 'detail';
  detail.textContent = text;
  item.append(time, name, detail);
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

for (const type of EVENTS) {
  stage.addEventListener(type, (event) => addLog(type, JSON.stringify((event as CustomEvent).detail)));
}

// Any control: keep the address bar in step; a new scenario gets a new element.
form.addEventListener('change', (event) => {
  const state = readForm();
  writeQuery(state);
  applyPage(state);
  if (event.target === scenarioSelect || !checkout) mount(state);
  else applyAttributes(checkout, state);
});
form.addEventListener('submit', (event) => event.preventDefault());

byId('reload', HTMLButtonElement).addEventListener('click', () => mount(readForm()));
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.replaceChildren());

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-status]')) {
  button.addEventListener('click', () => {
    const status = button.dataset['status'] ?? '';
    if (!checkout || !HOST_STATUSES.includes(status)) return;
    addLog('host', `set status = ${status}`);
    checkout.status = status as CheckoutStatus;
  });
}

const initial = readQuery();
writeForm(initial);
writeQuery(initial);
applyPage(initial);
mount(initial);
