import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import QRCode from 'qrcode/lib/core/qrcode.js';
import { QUIET_ZONE, qrPath, type QrPath } from '../src/qr.js';

interface Run {
  x: number;
  y: number;
  width: number;
}

/** The path's runs, checking that `d` is made only of `M x y h w v1 h-w z` rectangles one module high. */
function runsOf(path: QrPath): Run[] {
  const pattern = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  const runs: Run[] = [];
  while (pattern.lastIndex < path.d.length) {
    const at = pattern.lastIndex;
    const match = pattern.exec(path.d);
    if (!match) throw new Error(`unexpected path syntax at ${at}: ${path.d.slice(at, at + 40)}`);
    const [, x, y, width, back] = match.map(Number);
    expect(back, 'each run closes back to its start').to.equal(width);
    expect(width).to.be.greaterThan(0);
    runs.push({ x: x!, y: y!, width: width! });
  }
  return runs;
}

/** Draws the path as a wallet camera would see it: dark modules on white, `scale` px per module. */
function rasterize(path: QrPath, scale: number): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = path.size * scale;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  for (const run of runsOf(path)) context.fillRect(run.x * scale, run.y * scale, run.width * scale, scale);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function decode(path: QrPath, scale: number) {
  const image = rasterize(path, scale);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
}

const INPUTS: [string, string][] = [
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

describe('qr', () => {
  it('uses the standard quiet zone of 4 modules', () => {
    expect(QUIET_ZONE).to.equal(4);
  });

  for (const [what, text] of INPUTS) {
    describe(`for ${what}`, () => {
      let path: QrPath;
      before(() => {
        path = qrPath(text);
      });

      for (const scale of [4, 6, 8]) {
        it(`decodes back to exactly the input at ${scale} px per module`, () => {
          const result = decode(path, scale);
          expect(result, 'jsQR found no code').not.to.equal(null);
          expect(result!.data).to.equal(text);
        });
      }

      it('has a size of a QR symbol plus 4 light modules on each side', () => {
        const result = decode(path, 6);
        expect(result).not.to.equal(null);
        // A version-v symbol is 17 + 4v modules wide.
        expect(path.size).to.equal(17 + 4 * result!.version + 2 * 4);
        expect((path.size - 8 - 21) % 4).to.equal(0);
      });

      it('keeps the quiet zone free: no dark module in the first or last 4 rows and columns', () => {
        const runs = runsOf(path);
        expect(runs.length).to.be.greaterThan(0);
        for (const run of runs) {
          expect(run.y).to.be.within(4, path.size - 5);
          expect(run.x).to.be.at.least(4);
          expect(run.x + run.width).to.be.at.most(path.size - 4);
        }
        // The finder patterns reach the edge of the symbol on every side, so the zone is exactly 4.
        expect(Math.min(...runs.map((run) => run.y))).to.equal(4);
        expect(Math.max(...runs.map((run) => run.y))).to.equal(path.size - 5);
        expect(Math.min(...runs.map((run) => run.x))).to.equal(4);
        expect(Math.max(...runs.map((run) => run.x + run.width))).to.equal(path.size - 4);
      });

      it('keeps the quiet zone light in the rendered pixels too', () => {
        const scale = 4;
        const image = rasterize(path, scale);
        const zone = 4 * scale;
        for (let y = 0; y < image.height; y++) {
          for (let x = 0; x < image.width; x++) {
            if (x >= zone && x < image.width - zone && y >= zone && y < image.height - zone) continue;
            if (image.data[(y * image.width + x) * 4] !== 255)
              throw new Error(`dark pixel in the quiet zone at ${x},${y}`);
          }
        }
      });

      it('merges each row into runs that neither overlap nor touch', () => {
        const byRow = new Map<number, Run[]>();
        for (const run of runsOf(path)) byRow.set(run.y, [...(byRow.get(run.y) ?? []), run]);
        for (const row of byRow.values()) {
          for (let i = 1; i < row.length; i++) expect(row[i]!.x).to.be.greaterThan(row[i - 1]!.x + row[i - 1]!.width);
        }
      });
    });
  }

  // qr.ts chooses the mask itself (qrcode's choice was most of a first paint's encoding time): it must be
  // qrcode's choice, so every code is the one qrcode draws. Texts of versions 1 to 14, version information
  // (7 and above) included, letters, digits and symbols mixed so each mask wins somewhere.
  it('draws the symbol qrcode draws when it chooses the mask itself, module for module', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?=&.-_%';
    const texts = [
      ...INPUTS.map(([, text]) => text),
      ...Array.from({ length: 160 }, (_, n) =>
        Array.from({ length: 1 + ((n * 13) % 330) }, () => alphabet[next() % alphabet.length]).join(''),
      ),
    ];
    const masks = new Set<number | undefined>();
    for (const text of texts) {
      const symbol = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }]);
      masks.add(symbol.maskPattern);
      const { size, data } = symbol.modules;
      const drawn = new Uint8Array(size * size);
      for (const run of runsOf(qrPath(text)))
        drawn.fill(
          1,
          (run.y - QUIET_ZONE) * size + run.x - QUIET_ZONE,
          (run.y - QUIET_ZONE) * size + run.x - QUIET_ZONE + run.width,
        );
      expect([...drawn].join(''), text).to.equal([...data].join(''));
    }
    expect([...masks].sort(), 'the texts exercise every mask').to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('draws a 7x7 finder pattern in the top-left corner of the symbol', () => {
    const runs = runsOf(qrPath('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY'));
    const row = (y: number) => runs.filter((run) => run.y === y && run.x < 11).map((run) => [run.x, run.width]);
    expect(row(4)).to.deep.equal([[4, 7]]);
    expect(row(5)).to.deep.equal([
      [4, 1],
      [10, 1],
    ]);
    expect(row(6)).to.deep.equal([
      [4, 1],
      [6, 3],
      [10, 1],
    ]);
    expect(row(10)).to.deep.equal([[4, 7]]);
  });

  it('gives different codes for different texts and the same code for the same text', () => {
    expect(qrPath('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY').d).to.equal(qrPath('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY').d);
    expect(qrPath('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY').d).not.to.equal(qrPath('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDZ').d);
  });

  it('grows with the text', () => {
    expect(qrPath('a'.repeat(500)).size).to.be.greaterThan(qrPath('a').size);
  });

  it('throws for text too long for any QR code', () => {
    expect(() => qrPath('a'.repeat(3_000))).to.throw();
  });
});
