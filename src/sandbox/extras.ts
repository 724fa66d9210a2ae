/**
 * The sandbox's extras: what it adds to the spec for development, each off
 * until a test or a developer asks for it by name (docs/sandbox.md, "Extras").
 * The one list of their names, how the options and the command's arguments
 * name them, and how the banner says which are on. No I/O.
 */

/**
 * Every extra, by name:
 * - `invoice-read`: `GET /api/public/v1/invoices/:id`, reading an invoice back;
 * - `invoice-attributes`: an invoice document's `status` and `network` attributes;
 * - `controls`: `/api/sandbox`'s outcome control and deposit simulation;
 * - `expiry-meta`: `meta.sandbox.expiresInSeconds` in the creation's body, a shorter life for that invoice.
 */
export const SANDBOX_EXTRAS = ['invoice-read', 'invoice-attributes', 'controls', 'expiry-meta'] as const;

/** The name of one of the sandbox's extras. */
export type SandboxExtra = (typeof SANDBOX_EXTRAS)[number];

/** What each extra adds, in a few words (the command's help). */
export const EXTRA_SUMMARIES: Readonly<Record<SandboxExtra, string>> = {
  'invoice-read': 'GET /api/public/v1/invoices/:id',
  'invoice-attributes': "an invoice's status and network",
  controls: 'the outcome and deposit controls',
  'expiry-meta': 'meta.sandbox.expiresInSeconds',
};

/** What the `extras` option takes: `true` for every extra, or the names of those to turn on. */
export type ExtrasOption = true | readonly SandboxExtra[];

export function isSandboxExtra(value: unknown): value is SandboxExtra {
  return (SANDBOX_EXTRAS as readonly unknown[]).includes(value);
}

const NAMES = SANDBOX_EXTRAS.join(', ');

/**
 * The extras an `extras` option turns on (none when it is left out). Throws a TypeError for anything but `true`
 * or an array of known names: an extra misspelt and silently off would be worse than a refusal.
 */
export function extrasOf(option: ExtrasOption | undefined): ReadonlySet<SandboxExtra> {
  if (option === undefined) return new Set();
  if (option === true) return new Set(SANDBOX_EXTRAS);
  if (!Array.isArray(option)) {
    throw new TypeError(`extras must be true or an array of names (${NAMES}), not ${quote(option)}.`);
  }
  const unknown = option.filter((name) => !isSandboxExtra(name));
  if (unknown.length > 0) {
    throw new TypeError(`extras names no such extra: ${unknown.map(quote).join(', ')}. The extras are ${NAMES}.`);
  }
  return new Set(option);
}

/**
 * The names in a comma-separated list (`controls,invoice-read`) in SANDBOX_EXTRAS's order, or why they are
 * refused: an unknown name, or none. `source` names where the list came from, for the reason.
 */
export function readExtraNames(list: string, source: string): { extras: SandboxExtra[] } | { reason: string } {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) {
    return { reason: `${source} names no extra: give names (e.g. controls,invoice-read), or --extras alone for all.` };
  }
  const unknown = names.filter((name) => !isSandboxExtra(name));
  if (unknown.length > 0) {
    return { reason: `${source} names no such extra: ${unknown.map(quote).join(', ')}. The extras are ${NAMES}.` };
  }
  return { extras: SANDBOX_EXTRAS.filter((name) => names.includes(name)) };
}

/** Which extras are on, for the command's banner. */
export function describeExtras(extras: ReadonlySet<SandboxExtra>): string {
  if (extras.size === 0) return 'off: only what the specification shows (--extras or --extras=<names> turns them on)';
  if (extras.size === SANDBOX_EXTRAS.length) return `all (${NAMES})`;
  return SANDBOX_EXTRAS.filter((name) => extras.has(name)).join(', ');
}

const quote = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
