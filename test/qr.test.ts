import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import { QUIET_ZONE, qrPath, type QrPath } from '../src/qr/qr-path.js';
import { QR_INPUTS as INPUTS, runsOf, type Run } from './helpers/qr-runs.js';

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
