/**
 * What the browser-wallet part draws on the payment screen, below the amount: a "Pay with <wallet>" button per
 * wallet, with one line that says what is happening; once a wallet answered a hash, "Sent from your wallet" with
 * the hash instead. A render only: the state (wallet-state.ts) decides.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { css } from '../ui/styles.js';
import type { WalletMessages } from '../i18n/wallet-messages.js';
import { sentence } from '../ui/parts.js';
import type { BrowserWallet } from './discovery.js';
import type { WalletRefusalReason } from './send.js';
import type { WalletState } from './wallet-state.js';

export interface WalletScreen {
  messages: WalletMessages;
  /** The invoice's network as the service names it, for the words of a wrong chain. */
  networkName: string;
  wallets: readonly BrowserWallet[];
  state: WalletState;
  /** The transaction on the network's explorer, once sent, where one is known. */
  explorerUrl?: string | undefined;
  onPress(wallet: BrowserWallet): void;
}

/** The words for why a wallet sent nothing. */
function refusalWords(messages: WalletMessages, reason: WalletRefusalReason, network: string): string {
  switch (reason) {
    case 'cancelled':
      return messages.walletCancelled;
    case 'wrong-chain':
      return messages.walletWrongChain(network);
    case 'chain-unknown':
      return messages.walletChainUnknown(network);
    case 'busy':
      return messages.walletBusy;
    case 'failed':
      return messages.walletFailed;
  }
}

export function walletScreen(screen: WalletScreen): TemplateResult | typeof nothing {
  const { messages, state, wallets } = screen;
  if (state.phase === 'sent') return sent(screen, state.hash);
  if (!wallets.length) return nothing;
  const asking = state.phase === 'asking';
  const line = asking
    ? messages.confirmInWallet(state.wallet)
    : state.refused && refusalWords(messages, state.refused.reason, screen.networkName);
  const warn = !asking && state.refused && state.refused.reason !== 'cancelled';
  return html`
    <section part="wallets" class="stack" aria-labelledby="wallets-heading">
      <h3 id="wallets-heading" class="label">${messages.walletsHeading}</h3>
      ${wallets.map(
        (wallet) => html`
          <button
            type="button"
            part="wallet-button"
            class="button wallet"
            data-wallet=${wallet.id}
            aria-disabled=${asking ? 'true' : 'false'}
            aria-describedby="wallet-line"
            @click=${() => screen.onPress(wallet)}
          >
            ${wallet.icon ? html`<img src=${wallet.icon} alt="" width="24" height="24" @error=${hide} />` : nothing}
            <span>${sentence(messages.payWith(wallet.name))}</span>
          </button>
        `,
      )}
      <p
        id="wallet-line"
        part="wallet-message"
        role="status"
        class=${warn ? 'warning' : 'small muted'}
        ?hidden=${!line}
      >
        ${line ? sentence(line) : nothing}
      </p>
    </section>
  `;
}

/** An icon the page's CSP (`img-src`) or a broken URI refused: no broken-image sign beside the name. */
const hide = (event: Event) => ((event.target as HTMLElement).hidden = true);

function sent({ messages, explorerUrl }: WalletScreen, hash: string): TemplateResult {
  return html`
    <section part="wallet-sent" class="stack sent" role="status">
      <h3 class="title" tabindex="-1">${messages.walletSent}</h3>
      <div class="field">
        <span class="label">${messages.transaction}</span>
        <p class="value mono" dir="ltr">${hash}</p>
      </div>
      ${
        explorerUrl
          ? html`<p>
              <a part="link" href=${explorerUrl} target="_blank" rel="noopener noreferrer"
                >${messages.viewTransaction}</a
              >
            </p>`
          : nothing
      }
      <p class="small">${messages.walletSentNext}</p>
    </section>
  `;
}

/** The part's own rules, beside the element's styles (ui/styles.ts): an icon before the name, one button a row. */
export const walletStyles = css`
  .wallet {
    gap: 0.5rem;
    width: 100%;
  }

  .wallet[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }

  .wallet img {
    flex: none;
    border-radius: 4px;
  }

  .sent {
    padding: 0.75rem;
    border: 1px solid var(--_success);
    border-radius: 8px;
  }

  .sent .title {
    color: var(--_success);
  }
`;
