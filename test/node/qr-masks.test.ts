// src/qr.ts chooses the mask itself (qrcode's choice was most of a first paint's encoding time): it must be
// qrcode's choice, so every code is the one qrcode draws. Pure logic, so it runs here once rather than in each
// browser. Texts of versions 1 to 14, version information (7 and above) included, letters, digits and symbols
// mixed so each mask wins somewhere.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import QRCode from 'qrcode/lib/core/qrcode.js';
import { QUIET_ZONE, qrPath } from '../../src/qr.js';
import { QR_INPUTS, runsOf } from '../helpers/qr-runs.js';

test('draws the symbol qrcode draws when it chooses the mask itself, module for module', () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?=&.-_%';
  const texts = [
    ...QR_INPUTS.map(([, text]) => text),
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
    for (const run of runsOf(qrPath(text))) {
      const start = (run.y - QUIET_ZONE) * size + run.x - QUIET_ZONE;
      drawn.fill(1, start, start + run.width);
    }
    assert.equal(drawn.join(''), Uint8Array.from(data).join(''), text);
  }
  assert.deepEqual([...masks].sort(), [0, 1, 2, 3, 4, 5, 6, 7], 'the texts exercise every mask');
});
