/**
 * The browser wallets on the page: EVM wallets as they announce themselves (EIP-6963), and TronLink, which
 * injects `window.tronLink` and `window.tronWeb`. One list for every element on the page. What a wallet says of
 * itself is hostile input: its name becomes plain text of bounded length, its icon is kept only as a
 * `data:image/` URI, which an `<img>` shows without running anything.
 */
import { HIDDEN_CHARACTER } from '../core/text.js';
import { isObject, isText } from '../core/json.js';

/** EIP-1193's provider: enough of it to ask. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** What TronLink injects, as far as the part uses it. */
export interface TronLinkProvider {
  request(args: { method: 'tron_requestAccounts' }): Promise<unknown>;
}

/** TronWeb, as TronLink injects it: the signing half. */
export interface TronWebLike {
  defaultAddress?: { base58?: unknown };
  trx: {
    sendTransaction?(to: string, amount: number): Promise<unknown>;
    sign(transaction: unknown): Promise<unknown>;
    sendRawTransaction(signed: unknown): Promise<unknown>;
  };
  transactionBuilder: {
    sendTrx(to: string, amount: number, from: string): Promise<unknown>;
    triggerSmartContract(
      contract: string,
      selector: string,
      options: object,
      parameters: { type: string; value: string }[],
      from: string,
    ): Promise<unknown>;
  };
}

/** A wallet the payer may press: its name and icon as shown, and how to reach it. */
export type BrowserWallet =
  | { kind: 'evm'; id: string; name: string; rdns: string; icon?: string; provider: Eip1193Provider }
  | {
      kind: 'tron';
      id: string;
      name: string;
      rdns: string;
      icon?: string;
      tronLink: TronLinkProvider;
      tronWeb: () => TronWebLike | undefined;
    };

/** A wallet's name is at most this many characters on a button. */
const NAME_LENGTH = 40;
/** An icon of more bytes than this is left out: a data URI of a small picture is far smaller. */
const ICON_LENGTH = 100_000;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** `value` as a wallet's name: text on one line, no hidden characters, cut at NAME_LENGTH; undefined if none. */
export function walletName(value: unknown): string | undefined {
  if (!isText(value)) return undefined;
  // White space (line separators too) becomes spaces, hidden characters go, then the spaces they kept apart fold.
  const visible = [...value.replace(/\s/g, ' ')].filter((char) => !HIDDEN_CHARACTER.test(char)).join('');
  const name = [...visible.replace(/ +/g, ' ').trim()];
  if (!name.length) return undefined;
  return name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).join('')}…` : name.join('');
}

/** `value` as an icon: a `data:image/` URI of bounded length, else undefined (no icon, never a fetched URL). */
export function walletIcon(value: unknown): string | undefined {
  return typeof value == 'string' && value.length <= ICON_LENGTH && DATA_IMAGE.test(value) ? value : undefined;
}

/** An EIP-6963 announcement's detail as a wallet, or undefined when it is not one. */
export function announcedWallet(detail: unknown): BrowserWallet | undefined {
  if (!isObject(detail) || !isObject(detail['info'])) return undefined;
  const { info, provider } = detail as { info: Record<string, unknown>; provider: unknown };
  const name = walletName(info['name']);
  const id = info['uuid'];
  if (!name || !isText(id) || !isObject(provider) || typeof provider['request'] != 'function') return undefined;
  const icon = walletIcon(info['icon']);
  return {
    kind: 'evm',
    id: `eip6963:${id}`,
    name,
    rdns: typeof info['rdns'] == 'string' ? info['rdns'].slice(0, 100) : '',
    ...(icon ? { icon } : {}),
    provider: provider as unknown as Eip1193Provider,
  };
}

type Listener = () => void;

/**
 * The wallets found so far, kept up to date: listens for announcements (and asks for them once), and looks for
 * TronLink when asked. `subscribe` calls back on each change.
 */
export class WalletDirectory {
  #evm = new Map<string, BrowserWallet>();
  readonly #listeners = new Set<Listener>();
  #started = false;

  /** The wallets, EVM ones in the order they first announced, TronLink last. */
  get wallets(): BrowserWallet[] {
    const tron = tronLinkWallet();
    return [...this.#evm.values(), ...(tron ? [tron] : [])];
  }

  subscribe(listener: Listener): () => void {
    this.#start();
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #start(): void {
    if (this.#started) return;
    this.#started = true;
    // Listen first, then ask: a wallet that loaded before this part answers the request.
    window.addEventListener('eip6963:announceProvider', (event) => {
      const wallet = announcedWallet((event as CustomEvent).detail);
      // The same wallet may announce again (each request): the first announcement stands.
      if (!wallet || this.#evm.has(wallet.id)) return;
      this.#evm.set(wallet.id, wallet);
      this.#listeners.forEach((listener) => listener());
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  }
}

/** TronLink's injected provider as a wallet, when the page has one. */
function tronLinkWallet(): BrowserWallet | undefined {
  const { tronLink } = globalThis as { tronLink?: unknown };
  if (!isObject(tronLink) || typeof tronLink['request'] != 'function') return undefined;
  return {
    kind: 'tron',
    id: 'tronlink',
    name: 'TronLink',
    rdns: 'com.tronlink',
    tronLink: tronLink as unknown as TronLinkProvider,
    // TronLink replaces window.tronWeb when the payer connects: read it when signing, not now.
    tronWeb: () => (globalThis as { tronWeb?: TronWebLike }).tronWeb,
  };
}

/** The page's one directory. */
export const directory = new WalletDirectory();
