// src/qr/reed-solomon.ts against the standard's example and qrcode's own encoder: the same error correction
// codewords for every degree a QR code uses, on random data.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { reedSolomonEncoder } from '../../src/qr/reed-solomon.js';

// qrcode's internal module, the oracle: not part of its documented API, so typed here.
const require = createRequire(import.meta.url);
const QrcodeEncoder = require('qrcode/lib/core/reed-solomon-encoder.js') as new (degree: number) => {
  encode(data: Uint8Array): Uint8Array;
};

/** A QR code's blocks have 7 to 30 error correction codewords (ISO/IEC 18004, table 9). */
const DEGREES = Array.from({ length: 24 }, (_, index) => index + 7);

test('the same error correction codewords as qrcode for every degree, on 200 random blocks each', () => {
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const degree of DEGREES) {
    const ours = reedSolomonEncoder(degree);
    const theirs = new QrcodeEncoder(degree);
    for (let run = 0; run < 200; run++) {
      // Data blocks are 1 to 123 codewords long; all zeros and leading zeros are the edge cases of the division.
      const data = Uint8Array.from({ length: 1 + Math.floor(random() * 123) }, () =>
        run % 10 === 0 ? 0 : Math.floor(random() * 256),
      );
      if (run % 7 === 0) data[0] = 0;
      assert.deepEqual(ours(data), theirs.encode(data), `degree ${degree}, data ${data.join(',')}`);
    }
  }
});

test('a known block: the 16 data codewords of "01234567" at 1-M give the standard\'s 10 codewords', () => {
  // ISO/IEC 18004 annex I's example symbol.
  const data = Uint8Array.from([16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]);
  assert.deepEqual([...reedSolomonEncoder(10)(data)], [165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
});
