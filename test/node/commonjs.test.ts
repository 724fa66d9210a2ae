// A merchant's server.js beside `npm init -y`'s "type": "commonjs": require() loads the server parts of the
// package (Node 20.19 and later load ES modules by require). Run against the built package (npm run build).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const app = mkdtempSync(join(tmpdir(), 'crypto-checkout-cjs-'));
after(() => rmSync(app, { recursive: true, force: true }));

test('require() in a CommonJS project loads crypto-checkout/server, /client and /sandbox', () => {
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop', version: '1.0.0', type: 'commonjs' }));
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(resolve('.'), join(app, 'node_modules', 'crypto-checkout'), 'dir');
  writeFileSync(
    join(app, 'server.js'),
    [
      "const { createInvoiceHandler, crossSiteRefusal } = require('crypto-checkout/server');",
      "const { PaymentApiClient } = require('crypto-checkout/client');",
      "const { startSandbox } = require('crypto-checkout/sandbox');",
      'console.log([createInvoiceHandler, crossSiteRefusal, PaymentApiClient, startSandbox].map((f) => typeof f).join());',
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, ['server.js'], { cwd: app, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), 'function,function,function,function');
});
