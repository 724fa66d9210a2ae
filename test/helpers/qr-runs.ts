import type { QrPath } from '../../src/qr/qr-path.js';

/** One horizontal run of dark modules in a QR path, in modules (quiet zone included). */
export interface Run {
  x: number;
  y: number;
  width: number;
}

/** The path's runs, checking that `d` is made only of `M x y h w v1 h-w z` rectangles one module high. */
export function runsOf(path: QrPath): Run[] {
  const pattern = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  const runs: Run[] = [];
  while (pattern.lastIndex < path.d.length) {
    const at = pattern.lastIndex;
    const match = pattern.exec(path.d);
    if (!match) throw new Error(`unexpected path syntax at ${at}: ${path.d.slice(at, at + 40)}`);
    const [, x, y, width, back] = match.map(Number) as [number, number, number, number, number];
    if (back !== width) throw new Error(`a run at ${x},${y} does not close back to its start`);
    if (!(width > 0)) throw new Error(`an empty run at ${x},${y}`);
    runs.push({ x, y, width });
  }
  return runs;
}

/** Texts a checkout encodes, each named for a test's title: addresses, payment URIs, a link. */
export const QR_INPUTS: [string, string][] = [
  ['a BTC bech32 address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['an ETH address', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ['a Tron address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
  ['a bare XRP r-address', 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY'],
  [
    'a long EIP-681 URI',
    'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=49990000',
  ],
  ['a BIP-21 URI with an amount', 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00081234'],
  ['a checkout link', 'https://pay.binance.example/checkout/29383937493038367292'],
];
