import { css } from 'lit';

export const styles = css`
  :host {
    /* Public knobs are read once into private ones, so any ancestor can theme them. */
    --_bg: var(--crypto-checkout-background, #fff);
    --_fg: var(--crypto-checkout-color, #1b1d22);
    --_muted: var(--crypto-checkout-muted-color, #5b6170);
    --_border: var(--crypto-checkout-border-color, #dde0e6);
    --_accent: var(--crypto-checkout-accent-color, #2f5bea);
    --_success: var(--crypto-checkout-success-color, #16794c);
    --_danger: var(--crypto-checkout-danger-color, #b42318);
    --_warning: var(--crypto-checkout-warning-background, #fff4d6);

    display: block;
    color-scheme: light dark;
    font-family: var(--crypto-checkout-font-family, system-ui, sans-serif);
    color: var(--_fg);
    line-height: 1.45;
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
      --_warning: var(--crypto-checkout-warning-background, #3a2f10);
    }
  }

  :host([hidden]) {
    display: none;
  }

  * {
    margin: 0;
  }

  /* The card and its sections are columns. */
  .base,
  .stack,
  .field,
  .message {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }

  .base {
    gap: 1rem;
    max-width: 36rem;
    margin-inline: auto;
    padding: 1.25rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--crypto-checkout-radius, 12px);
  }

  .field {
    gap: 0.25rem;
  }

  .title,
  .amount {
    font-weight: 600;
  }

  .title {
    font-size: 1.125rem;
  }

  /* A screen's title takes focus only so a keyboard user stays in the element: it is no control to ring. */
  [tabindex='-1']:focus {
    outline: none;
  }

  h3 {
    font-size: 1rem;
  }

  .label,
  .muted {
    color: var(--_muted);
  }

  .label {
    font-size: 0.8125rem;
  }

  .small {
    font-size: 0.875rem;
  }

  .center {
    text-align: center;
  }

  .mono {
    font-family: var(--crypto-checkout-mono-font-family, ui-monospace, monospace);
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.5rem;
  }

  /* In a narrow card the copy button moves under the value rather than squeezing it. */
  .row > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }

  .amount {
    font-size: 1.25rem;
  }

  .currency {
    font-size: 1rem;
    white-space: nowrap;
  }

  .countdown,
  .redirect {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem 1rem;
  }

  .warning {
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: var(--_warning);
    font-size: 0.875rem;
  }

  .strong {
    border-inline-start: 4px solid var(--_danger);
    font-weight: 600;
  }

  /* Dark modules on a white field in every scheme: wallets fail to scan inverted codes. */
  svg {
    display: block;
    width: min(var(--crypto-checkout-qr-size, 200px), 100%);
    margin-inline: auto;
  }

  .value {
    padding: 0.5rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: 8px;
    user-select: all;
    -webkit-user-select: all;
    word-break: break-all;
  }

  .amount .value {
    padding: 0;
    border: 0;
    word-break: normal;
  }

  .amount {
    overflow-wrap: anywhere;
  }

  .button {
    flex: none;
    min-width: 4.75rem;
    min-height: 2.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid;
    border-radius: 8px;
    background: none;
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }

  .button,
  a {
    color: var(--_accent);
  }

  .button:not(.copied):hover {
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
  }

  .copied,
  .success .title {
    color: var(--_success);
  }

  .countdown {
    padding-top: 0.75rem;
    border-top: 1px solid var(--_border);
    color: var(--_muted);
  }

  .timer {
    font-size: 1.125rem;
    font-weight: 600;
    color: var(--_fg);
  }

  .error .title,
  [role='alert'] {
    color: var(--_danger);
    font-weight: 600;
  }

  @media (forced-colors: active) {
    .button,
    .value,
    .warning {
      border: 1px solid CanvasText;
    }
    svg {
      forced-color-adjust: none;
    }
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
