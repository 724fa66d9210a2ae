import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findChromium, findTestChromium } from '../../scripts/find-browser.mjs';

test('CHROME_PATH wins over the usual places', () => {
  const saved = process.env.CHROME_PATH;
  process.env.CHROME_PATH = '/opt/custom/chrome';
  try {
    assert.equal(findChromium(), '/opt/custom/chrome');
    assert.equal(findTestChromium(), '/opt/custom/chrome');
  } finally {
    if (saved === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved;
  }
});
