/**
 * The browser-wallet part inside one `<crypto-checkout>`: on the payment screen of an invoice a wallet can pay
 * (transaction.ts), a button per wallet of that kind on the page (discovery.ts); a press fires
 * `checkout-wallet-send`, asks the wallet (send.ts) and, on a hash, fires `checkout-wallet-sent`. The element
 * keeps following the status as before: the part only adds a way to pay.
 */
import type { ReactiveController } from 'lit';
import { explorerUrl } from '../core/explorer.js';
import type { InvoiceView } from '../core/invoice.js';
import { resolveLocale } from '../i18n/localize.js';
import { walletEn, type WalletMessages } from '../i18n/wallet-messages.js';
import type { ScreenContext } from '../ui/context.js';
import { checkoutEvent, type CheckoutWalletTransaction } from '../ui/events.js';
import type { PaymentAddon, PaymentAddonHost } from '../ui/payment-addon.js';
import { directory, type BrowserWallet } from './discovery.js';
import { sendEvm, sendTron, WalletRefusal } from './send.js';
import { walletPayment, type EvmPayment, type TronPayment } from './transaction.js';
import { initialWalletState, stepWallet, type WalletInput, type WalletState } from './wallet-state.js';
import { walletScreen, walletStyles } from './wallet-screen.js';

/** The wallets' English words, the part their locale files are packed against. */
const ENGLISH = [walletEn];

type Payable = EvmPayment | TronPayment;

/**
 * Each invoice's state, by id, for the whole page: a hash stays with its invoice whatever the page shows next,
 * and an element drawn again for the same invoice (a framework's remount) cannot ask a second time.
 */
const states = new Map<string, WalletState>();
/** The parts on the page: each draws again when an invoice's state moves, whichever element moved it. */
const parts = new Set<WalletPart>();

/** Where the tab keeps an invoice's hash, so a reload shows "Sent from your wallet" rather than the buttons again. */
const SENT_KEY = 'crypto-checkout.wallet-sent:';

/** The invoice's state: this page's, else a hash the tab kept from before a reload. */
function stateOf(invoiceId: string): WalletState {
  let state = states.get(invoiceId);
  if (!state) {
    let kept: string | null = null;
    try {
      kept = sessionStorage.getItem(SENT_KEY + invoiceId);
    } catch {
      // Storage refused (a sandboxed frame, blocked cookies): this page's memory only.
    }
    const [wallet, hash] = kept?.split('\n') ?? [];
    state = wallet && hash ? { phase: 'sent', wallet, hash } : initialWalletState();
    states.set(invoiceId, state);
  }
  return state;
}

function keepSent(invoiceId: string, wallet: string, hash: string): void {
  try {
    sessionStorage.setItem(SENT_KEY + invoiceId, `${wallet}\n${hash}`);
  } catch {
    // As above: the page still remembers it.
  }
}

/** The transaction as `checkout-wallet-send` reports it. */
function reported(payment: Payable): CheckoutWalletTransaction {
  if (payment.kind === 'evm') return { kind: 'evm', chainId: payment.chainId, ...payment.transaction };
  const { transfer } = payment;
  return transfer.type === 'trx'
    ? { kind: 'tron', type: 'trx', to: transfer.to, sun: transfer.sun }
    : { kind: 'tron', type: 'trc20', contract: transfer.contract, to: payment.recipient, amount: payment.baseUnits };
}

export class WalletPart implements PaymentAddon, ReactiveController {
  readonly #host: PaymentAddonHost;
  #unsubscribe?: (() => void) | undefined;

  constructor(host: PaymentAddonHost) {
    this.#host = host;
    host.addController(this);
    const root = host.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, walletStyles.styleSheet!];
  }

  hostConnected(): void {
    // A wallet that announces later draws its button.
    this.#unsubscribe = directory.subscribe(() => this.#host.requestUpdate());
    parts.add(this);
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    parts.delete(this);
  }

  render(view: InvoiceView, { lang }: ScreenContext): unknown {
    const payment = walletPayment(view);
    if (payment.kind === 'none') return undefined;
    const state = stateOf(view.id);
    return walletScreen({
      messages: resolveLocale<WalletMessages>([lang], ENGLISH).messages,
      networkName: view.networkName,
      wallets: directory.wallets.filter((wallet) => wallet.kind === payment.kind),
      state,
      explorerUrl: state.phase === 'sent' ? this.#explorer(view, state.hash) : undefined,
      onPress: (wallet) => void this.#press(view, payment, wallet),
    });
  }

  #explorer(view: InvoiceView, hash: string): string | undefined {
    return explorerUrl({ networkCode: view.network ?? '', networkName: view.networkName }, hash);
  }

  /** Moves the invoice's state; false when the input changed nothing. */
  #step(invoiceId: string, input: WalletInput): boolean {
    const before = stateOf(invoiceId);
    const after = stepWallet(before, input);
    states.set(invoiceId, after);
    parts.forEach((part) => part.#host.requestUpdate());
    return after !== before;
  }

  async #press(view: InvoiceView, payment: Payable, wallet: BrowserWallet): Promise<void> {
    const { id } = view;
    if (!this.#step(id, { type: 'press', wallet: wallet.name })) return;
    const named = { name: wallet.name, rdns: wallet.rdns };
    const detail = {
      invoiceId: id,
      wallet: named,
      transaction: reported(payment),
      recipient: payment.recipient,
      baseUnits: payment.baseUnits,
    };
    if (!this.#host.dispatchEvent(checkoutEvent('checkout-wallet-send', detail, true)))
      return void this.#step(id, { type: 'prevented' });
    let hash: string;
    try {
      if (payment.kind === 'evm' && wallet.kind === 'evm') hash = await sendEvm(wallet.provider, payment);
      else if (payment.kind === 'tron' && wallet.kind === 'tron') hash = await sendTron(wallet, payment);
      else throw new WalletRefusal('failed', 'This wallet does not pay on this network.');
    } catch (error) {
      return void this.#step(id, { type: 'refused', reason: error instanceof WalletRefusal ? error.reason : 'failed' });
    }
    this.#step(id, { type: 'sent', hash });
    keepSent(id, wallet.name, hash);
    const url = this.#explorer(view, hash);
    this.#host.dispatchEvent(
      checkoutEvent('checkout-wallet-sent', {
        invoiceId: id,
        wallet: named,
        hash,
        ...(url ? { explorerUrl: url } : {}),
      }),
    );
    // The button pressed is gone: the keyboard goes on at the notice that took its place.
    await this.#host.updateComplete;
    this.#host.renderRoot.querySelector<HTMLElement>('[part~="wallet-sent"] .title')?.focus();
  }
}
