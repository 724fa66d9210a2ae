/// <reference types="vite/client" />
/**
 * The channel QA page: a top-up page built the way a merchant would. Each scenario
 * reads one of the sandbox's seeded channels from the demo shop (`GET
 * /shop/channels/:id`) and gives it to `<crypto-channel>` as its `channel`
 * property, with `deposits-src` on the shop's relay of its deposits. "Simulate
 * deposit" tells the sandbox (through the shop) that the payer sent something;
 * the element lists it at its next poll. Every event the element fires is
 * logged. The options live in the query string (?scenario=xrp&width=320&lang=ar&dark=1)
 * so any state can be shared or loaded directly; `bare=1` hides the controls (for
 * screenshots).
 *
 * No innerHTML anywhere: everything shown is text.
 */
import '../src/channel/index.js';
import type { ChannelEventMap, CryptoChannel } from '../src/channel/index.js';
import { resolveLocale, type Translation } from '../src/i18n/localize.js';
import { isDepositStatus } from '../src/sandbox/outcomes.js';
import { CHANNEL_SCENARIOS, type ChannelScenarioName } from './channel-scenarios.js';
import { PSEUDO_LOCALE } from './pseudo-locale.js';
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
import { depositsSrc, getChannel, simulateDeposit, type ChannelDocument } from './shop-api.js';

const WIDTHS = ['320', 'desktop'] as const;
type Width = (typeof WIDTHS)[number];
/** Seconds between the element's checks of its deposits: short, so a simulated deposit shows quickly. */
const POLL_INTERVAL = '2';
const EVENTS: (keyof ChannelEventMap)[] = ['checkout-deposit', 'checkout-copy', 'checkout-error'];
const isScenario = (name: string): name is ChannelScenarioName => Object.hasOwn(CHANNEL_SCENARIOS, name);

const form = byId('controls', HTMLFormElement);
const scenarioSelect = byId('scenario', HTMLSelectElement);
for (const [name, scenario] of Object.entries(CHANNEL_SCENARIOS)) scenarioSelect.add(new Option(scenario.label, name));

const langSelect = byId('lang', HTMLSelectElement);
// Every shipped locale, the checkout's words and the channel's, loaded when chosen (each registers itself on
// import): imported all at once, they were about a hundred modules before the element's first frame.
const CHECKOUT_LOCALES = import.meta.glob('../src/i18n/locales/*.ts');
const CHANNEL_LOCALES = import.meta.glob('../src/i18n/locales/channel/*.ts');
const CHANNEL_TAGS = new Set(Object.keys(CHANNEL_LOCALES).map(localeTagOf));
const TAGS = [...new Set([...Object.keys(CHECKOUT_LOCALES), ...Object.keys(CHANNEL_LOCALES)].map(localeTagOf))].sort();
/** Loads the words (the checkout's and the channel's) of the shipped locales that may serve `lang`. */
const loadLanguage = (lang: string) => loadLocale({ ...CHECKOUT_LOCALES, ...CHANNEL_LOCALES }, lang);
for (const tag of TAGS) {
  // A language without channel words shows the element's own words in English: say so before QA finds out.
  const partial = CHANNEL_TAGS.has(tag) ? '' : ', channel words in English';
  langSelect.add(new Option(`${languageName(tag)} (${tag}${partial})`, tag));
}
langSelect.add(new Option((resolveLocale([PSEUDO_LOCALE]).messages as Partial<Translation>).$name!, PSEUDO_LOCALE));
const darkBox = byId('dark', HTMLInputElement);
const stage = byId('stage', HTMLDivElement);
const scenarioName = byId('scenario-name', HTMLSpanElement);
const channelInfo = byId('channel-info', HTMLElement);
const channelIdText = byId('channel-id', HTMLElement);
const channelReferenceText = byId('channel-reference', HTMLElement);
const channelDepositsText = byId('channel-deposits-src', HTMLElement);
const scenarioNote = byId('scenario-note', HTMLParagraphElement);
const simulateForm = byId('simulate', HTMLFormElement);
const payAmountInput = byId('pay-amount', HTMLInputElement);
const payCurrencyText = byId('pay-currency', HTMLSpanElement);
const depositStatusSelect = byId('deposit-status', HTMLSelectElement);
const simulateButton = byId('simulate-button', HTMLButtonElement);
const log = byId('log', HTMLOListElement);

interface State {
  scenario: ChannelScenarioName;
  width: Width;
  dark: boolean;
  lang: string;
  bare: boolean;
}

/** The channel on show: what "Simulate deposit" sends to. */
let current: { id: string; element: CryptoChannel } | undefined;
/** Bumped by every new scenario: answers for an older one are dropped. */
let generation = 0;
let loading: AbortController | undefined;

function readQuery(): State {
  const query = new URLSearchParams(location.search);
  const scenario = query.get('scenario') ?? '';
  const width = query.get('width') ?? '';
  const lang = query.get('lang') ?? '';
  return {
    scenario: isScenario(scenario) ? scenario : 'usdt',
    width: (WIDTHS as readonly string[]).includes(width) ? (width as Width) : 'desktop',
    dark: query.get('dark') === '1',
    lang: LANG.test(lang) ? lang : '',
    bare: query.get('bare') === '1',
  };
}

function readForm(): State {
  const width = new FormData(form).get('width');
  return {
    scenario: isScenario(scenarioSelect.value) ? scenarioSelect.value : 'usdt',
    width: (WIDTHS as readonly unknown[]).includes(width) ? (width as Width) : 'desktop',
    dark: darkBox.checked,
    lang: langSelect.value,
    bare: document.documentElement.classList.contains('bare'),
  };
}

function writeForm(state: State): void {
  scenarioSelect.value = state.scenario;
  if (state.lang && ![...langSelect.options].some((option) => option.value === state.lang)) {
    langSelect.add(new Option(state.lang, state.lang));
  }
  langSelect.value = state.lang;
  darkBox.checked = state.dark;
  byId(`width-${state.width}`, HTMLInputElement).checked = true;
}

function writeQuery(state: State): void {
  const query = new URLSearchParams({ scenario: state.scenario });
  if (state.width !== 'desktop') query.set('width', state.width);
  if (state.dark) query.set('dark', '1');
  if (state.lang) query.set('lang', state.lang);
  if (state.bare) query.set('bare', '1');
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

/** Page-level state: dark theme, the container's width, the scenario's name. */
function applyPage(state: State): void {
  const root = document.documentElement;
  root.classList.toggle('dark', state.dark);
  root.classList.toggle('bare', state.bare);
  stage.classList.toggle('dark', state.dark);
  for (const width of WIDTHS) stage.classList.toggle(`width-${width}`, width === state.width);
  scenarioName.textContent = CHANNEL_SCENARIOS[state.scenario].label;
}

function applyLang(element: CryptoChannel, lang: string): void {
  if (lang) element.setAttribute('lang', lang);
  else element.removeAttribute('lang');
}

function showChannel(id?: string, reference = '', src = ''): void {
  channelInfo.hidden = id === undefined;
  channelIdText.textContent = id ?? '';
  channelReferenceText.textContent = reference;
  channelDepositsText.textContent = src;
}

/**
 * The currencies of the channel as its document has them: the element shows every amount of a deposit in the
 * currencies the deposit names (the target currency, for what was credited), never in the display currency.
 */
function currencyNote({ status, targetCurrency, localCurrency }: ChannelDocument['data']['attributes']): string {
  const shown =
    status === 'enabled'
      ? `Deposits are credited and shown in ${targetCurrency}.`
      : `Deposits to it are listed in ${targetCurrency}, as not credited.`;
  const local =
    localCurrency && localCurrency !== targetCurrency
      ? ` Its display currency (localCurrency ${localCurrency}) is only in each deposit's localAmount, before fees, which the element does not show.`
      : '';
  return shown + local;
}

/** The scenario's channel from the shop, in a fresh element: a new channel starts with its memo unconfirmed. */
async function mount(state: State): Promise<void> {
  const run = ++generation;
  loading?.abort();
  const abort = (loading = new AbortController());
  current = undefined;
  simulateButton.disabled = true;
  const scenario = CHANNEL_SCENARIOS[state.scenario];
  showChannel();
  scenarioNote.textContent = scenario.note;
  scenarioNote.hidden = false;
  payAmountInput.value = scenario.amount;
  payCurrencyText.textContent = scenario.expect.payCurrency;
  stage.replaceChildren(stageMessage('Loading the channel…', 'status'));
  // The language's words before the element's first frame; fetched while the shop answers. If they fail, the
  // element shows in English all the same, below an alert that says so.
  const asked = wordsKey(state.lang);
  const words = loadWords(loadLanguage, state.lang, log);
  addLog(log, 'demo', `scenario ${state.scenario}: GET /shop/channels/${scenario.id}`);

  let channel: ChannelDocument;
  try {
    channel = await getChannel(scenario.id, abort.signal);
  } catch (error) {
    if (run !== generation) return;
    addLog(log, 'shop-error', describe(error));
    stage.replaceChildren(stageMessage(`The shop could not find the channel. ${describe(error)}`, 'alert'));
    return;
  }
  const wordsAlert = await words;
  if (run !== generation) return;
  const { id, attributes } = channel.data;
  scenarioNote.textContent = `${scenario.note} ${currencyNote(attributes)}`;
  addLog(
    log,
    'shop',
    `channel ${id}: ${attributes.payCurrency} on ${attributes.networkName}, ${attributes.status}, credited in ${attributes.targetCurrency}`,
  );

  const element = document.createElement('crypto-channel');
  // The options as they are now: they may have changed while the shop was answering.
  applyLang(element, readForm().lang);
  element.setAttribute('poll-interval', POLL_INTERVAL);
  element.channel = channel;
  const src = depositsSrc(id);
  element.depositsSrc = src;
  stage.replaceChildren(element);
  showWords(element, wordsAlert, asked, loadLanguage, log);
  showChannel(id, attributes.reference, src);
  current = { id, element };
  simulateButton.disabled = false;
}

async function simulate(): Promise<void> {
  const target = current;
  if (!target) return;
  const payAmount = payAmountInput.value.trim();
  const status = isDepositStatus(depositStatusSelect.value) ? depositStatusSelect.value : undefined;
  addLog(
    log,
    'sandbox',
    `POST /shop/channels/${target.id}/deposits ${JSON.stringify(status ? { payAmount, status } : { payAmount })}`,
  );
  simulateButton.disabled = true;
  try {
    const { data } = await simulateDeposit(target.id, payAmount, status);
    const { attributes } = data;
    addLog(
      log,
      'sandbox',
      `deposit ${data.id}: ${attributes.payAmount} ${attributes.payCurrency} → ${attributes.amount} ${attributes.amountCurrency}, ${attributes.status}`,
    );
  } catch (error) {
    addLog(log, 'sandbox-error', describe(error));
  } finally {
    if (current === target) simulateButton.disabled = false;
  }
}

for (const type of EVENTS) {
  stage.addEventListener(type, (event) => addLog(log, type, JSON.stringify((event as CustomEvent).detail)));
}

// Any control: keep the address bar in step; a new scenario gets a new element.
form.addEventListener('change', (event) => {
  const state = readForm();
  writeQuery(state);
  applyPage(state);
  if (event.target === scenarioSelect) void mount(state);
  else if (current) {
    // The element speaks the new language once its words have loaded (a registration re-renders it).
    void loadWordsFor(current.element, state.lang, loadLanguage, log);
    applyLang(current.element, state.lang);
  }
});
// `auto` follows the browser's languages: on a change the element re-renders by itself, in the words registered,
// so the new languages' are loaded here.
addEventListener('languagechange', () => {
  if (current && langSelect.value === 'auto') void loadWordsFor(current.element, 'auto', loadLanguage, log);
});
form.addEventListener('submit', (event) => event.preventDefault());
simulateForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void simulate();
});
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.replaceChildren());

const initial = readQuery();
writeForm(initial);
writeQuery(initial);
applyPage(initial);
void mount(initial);
