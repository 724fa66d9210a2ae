import { unsafeCSS } from 'lit';

/**
 * Lit's css`` for a sheet with no values inside, as the element's sheets are (this one and the picker's):
 * the text goes to Lit whole, without the code with which Lit's tag checks each value (about 150 bytes gzip
 * of the script-tag file). `never` keeps values out; the name keeps the build's template minifier and
 * editors reading the text as CSS.
 */
export const css = ([text]: TemplateStringsArray, ..._values: never[]) => unsafeCSS(text);

export const styles = css`
  :host {
    /* Public knobs are read once into private ones, so any ancestor can theme them. Each default is a light
       and a dark value, and light-dark() takes the one of the colour scheme the element inherits: the page's
       color-scheme (on any ancestor or the element) or its <meta name="color-scheme">; light dark is the
       reader's preference. No color-scheme here: the host's own would override the page's. */
    --_bg: var(--crypto-checkout-background, light-dark(#fff, #16181d));
    --_fg: var(--crypto-checkout-color, light-dark(#1b1d22, #eceef2));
    --_muted: var(--crypto-checkout-muted-color, light-dark(#5b6170, #a5abb8));
    --_border: var(--crypto-checkout-border-color, light-dark(#dde0e6, #2d313a));
    --_accent: var(--crypto-checkout-accent-color, light-dark(#2f5bea, #8aa6ff));
    --_success: var(--crypto-checkout-success-color, light-dark(#16794c, #5fd39a));
    --_danger: var(--crypto-checkout-danger-color, light-dark(#b42318, #ff8a80));
    --_warning: var(--crypto-checkout-warning-background, light-dark(#fff4d6, #3a2f10));

    display: block;
    font-family: var(--crypto-checkout-font-family, system-ui, sans-serif);
    color: var(--_fg);
    line-height: 1.45;
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

  /* Type: system-ui in two weights (400, and 600 for all emphasis, strong included) at the text size, with
     0.875rem for labels and small print and the amount as the one large figure; only what a payer compares
     character by character (addresses, tags, memos, ids) is monospace. Each further face, weight or size is
     a font lookup before the first layout, and on a first visit those cost more than the element's script
     (docs/performance.md). */
  .title,
  .amount,
  .timer,
  strong {
    font-weight: 600;
  }

  .amount {
    font-size: 1.375rem;
  }

  .title {
    font-size: 1rem;
  }

  /* A screen's title takes focus only so a keyboard user stays in the element: it is no control to ring. */
  [tabindex='-1']:focus {
    outline: none;
  }

  .label,
  .muted,
  .countdown p,
  dt {
    color: var(--_muted);
  }

  .label,
  .small {
    font-size: 0.875rem;
  }

  .center {
    text-align: center;
  }

  .mono {
    font-family: var(--crypto-checkout-mono-font-family, ui-monospace, monospace);
  }

  /* Rows that wrap: a value and its copy button, the buttons side by side, a fact and its value. */
  .row,
  .actions,
  .choice,
  .facts div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  .row {
    align-items: flex-start;
  }

  /* In a narrow card the copy button moves under the value rather than squeezing it. */
  .row > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }

  /* The amount breaks between number and currency, inside its digits only where they are wider than the card
     (18 decimals of ether on a phone); a long amount takes its own line, its copy button under it, rather than
     run under the button. */
  .amount .value,
  .currency {
    display: inline-block;
  }

  .row > .amount {
    flex-basis: auto;
  }

  .currency {
    font-size: 1rem;
    white-space: nowrap;
  }

  /* A short value inside a sentence (a network, a currency, a tag) stays whole on one line: at phone width a
     right-to-left sentence broke "Tron (TRC-20)" inside, and drew it as "(20.". So does each hyphen of an id
     with the characters either side (src/ui/parts.ts unbrokenAtHyphens). */
  .whole {
    white-space: nowrap;
  }

  .actions,
  .choice {
    justify-content: center;
  }

  /* Two actions are a pair: one size, side by side where both fit, one above the other in a phone's card. */
  .actions > .button {
    flex: 1 1 9rem;
  }

  .warning,
  .note {
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: var(--_warning);
    font-size: 0.875rem;
  }

  /* A caution with nothing at risk yet (the expired screen's): a plain box, no warning colour. */
  .note {
    border: 1px solid var(--_border);
    background: none;
  }

  .strong {
    border-inline-start: 4px solid var(--_danger);
    font-weight: 600;
  }

  /* Dark modules on a white field in every scheme: wallets fail to scan inverted codes. */
  [part='qr-code'] {
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
  }

  .value,
  dd {
    overflow-wrap: anywhere;
  }

  .amount .value {
    padding: 0;
    border: 0;
  }

  /* The memo comes before the address, and large: it is what payers forget. */
  .memo .value {
    font-size: 1.25rem;
    font-weight: 600;
  }

  /* An address in groups of four, its first and last group (what a payer compares) marked: a tint and
     the accent colour, no bolder face (one more font to look up). */
  [part='address'] span {
    margin-inline-end: 0.3em;
  }

  [part='address'] span:is(:first-of-type, :last-of-type) {
    /* The outline shows only in forced colours, which draw a transparent one and no tint. */
    outline: 1px solid transparent;
    border-radius: 4px;
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
    color: var(--_accent);
  }

  /* Every button and button-like link: one height, its label centred. */
  .button {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-width: 4.75rem;
    min-height: 2.75rem;
    padding: 0.25rem 0.875rem;
    border: 1px solid;
    border-radius: 8px;
    background: none;
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
  }

  .button,
  a {
    color: var(--_accent);
  }

  /* The link to the payment service's page stands on its own line: as tall as a button, a target a finger
     hits (WCAG 2.5.8 asks 24 × 24 px), and still drawn as a link. */
  .page-link {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
  }

  .button:not(.copied):hover {
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
  }

  .primary,
  .button[aria-pressed='true'] {
    border-color: var(--_accent);
    background: var(--_accent) !important;
    color: var(--_bg);
  }

  .primary {
    width: 100%;
  }

  .copied,
  .success .title,
  .success .icon {
    color: var(--_success);
  }

  summary {
    min-height: 2.75rem;
    align-content: center;
    color: var(--_accent);
    font-weight: 600;
    cursor: pointer;
  }

  /* Time left, with a bar of the share left that takes the warning colour in the last 5 minutes. */
  .countdown p {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }

  /* The timer's digits stay one width apart, so it does not shift as it counts. */
  .timer {
    color: var(--_fg);
    font-variant-numeric: tabular-nums;
  }

  .bar {
    height: 4px;
    margin-top: 0.25rem;
    border-radius: 2px;
    background: var(--_border);
    overflow: hidden;
  }

  /* Its width, not a transform: the bar then shrinks toward the start in right-to-left text too. */
  .fill {
    width: calc(var(--left, 1) * 100%);
    height: 100%;
    background: var(--_accent);
  }

  .low .fill {
    background: var(--_danger);
  }

  .low .timer {
    color: var(--_danger);
  }

  .facts {
    display: grid;
    gap: 0.25rem;
  }

  .facts div {
    justify-content: space-between;
    gap: 0 1rem;
  }

  .icon {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-inline: auto;
    border: 3px solid;
    border-radius: 50%;
    color: var(--_accent);
    font-size: 1.5rem;
    font-weight: 600;
  }

  .neutral .icon {
    color: var(--_muted);
  }

  /* The neutral icon's clock hands, from the centre up and to the side: borders, which forced colours keep. */
  .neutral .icon::before,
  .neutral .icon::after {
    content: '';
    grid-area: 1 / 1;
    border-radius: 2px;
  }

  .neutral .icon::before {
    height: 0.7rem;
    margin-bottom: 0.7rem;
    border-inline-start: 3px solid;
  }

  .neutral .icon::after {
    width: 0.55rem;
    margin-inline-start: 0.55rem;
    border-top: 3px solid;
  }

  .spinner {
    display: block;
    width: 2.5rem;
    height: 2.5rem;
    margin-inline: auto;
    border: 4px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
  }

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  /* Motion only for those who did not ask for none: otherwise the ring stands still (the words beside it say
     what it waits for). The countdown's bar never glides: it steps once a second by a fraction of a pixel, and a
     glide would redraw the page at every frame for as long as the payment is shown, draining a phone's battery. */
  @media (prefers-reduced-motion: no-preference) {
    .spinner {
      animation: spin 1s linear infinite;
    }
  }

  /* A warning box keeps its calm text even as an alert (the coin switch's): the box is the emphasis. */
  .error .title,
  .error .icon,
  [role='alert']:not(.warning) {
    color: var(--_danger);
    font-weight: 600;
  }

  @media (forced-colors: active) {
    .button,
    .value,
    .warning,
    .note {
      border: 1px solid CanvasText;
    }
    [part='qr-code'] {
      forced-color-adjust: none;
    }
    .primary,
    .button[aria-pressed='true'] {
      border-width: 3px;
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
