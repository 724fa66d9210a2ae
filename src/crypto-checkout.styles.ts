import { css } from 'lit';

export const styles = css`
  :host {
    /* Public knobs are read once into private ones, so any ancestor can theme them. */
    --_font: var(--crypto-checkout-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--crypto-checkout-mono-font-family, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_bg: var(--crypto-checkout-background, #fff);
    --_fg: var(--crypto-checkout-color, #1b1d22);
    --_muted: var(--crypto-checkout-muted-color, #5b6170);
    --_border: var(--crypto-checkout-border-color, #dde0e6);
    --_accent: var(--crypto-checkout-accent-color, #2f5bea);
    --_success: var(--crypto-checkout-success-color, #16794c);
    --_danger: var(--crypto-checkout-danger-color, #b42318);
    --_warning-bg: var(--crypto-checkout-warning-background, #fff4d6);
    --_warning-fg: var(--_fg);
    --_radius: var(--crypto-checkout-radius, 12px);
    --_qr: var(--crypto-checkout-qr-size, 200px);

    display: block;
    color-scheme: light dark;
    font-family: var(--_font);
    color: var(--_fg);
    line-height: 1.45;
    container-type: inline-size;
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--crypto-checkout-background, #16181d);
      --_fg: var(--crypto-checkout-color, #eceef2);
      --_muted: var(--crypto-checkout-muted-color, #a5abb8);
      --_border: var(--crypto-checkout-border-color, #2d313a);
      --_accent: var(--crypto-checkout-accent-color, #8aa6ff);
      --_success: var(--crypto-checkout-success-color, #5fd39a);
      --_danger: var(--crypto-checkout-danger-color, #ff8a80);
      --_warning-bg: var(--crypto-checkout-warning-background, #3a2f10);
    }
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .base {
    display: flex;
    flex-direction: column;
    gap: 1rem;
    max-width: 36rem;
    margin-inline: auto;
    padding: clamp(1rem, 4cqi, 1.5rem);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  h2,
  h3,
  p {
    margin: 0;
  }

  .title {
    font-size: 1.125rem;
    font-weight: 600;
  }

  .subtitle {
    font-size: 1rem;
    font-weight: 600;
  }

  .label {
    display: block;
    font-size: 0.8125rem;
    color: var(--_muted);
  }

  .network .label {
    display: inline;
  }

  .mono {
    font-family: var(--_mono);
  }

  .header {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }

  .field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }

  .row {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }

  .row > :first-child {
    flex: 1;
    min-width: 0;
  }

  .amount {
    font-size: 1.5rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  .amount.long {
    font-size: 1.125rem;
  }

  .currency {
    font-size: 1rem;
    white-space: nowrap;
  }

  /* Narrow cards: the copy button moves under the value rather than squeezing it. */
  @container (max-width: 300px) {
    .row {
      flex-wrap: wrap;
    }
  }

  .caption {
    text-align: center;
    font-size: 0.875rem;
    color: var(--_muted);
  }

  .actions {
    text-align: center;
  }

  .summary {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    font-size: 0.875rem;
  }

  .summary div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }

  .summary dt {
    color: var(--_muted);
  }

  .summary dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }

  .billed {
    color: var(--_muted);
    font-size: 0.875rem;
  }

  .network {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }

  .warning {
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: var(--_warning-bg);
    color: var(--_warning-fg);
    font-size: 0.875rem;
  }

  .warning.strong {
    border-inline-start: 4px solid var(--_danger);
    font-weight: 600;
  }

  .qr {
    display: flex;
    justify-content: center;
  }

  /* Dark modules on a white field in every scheme: wallets fail to scan inverted codes. */
  .qr svg {
    display: block;
    width: min(var(--_qr), 100%);
    height: auto;
    aspect-ratio: 1;
    background: #fff;
    border-radius: 4px;
  }

  .value {
    padding: 0.5rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: 8px;
    user-select: all;
    -webkit-user-select: all;
  }

  .address,
  .value {
    overflow-wrap: anywhere;
    word-break: break-all;
  }

  .amount .value {
    padding: 0;
    border: 0;
    word-break: normal;
  }

  .copy,
  .button {
    flex: none;
    min-width: 4.75rem;
    min-height: 2.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_accent);
    border-radius: 8px;
    background: transparent;
    color: var(--_accent);
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }

  .button {
    display: inline-block;
  }

  .copy.copied {
    border-color: var(--_success);
    color: var(--_success);
  }

  .copy:hover,
  .button:hover {
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
  }

  .copy.copied:hover {
    background: transparent;
  }

  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }

  a {
    color: var(--_accent);
  }

  .hint {
    font-size: 0.8125rem;
    color: var(--_muted);
  }

  .countdown {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
    padding-top: 0.75rem;
    border-top: 1px solid var(--_border);
    color: var(--_muted);
  }

  .timer {
    font-size: 1.125rem;
    font-weight: 600;
    color: var(--_fg);
    font-variant-numeric: tabular-nums;
  }

  .hosted {
    font-size: 0.875rem;
    text-align: center;
  }

  .instructions {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }

  .message {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }

  .message.loading {
    flex-direction: row;
    align-items: center;
    gap: 0.75rem;
    color: var(--_muted);
  }

  .message.success .title {
    color: var(--_success);
  }

  .message.error .title,
  .message.error[role='alert'] {
    color: var(--_danger);
  }

  .message.error[role='alert'] {
    font-weight: 600;
  }

  .redirect {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    font-size: 0.875rem;
    color: var(--_muted);
  }

  .spinner {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    .copy,
    .button,
    .value,
    .warning {
      border: 1px solid CanvasText;
    }
    .qr svg {
      forced-color-adjust: none;
    }
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
