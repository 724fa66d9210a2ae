// The payment sandbox over real HTTP on loopback: every endpoint, every rule and error, pagination edges, auth.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEED_ACCOUNTS, SEED_CHANNELS, startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { parseChannel, parseDeposits } from '../../src/core/channel.js';
import { parseInvoice } from '../../src/core/invoice.js';
import { NETWORKS } from '../../src/sandbox/currencies.js';
import { SPEC_INVOICE_ATTRIBUTES } from '../helpers/spec.js';

const KEY = 'sk_sandbox_test_key';
const MEDIA = 'application/vnd.api+json';
const HEADERS = { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const MINUTE = 60_000;

let server: RunningSandbox;
let now = Date.UTC(2026, 10, 22, 12, 0, 0);

before(async () => {
  server = await startSandbox({ key: KEY, now: () => now, extras: true });
});
after(() => server.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  sandbox: RunningSandbox = server,
): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers ?? HEADERS,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const INVOICES = '/api/public/v1/invoices';

function invoiceBody(attributes: Json, extra: Json = {}): Json {
  return { data: { type: 'invoices', attributes }, ...extra };
}

const createInvoice = (attributes: Json, extra: Json = {}) =>
  call(INVOICES, {
    method: 'POST',
    body: invoiceBody({ amountBilled: '49.99', billedCurrency: 'EUR', ...attributes }, extra),
  });

/** The one JSON:API error of a failed answer, checked for the members every error carries. */
function assertError(answer: Answer, status: number, code: string): Json {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.headers.get('content-type'), MEDIA);
  assert.deepEqual(answer.body.jsonapi, { version: '1.0' });
  assert.ok(Array.isArray(answer.body.errors) && answer.body.errors.length > 0);
  const error = answer.body.errors.find((candidate: Json) => candidate.code === code);
  assert.ok(error, `no ${code} among ${JSON.stringify(answer.body.errors)}`);
  for (const entry of answer.body.errors) {
    assert.equal(entry.status, String(status));
    for (const member of ['code', 'title', 'detail']) assert.equal(typeof entry[member], 'string');
  }
  return error;
}

function pointers(answer: Answer): string[] {
  return answer.body.errors.map((error: Json) => error.source?.pointer).sort();
}

/** A decimal string as integer units at `scale`. */
function units(value: string, scale: number): bigint {
  const [integer, fraction = ''] = value.replace('-', '').split('.');
  assert.ok(fraction.length <= scale, `${value} has more than ${scale} decimals`);
  const result = BigInt(integer + fraction.padEnd(scale, '0'));
  return value.startsWith('-') ? -result : result;
}

/** Every timestamp-named member of a document, anywhere in it. */
function timestamps(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => timestamps(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (/At$/.test(key) && typeof member === 'string') found.push(member);
      else timestamps(member, found);
    }
  }
  return found;
}

const ADDRESS_FORMATS: Record<string, RegExp> = {
  bitcoin: /^bc1q[02-9ac-hj-np-z]{38}$/,
  litecoin: /^ltc1q[02-9ac-hj-np-z]{38}$/,
  ethereum: /^0x[0-9a-f]{40}$/,
  'ethereum:usdt': /^0x[0-9a-f]{40}$/,
  'ethereum:usdc': /^0x[0-9a-f]{40}$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  'tron:usdt': /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  xrp: /^r[1-9A-HJ-NP-Za-km-z]{24,34}\?dt=(0|[1-9]\d{0,9})$/,
};

const DECIMALS: Record<string, number> = { BTC: 8, ETH: 18, USDT: 6, USDC: 6, LTC: 8, XRP: 6, TRX: 6, EUR: 2, USD: 2 };

describe('authentication', () => {
  const endpoints: [string, string][] = [
    ['POST', INVOICES],
    ['GET', `/api/public/v1/accounts/${SEED_ACCOUNTS.eurMaster}`],
    ['GET', '/api/public/v1/transactions/bank_withdrawals'],
    ['GET', '/api/public/v1/channels'],
    ['GET', '/api/public/v1/channels/any/transactions'],
    ['GET', `${INVOICES}/any`],
    ['POST', '/api/sandbox/invoices/any/outcome'],
    ['POST', '/api/sandbox/channels/any/deposits'],
  ];

  for (const [method, path] of endpoints) {
    test(`${method} ${path} without a key is 401 with a Bearer challenge`, async () => {
      const answer = await call(path, {
        method,
        headers: { 'Content-Type': MEDIA },
        body: method === 'POST' ? {} : undefined,
      });
      const error = assertError(answer, 401, 'missing_api_key');
      assert.deepEqual(error.source, { header: 'Authorization' });
      assert.match(answer.headers.get('www-authenticate') ?? '', /^Bearer realm=/);
    });

    test(`${method} ${path} with a wrong key is 401`, async () => {
      const answer = await call(path, {
        method,
        headers: { Authorization: 'Bearer not-the-key', 'Content-Type': MEDIA },
        body: method === 'POST' ? {} : undefined,
      });
      assertError(answer, 401, 'invalid_api_key');
      assert.match(answer.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    });
  }

  test('another scheme, an empty key or the key as Basic credentials are refused', async () => {
    for (const authorization of [`Basic ${KEY}`, 'Bearer ', `Bearer ${KEY} extra`, KEY, `Bearer ${KEY}x`]) {
      const answer = await call('/api/public/v1/channels', {
        headers: { Authorization: authorization, 'Content-Type': MEDIA },
      });
      assert.equal(answer.status, 401, authorization);
    }
  });

  test('the scheme is case-insensitive (RFC 7235)', async () => {
    const answer = await call('/api/public/v1/channels', {
      headers: { Authorization: `bearer ${KEY}`, 'Content-Type': MEDIA },
    });
    assert.equal(answer.status, 200);
  });

  test('the key is checked before the media type', async () => {
    const answer = await call('/api/public/v1/channels', { headers: { 'Content-Type': 'text/plain' } });
    assert.equal(answer.status, 401);
  });
});

describe('media type', () => {
  test('every request, GETs included, needs Content-Type: application/vnd.api+json', async () => {
    const answer = await call('/api/public/v1/channels', { headers: { Authorization: `Bearer ${KEY}` } });
    const error = assertError(answer, 415, 'unsupported_media_type');
    assert.deepEqual(error.source, { header: 'Content-Type' });
  });

  test('application/json and JSON:API with media type parameters are 415', async () => {
    for (const contentType of ['application/json', `${MEDIA}; charset=utf-8`, `${MEDIA}; ext="bulk"`, 'text/plain']) {
      const answer = await call(INVOICES, {
        method: 'POST',
        headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': contentType },
        body: invoiceBody({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' }),
      });
      assertError(answer, 415, 'unsupported_media_type');
    }
  });

  test('the media type is matched without regard to case', async () => {
    const answer = await call('/api/public/v1/channels', {
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'Application/VND.API+JSON' },
    });
    assert.equal(answer.status, 200);
  });

  test('an Accept naming JSON:API only with parameters is 406; other Accept values are answered', async () => {
    const refused = await call('/api/public/v1/channels', { headers: { ...HEADERS, Accept: `${MEDIA}; ext="bulk"` } });
    assertError(refused, 406, 'not_acceptable');
    for (const accept of [MEDIA, `${MEDIA};q=0.9`, '*/*', 'application/json', `${MEDIA}; ext="bulk", ${MEDIA}`]) {
      const answer = await call('/api/public/v1/channels', { headers: { ...HEADERS, Accept: accept } });
      assert.equal(answer.status, 200, accept);
    }
  });

  test('answers are JSON:API, never cached', async () => {
    const answer = await call('/api/public/v1/channels');
    assert.equal(answer.headers.get('content-type'), MEDIA);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.deepEqual(answer.body.jsonapi, { version: '1.0' });
  });
});

describe('routing and bodies', () => {
  test('an unknown endpoint under /api/public/v1 is a JSON:API 404', async () => {
    for (const path of [
      '/api/public/v1/nothing',
      '/api/public/v1/channels/',
      '/api/public/v1/accounts',
      '/api/sandbox/x',
    ]) {
      assertError(await call(path), 404, 'not_found');
    }
  });

  test('a known endpoint with another method is 405 with Allow', async () => {
    const answer = await call('/api/public/v1/channels', { method: 'DELETE' });
    assertError(answer, 405, 'method_not_allowed');
    assert.equal(answer.headers.get('allow'), 'GET');
    const invoices = await call(INVOICES, { method: 'GET' });
    assert.equal(invoices.headers.get('allow'), 'POST');
  });

  test('paths outside the APIs are not the sandbox’s', async () => {
    const response = await fetch(`${server.url}/api/public/v2/channels`, { headers: HEADERS });
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('content-type'), 'application/json');
  });

  test('a body that is not JSON is 400 invalid_json', async () => {
    const answer = await call(INVOICES, { method: 'POST', body: '{"data": ' });
    assertError(answer, 400, 'invalid_json');
  });

  test('a body that is not a JSON:API document is 400 invalid_document', async () => {
    for (const body of ['[]', '"invoice"', '{}', '{"data": []}', '{"data": "x"}', 'null']) {
      assertError(await call(INVOICES, { method: 'POST', body }), 400, 'invalid_document');
    }
  });

  test('a body over 100 KB is 413', async () => {
    const answer = await call(INVOICES, {
      method: 'POST',
      body: JSON.stringify({ data: { pad: 'x'.repeat(110_000) } }),
    });
    assertError(answer, 413, 'payload_too_large');
  });

  test('a client-generated id is 403 (JSON:API)', async () => {
    const answer = await call(INVOICES, {
      method: 'POST',
      body: {
        data: {
          id: 'mine',
          type: 'invoices',
          attributes: { amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' },
        },
      },
    });
    assert.deepEqual(assertError(answer, 403, 'client_generated_id').source, { pointer: '/data/id' });
  });

  test('data.type other than invoices is 409 (JSON:API); missing is 422', async () => {
    const wrong = await call(INVOICES, { method: 'POST', body: { data: { type: 'payments', attributes: {} } } });
    assert.deepEqual(assertError(wrong, 409, 'type_mismatch').source, { pointer: '/data/type' });
    const missing = await call(INVOICES, { method: 'POST', body: { data: { attributes: {} } } });
    assert.deepEqual(assertError(missing, 422, 'required').source, { pointer: '/data/type' });
  });

  test('missing attributes are 422 at /data/attributes', async () => {
    const answer = await call(INVOICES, { method: 'POST', body: { data: { type: 'invoices' } } });
    assert.deepEqual(assertError(answer, 422, 'required').source, { pointer: '/data/attributes' });
  });
});

describe('POST /api/public/v1/invoices: rules', () => {
  const ATTRIBUTES = '/data/attributes';

  test('amountBilled, billedCurrency and chargedCurrency are required, all reported at once', async () => {
    const answer = await call(INVOICES, { method: 'POST', body: invoiceBody({}) });
    assertError(answer, 422, 'required');
    assert.deepEqual(pointers(answer), [
      `${ATTRIBUTES}/amountBilled`,
      `${ATTRIBUTES}/billedCurrency`,
      `${ATTRIBUTES}/chargedCurrency`,
    ]);
  });

  test('amountBilled must be a positive decimal string', async () => {
    for (const amountBilled of ['abc', '-1', '1e3', '01.5', ' 1', '1.', '.5', '0', '0.00', '1,5', '']) {
      const answer = await createInvoice({ chargedCurrency: 'BTC', amountBilled });
      assert.equal(answer.status, 422, amountBilled);
      assert.deepEqual(pointers(answer), [`${ATTRIBUTES}/amountBilled`], amountBilled);
    }
    assertError(await createInvoice({ chargedCurrency: 'BTC', amountBilled: 49.99 }), 422, 'invalid_type');
  });

  test('amountBilled has at most the billed currency’s decimals and 15 integer digits', async () => {
    assertError(await createInvoice({ chargedCurrency: 'BTC', amountBilled: '1.999' }), 422, 'invalid_amount');
    assertError(
      await createInvoice({ chargedCurrency: 'BTC', amountBilled: '1234567890123456' }),
      422,
      'invalid_amount',
    );
    assert.equal((await createInvoice({ chargedCurrency: 'BTC', amountBilled: '123456789012345' })).status, 201);
    const inBtc = await createInvoice({ billedCurrency: 'BTC', chargedCurrency: 'ETH', amountBilled: '0.00000001' });
    assert.equal(inBtc.status, 201);
  });

  test('currencies come from the supported list; chargedCurrency must be a cryptocurrency', async () => {
    assertError(await createInvoice({ billedCurrency: 'XYZ', chargedCurrency: 'BTC' }), 422, 'unsupported_currency');
    assertError(await createInvoice({ billedCurrency: 'eur', chargedCurrency: 'BTC' }), 422, 'unsupported_currency');
    assertError(await createInvoice({ chargedCurrency: 'EUR' }), 422, 'unsupported_currency');
    assertError(await createInvoice({ chargedCurrency: 'DOGE' }), 422, 'unsupported_currency');
    assertError(await createInvoice({ chargedCurrency: 7 }), 422, 'invalid_type');
  });

  test('network must be one of the charged currency’s; each currency has a documented default', async () => {
    const wrong = await createInvoice({ chargedCurrency: 'USDT', network: 'bitcoin' });
    assert.deepEqual(assertError(wrong, 422, 'unsupported_network').source, { pointer: `${ATTRIBUTES}/network` });
    const defaults: Record<string, string> = {
      BTC: 'bitcoin',
      ETH: 'ethereum',
      USDT: 'tron:usdt',
      USDC: 'ethereum:usdc',
      LTC: 'litecoin',
      XRP: 'xrp',
      TRX: 'tron',
    };
    for (const [chargedCurrency, network] of Object.entries(defaults)) {
      const answer = await createInvoice({ chargedCurrency });
      assert.equal(answer.body.data.attributes.network, network, chargedCurrency);
    }
    const erc20 = await createInvoice({ chargedCurrency: 'USDT', network: 'ethereum:usdt' });
    assert.equal(erc20.body.data.attributes.network, 'ethereum:usdt');
    assert.equal(erc20.body.data.attributes.networkName, 'Ethereum (ERC-20)');
  });

  test('targetCurrency is one of EUR, USD, USDT, USDC', async () => {
    for (const targetCurrency of ['EUR', 'USD', 'USDT', 'USDC']) {
      const answer = await createInvoice({ chargedCurrency: 'BTC', targetCurrency });
      assert.equal(answer.status, 201, targetCurrency);
      assert.equal(answer.body.data.attributes.targetCurrency, targetCurrency);
    }
    for (const targetCurrency of ['GBP', 'BTC', 'usd']) {
      const answer = await createInvoice({ chargedCurrency: 'BTC', targetCurrency });
      assert.deepEqual(assertError(answer, 422, 'unsupported_currency').source, {
        pointer: `${ATTRIBUTES}/targetCurrency`,
      });
    }
  });

  test('without targetCurrency: the billed currency when it settles, else EUR; credited to its master account', async () => {
    const cases: [string, string, string][] = [
      ['EUR', 'EUR', SEED_ACCOUNTS.eurMaster],
      ['USD', 'USD', SEED_ACCOUNTS.usdMaster],
      ['USDC', 'USDC', SEED_ACCOUNTS.usdcMaster],
      ['GBP', 'EUR', SEED_ACCOUNTS.eurMaster],
      ['BTC', 'EUR', SEED_ACCOUNTS.eurMaster],
    ];
    for (const [billedCurrency, target, account] of cases) {
      const answer = await createInvoice({ billedCurrency, amountBilled: '10', chargedCurrency: 'ETH' });
      assert.equal(answer.body.data.attributes.targetCurrency, target, billedCurrency);
      assert.equal(answer.body.data.attributes.targetAccountId, account, billedCurrency);
    }
  });

  test('targetAccountId requires targetCurrency, must exist and must hold the target currency', async () => {
    const alone = await createInvoice({ chargedCurrency: 'BTC', targetAccountId: SEED_ACCOUNTS.eurWebShop });
    assert.deepEqual(assertError(alone, 422, 'required').source, { pointer: `${ATTRIBUTES}/targetCurrency` });
    const unknown = await createInvoice({ chargedCurrency: 'BTC', targetCurrency: 'EUR', targetAccountId: 'nope' });
    assert.deepEqual(assertError(unknown, 422, 'account_not_found').source, {
      pointer: `${ATTRIBUTES}/targetAccountId`,
    });
    const mismatch = await createInvoice({
      chargedCurrency: 'BTC',
      targetCurrency: 'USD',
      targetAccountId: SEED_ACCOUNTS.eurWebShop,
    });
    assertError(mismatch, 422, 'currency_mismatch');
    const sub = await createInvoice({
      chargedCurrency: 'BTC',
      targetCurrency: 'EUR',
      targetAccountId: SEED_ACCOUNTS.eurWebShop,
    });
    assert.equal(sub.status, 201);
    assert.equal(sub.body.data.attributes.targetAccountId, SEED_ACCOUNTS.eurWebShop);
  });

  test('reference is unique per invoice, 1 to 255 characters', async () => {
    const reference = `order-${Date.now()}`;
    assert.equal((await createInvoice({ chargedCurrency: 'BTC', reference })).status, 201);
    const again = await createInvoice({ chargedCurrency: 'ETH', reference });
    assert.deepEqual(assertError(again, 422, 'taken').source, { pointer: `${ATTRIBUTES}/reference` });
    assertError(await createInvoice({ chargedCurrency: 'BTC', reference: '' }), 422, 'invalid_reference');
    assertError(await createInvoice({ chargedCurrency: 'BTC', reference: 'r'.repeat(256) }), 422, 'invalid_reference');
    assert.equal((await createInvoice({ chargedCurrency: 'BTC', reference: 'r'.repeat(255) })).status, 201);
    const none = await createInvoice({ chargedCurrency: 'BTC', reference: null });
    assert.equal(none.body.data.attributes.reference, null);
  });

  test('redirect URLs must be absolute http(s) URLs and come back as sent', async () => {
    for (const url of ['javascript:alert(1)', '/relative', 'ftp://x.example/', 'https://', 'data:text/html,hi']) {
      const answer = await createInvoice({
        chargedCurrency: 'BTC',
        successRedirectUrl: url,
        unsuccessRedirectUrl: url,
      });
      assert.equal(answer.status, 422, url);
      assert.deepEqual(pointers(answer), [`${ATTRIBUTES}/successRedirectUrl`, `${ATTRIBUTES}/unsuccessRedirectUrl`]);
    }
    const ok = await createInvoice({
      chargedCurrency: 'BTC',
      successRedirectUrl: 'https://shop.example/ok?order=1',
      unsuccessRedirectUrl: 'http://127.0.0.1:8080/failed',
    });
    assert.equal(ok.body.data.attributes.successRedirectUrl, 'https://shop.example/ok?order=1');
    assert.equal(ok.body.data.attributes.unsuccessRedirectUrl, 'http://127.0.0.1:8080/failed');
  });

  test('paymentMethods holds one of on_chain, exchange_pay, nft; on_chain by default', async () => {
    assert.equal((await createInvoice({ chargedCurrency: 'BTC' })).body.data.attributes.paymentMethods, 'on_chain');
    for (const method of ['on_chain', 'exchange_pay', 'nft']) {
      for (const paymentMethods of [[method], method]) {
        const answer = await createInvoice({ chargedCurrency: 'ETH', paymentMethods });
        assert.equal(answer.status, 201, method);
        assert.equal(answer.body.data.attributes.paymentMethods, method);
      }
    }
    for (const paymentMethods of [[], ['on_chain', 'nft'], 42, {}]) {
      assertError(await createInvoice({ chargedCurrency: 'BTC', paymentMethods }), 422, 'invalid_payment_methods');
    }
    const unknown = await createInvoice({ chargedCurrency: 'BTC', paymentMethods: ['paypal'] });
    assert.deepEqual(assertError(unknown, 422, 'invalid_payment_methods').source, {
      pointer: `${ATTRIBUTES}/paymentMethods/0`,
    });
  });

  test('sandbox only: meta.sandbox.expiresInSeconds shortens the 20 minutes (1 to 1200)', async () => {
    const short = await createInvoice({ chargedCurrency: 'BTC' }, { meta: { sandbox: { expiresInSeconds: 30 } } });
    const { createdAt, expiresAt } = short.body.data.attributes;
    assert.equal(Date.parse(expiresAt) - Date.parse(createdAt), 30_000);
    for (const expiresInSeconds of [0, 1201, '30', 1.5, -5]) {
      const answer = await createInvoice({ chargedCurrency: 'BTC' }, { meta: { sandbox: { expiresInSeconds } } });
      assert.deepEqual(assertError(answer, 422, 'invalid_expires_in').source, {
        pointer: '/meta/sandbox/expiresInSeconds',
      });
    }
  });

  test('unknown attributes are ignored', async () => {
    const answer = await createInvoice({ chargedCurrency: 'BTC', colour: 'blue', status: 'completed' });
    assert.equal(answer.status, 201);
    assert.equal(answer.body.data.attributes.status, 'pending');
    assert.equal(answer.body.data.attributes.colour, undefined);
  });
});

describe('POST /api/public/v1/invoices: the invoice', () => {
  const SPEC_ATTRIBUTES = SPEC_INVOICE_ATTRIBUTES;

  test('201 with Location, every attribute of the spec’s table, status pending, network code', async () => {
    const answer = await createInvoice({ chargedCurrency: 'BTC', reference: 'doc-shape-1' });
    assert.equal(answer.status, 201);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    const { data } = answer.body;
    assert.equal(answer.headers.get('location'), `${INVOICES}/${data.id}`);
    assert.equal(typeof data.id, 'string');
    assert.equal(data.type, 'invoices');
    for (const key of SPEC_ATTRIBUTES) assert.ok(Object.hasOwn(data.attributes, key), key);
    for (const key of SPEC_ATTRIBUTES.filter(
      (name) => !['reference', 'successRedirectUrl', 'unsuccessRedirectUrl'].includes(name),
    )) {
      assert.equal(typeof data.attributes[key], 'string', key);
    }
    assert.equal(data.attributes.status, 'pending');
    assert.equal(data.attributes.network, 'bitcoin');
    assert.equal(data.attributes.networkName, 'Bitcoin');
    assert.deepEqual(answer.body.jsonapi, { version: '1.0' });
    assert.deepEqual(answer.body.meta, {});
    assert.match(data.attributes.hostedPageUrl, /^https:\/\//);
  });

  test('timestamps are ISO 8601 UTC with milliseconds and Z; expiresAt is createdAt + 20 minutes', async () => {
    const answer = await createInvoice({ chargedCurrency: 'LTC' });
    const { createdAt, expiresAt } = answer.body.data.attributes;
    assert.match(createdAt, TIMESTAMP);
    assert.match(expiresAt, TIMESTAMP);
    assert.equal(Date.parse(createdAt), now);
    assert.equal(Date.parse(expiresAt) - Date.parse(createdAt), 20 * MINUTE);
  });

  test('amounts and rates are decimal strings; amountCharged is amountBilled / exchangeRate rounded up', async () => {
    const cases: [string, string, string][] = [
      ['49.99', 'EUR', 'BTC'],
      ['49.99', 'EUR', 'ETH'],
      ['0.01', 'EUR', 'ETH'],
      ['1000000', 'USD', 'USDT'],
      ['49.99', 'GBP', 'USDC'],
      ['12.34', 'CHF', 'LTC'],
      ['49.99', 'EUR', 'XRP'],
      ['3.5', 'USD', 'TRX'],
      ['0.00012345', 'BTC', 'ETH'],
    ];
    for (const [amountBilled, billedCurrency, chargedCurrency] of cases) {
      const answer = await createInvoice({ amountBilled, billedCurrency, chargedCurrency });
      const attributes = answer.body.data.attributes;
      for (const key of ['amountBilled', 'amountCharged', 'targetAmount', 'exchangeRate', 'chargedTargetRate']) {
        assert.match(attributes[key], DECIMAL, key);
      }
      assert.equal(attributes.amountBilled, amountBilled);
      const decimals = DECIMALS[chargedCurrency]!;
      assert.equal(attributes.amountCharged.split('.')[1]?.length ?? 0, decimals, `${chargedCurrency} decimals`);
      // amountCharged × rate covers the bill, and one unit less would not.
      const rateScale = attributes.exchangeRate.split('.')[1]?.length ?? 0;
      const billedScale = amountBilled.split('.')[1]?.length ?? 0;
      const rate = units(attributes.exchangeRate, rateScale);
      const charged = units(attributes.amountCharged, decimals);
      const billed = units(amountBilled, billedScale) * 10n ** BigInt(decimals + rateScale - billedScale);
      assert.ok(
        charged * rate >= billed,
        `${chargedCurrency}: ${attributes.amountCharged} does not cover ${amountBilled}`,
      );
      assert.ok((charged - 1n) * rate < billed, `${chargedCurrency}: ${attributes.amountCharged} is more than needed`);
    }
  });

  test('targetAmount is amountCharged × chargedTargetRate less 1 %, rounded down to the target’s decimals', async () => {
    for (const [chargedCurrency, targetCurrency] of [
      ['BTC', 'EUR'],
      ['ETH', 'USDT'],
      ['XRP', 'USD'],
      ['USDC', 'USDC'],
    ] as const) {
      const answer = await createInvoice({ chargedCurrency, targetCurrency });
      const { amountCharged, chargedTargetRate, targetAmount, chargedTargetRateCurrency } = answer.body.data.attributes;
      const chargedScale = DECIMALS[chargedCurrency]!;
      const rateScale = chargedTargetRate.split('.')[1]?.length ?? 0;
      const targetScale = DECIMALS[targetCurrency]!;
      // amountCharged × rate × 99/100, at chargedScale + rateScale + 2 digits, truncated to targetScale.
      const exact = units(amountCharged, chargedScale) * units(chargedTargetRate, rateScale) * 99n;
      const expected = exact / 10n ** BigInt(chargedScale + rateScale + 2 - targetScale);
      assert.equal(units(targetAmount, targetScale), expected, `${chargedCurrency} → ${targetCurrency}`);
      assert.equal(chargedTargetRateCurrency, chargedTargetRate);
      if (chargedCurrency === targetCurrency) assert.equal(chargedTargetRate, '1');
    }
  });

  test('on_chain: an addresses resource, related as address, that looks real for its network', async () => {
    const networks: [string, string][] = [
      ['BTC', 'bitcoin'],
      ['ETH', 'ethereum'],
      ['USDT', 'tron:usdt'],
      ['USDT', 'ethereum:usdt'],
      ['USDC', 'ethereum:usdc'],
      ['LTC', 'litecoin'],
      ['XRP', 'xrp'],
      ['TRX', 'tron'],
    ];
    for (const [chargedCurrency, network] of networks) {
      const answer = await createInvoice({ chargedCurrency, network });
      const { data, included } = answer.body;
      assert.equal(included.length, 1);
      const [address] = included;
      assert.equal(address.type, 'addresses');
      assert.deepEqual(data.relationships.address, { data: { type: 'addresses', id: address.id } });
      assert.match(address.attributes.value, ADDRESS_FORMATS[network]!, network);
      assert.equal(typeof address.attributes.label, 'string');
      // The element renders it: the parser accepts it as it is.
      const parsed = parseInvoice(answer.body);
      assert.ok(parsed.ok, `${network}: ${JSON.stringify(!parsed.ok && parsed.error)}`);
      assert.equal(parsed.invoice.payment.kind, 'address');
    }
  });

  test('each on-chain invoice gets its own address; XRP shares one account with a unique uint32 tag', async () => {
    const btc = new Set<string>();
    for (let n = 0; n < 5; n++)
      btc.add((await createInvoice({ chargedCurrency: 'BTC' })).body.included[0].attributes.value);
    assert.equal(btc.size, 5);
    const tags = new Set<string>();
    const accounts = new Set<string>();
    for (let n = 0; n < 25; n++) {
      const answer = await createInvoice({ chargedCurrency: 'XRP' });
      const [account, tag] = answer.body.included[0].attributes.value.split('?dt=');
      accounts.add(account);
      tags.add(tag);
      assert.ok(Number(tag) >= 0 && Number(tag) <= 4_294_967_295);
      const parsed = parseInvoice(answer.body);
      assert.ok(parsed.ok && parsed.invoice.payment.kind === 'address');
      assert.deepEqual(parsed.invoice.payment.memo, { kind: 'destination-tag', value: tag });
    }
    assert.equal(accounts.size, 1);
    assert.equal(tags.size, 25);
  });

  test('exchange_pay and nft: an exchangeOrders resource with string attributes and an https link', async () => {
    for (const method of ['exchange_pay', 'nft']) {
      const answer = await createInvoice({ chargedCurrency: 'USDT', paymentMethods: [method] });
      const { data, included } = answer.body;
      const [order] = included;
      assert.equal(order.type, 'exchangeOrders');
      assert.deepEqual(data.relationships.exchangeOrder, { data: { type: 'exchangeOrders', id: order.id } });
      assert.equal(data.relationships.address, undefined);
      for (const value of Object.values(order.attributes)) assert.equal(typeof value, 'string');
      assert.ok(Object.values(order.attributes).some((value) => /^https:\/\//.test(value as string)));
      const parsed = parseInvoice(answer.body);
      assert.ok(parsed.ok && parsed.invoice.payment.kind === 'instructions', method);
      assert.match(parsed.invoice.payment.link ?? '', /^https:\/\//);
    }
    const exchange = await createInvoice({ chargedCurrency: 'USDT', paymentMethods: ['exchange_pay'] });
    assert.equal(exchange.body.data.attributes.network, 'binance_pay');
    const nft = await createInvoice({ chargedCurrency: 'ETH', paymentMethods: ['nft'] });
    assert.equal(nft.body.data.attributes.network, 'ethereum');
  });
});

describe('sandbox only: GET /api/public/v1/invoices/:id and the status', () => {
  test('reads the invoice back with its status', async () => {
    const created = await createInvoice({ chargedCurrency: 'BTC' });
    const read = await call(`${INVOICES}/${created.body.data.id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created.body);
  });

  test('an unknown invoice is 404', async () => {
    assertError(await call(`${INVOICES}/00000000-0000-4000-8000-000000000000`), 404, 'invoice_not_found');
  });

  test('a pending invoice reads as expired from expiresAt on', async () => {
    const created = await createInvoice({ chargedCurrency: 'BTC' }, { meta: { sandbox: { expiresInSeconds: 5 } } });
    const path = `${INVOICES}/${created.body.data.id}`;
    const start = now;
    try {
      now = start + 4_999;
      assert.equal((await call(path)).body.data.attributes.status, 'pending');
      now = start + 5_000;
      assert.equal((await call(path)).body.data.attributes.status, 'expired');
    } finally {
      now = start;
    }
  });
});

describe('sandbox only: POST /api/sandbox/invoices/:id/outcome', () => {
  const outcome = (id: string, body: unknown, headers: Record<string, string> = HEADERS) =>
    call(`/api/sandbox/invoices/${id}/outcome`, { method: 'POST', body, headers });
  const statusOf = async (id: string) => (await call(`${INVOICES}/${id}`)).body.data.attributes.status;

  for (const [name, status] of [
    ['complete', 'completed'],
    ['cancelled', 'cancelled'],
    ['rejected', 'rejected'],
    ['expired', 'expired'],
  ]) {
    test(`${name} moves a pending invoice to ${status}, for good`, async () => {
      const { id } = (await createInvoice({ chargedCurrency: 'ETH' })).body.data;
      const answer = await outcome(id, { outcome: name });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.attributes.status, status);
      assert.equal(await statusOf(id), status);
      const again = await outcome(id, { outcome: 'complete' });
      assert.deepEqual(assertError(again, 409, 'invoice_final').source, { pointer: '/outcome' });
    });
  }

  test('paid_in: processing at once, completed N seconds later', async () => {
    const { id } = (await createInvoice({ chargedCurrency: 'BTC' })).body.data;
    const start = now;
    try {
      const answer = await outcome(id, { outcome: 'paid_in', seconds: 8 });
      assert.equal(answer.body.data.attributes.status, 'processing');
      now = start + 7_999;
      assert.equal(await statusOf(id), 'processing');
      now = start + 8_000;
      assert.equal(await statusOf(id), 'completed');
      // Paid before expiry: it stays completed after expiresAt.
      now = start + 30 * MINUTE;
      assert.equal(await statusOf(id), 'completed');
    } finally {
      now = start;
    }
  });

  test('paid_in with 0 seconds completes at once; without seconds it takes 10', async () => {
    const first = (await createInvoice({ chargedCurrency: 'BTC' })).body.data.id;
    assert.equal((await outcome(first, { outcome: 'paid_in', seconds: 0 })).body.data.attributes.status, 'completed');
    const second = (await createInvoice({ chargedCurrency: 'BTC' })).body.data.id;
    const start = now;
    try {
      await outcome(second, { outcome: 'paid_in' });
      now = start + 9_999;
      assert.equal(await statusOf(second), 'processing');
      now = start + 10_000;
      assert.equal(await statusOf(second), 'completed');
    } finally {
      now = start;
    }
  });

  test('on_hold is open: it can still complete or be rejected', async () => {
    const { id } = (await createInvoice({ chargedCurrency: 'BTC' })).body.data;
    assert.equal((await outcome(id, { outcome: 'on_hold' })).body.data.attributes.status, 'on_hold');
    const parsed = parseInvoice((await call(`${INVOICES}/${id}`)).body);
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.invoice.serviceStatus, { status: 'processing', onHold: true });
    assert.equal((await outcome(id, { outcome: 'rejected' })).body.data.attributes.status, 'rejected');
  });

  test('an invoice that expired by the clock cannot be completed', async () => {
    const { id } = (await createInvoice({ chargedCurrency: 'BTC' }, { meta: { sandbox: { expiresInSeconds: 1 } } }))
      .body.data;
    const start = now;
    try {
      now = start + 1_000;
      assertError(await outcome(id, { outcome: 'complete' }), 409, 'invoice_final');
    } finally {
      now = start;
    }
  });

  test('a completed invoice credits its target account (and the master’s total)', async () => {
    const read = async (id: string) => (await call(`/api/public/v1/accounts/${id}`)).body.data.attributes;
    const before = await read(SEED_ACCOUNTS.eurMarketplace);
    const masterBefore = await read(SEED_ACCOUNTS.eurMaster);
    const created = await createInvoice({
      chargedCurrency: 'BTC',
      targetCurrency: 'EUR',
      targetAccountId: SEED_ACCOUNTS.eurMarketplace,
    });
    const { targetAmount } = created.body.data.attributes;
    await outcome(created.body.data.id, { outcome: 'complete' });
    const after = await read(SEED_ACCOUNTS.eurMarketplace);
    const masterAfter = await read(SEED_ACCOUNTS.eurMaster);
    assert.equal(units(after.balance, 2) - units(before.balance, 2), units(targetAmount, 2));
    assert.equal(units(masterAfter.totalBalance, 2) - units(masterBefore.totalBalance, 2), units(targetAmount, 2));
    assert.equal(masterAfter.balance, masterBefore.balance);
  });

  test('bad outcomes, bad seconds, bad bodies, unknown invoices', async () => {
    const { id } = (await createInvoice({ chargedCurrency: 'BTC' })).body.data;
    assert.deepEqual(assertError(await outcome(id, { outcome: 'paid' }), 422, 'invalid_outcome').source, {
      pointer: '/outcome',
    });
    assertError(await outcome(id, {}), 422, 'invalid_outcome');
    for (const seconds of [-1, 3601, 1.5, '5']) {
      assert.deepEqual(assertError(await outcome(id, { outcome: 'paid_in', seconds }), 422, 'invalid_seconds').source, {
        pointer: '/seconds',
      });
    }
    assertError(await outcome(id, '[1]'), 400, 'invalid_document');
    assertError(await outcome(id, 'nope'), 400, 'invalid_json');
    assertError(await outcome('no-such-invoice', { outcome: 'complete' }), 404, 'invoice_not_found');
    assert.equal(await statusOf(id), 'pending');
  });

  test('takes plain JSON as well as JSON:API, and needs the key', async () => {
    const { id } = (await createInvoice({ chargedCurrency: 'BTC' })).body.data;
    const plain = await outcome(
      id,
      { outcome: 'cancelled' },
      { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    );
    assert.equal(plain.status, 200);
    assertError(
      await outcome(id, { outcome: 'complete' }, { 'Content-Type': 'application/json' }),
      401,
      'missing_api_key',
    );
    assertError(
      await outcome(id, { outcome: 'complete' }, { Authorization: `Bearer ${KEY}`, 'Content-Type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
  });
});

describe('GET /api/public/v1/accounts/:id', () => {
  test('a master account: attributes, the company not embedded, its networks included', async () => {
    const answer = await call(`/api/public/v1/accounts/${SEED_ACCOUNTS.usdtMaster}`);
    assert.equal(answer.status, 200);
    const { data, included, meta, jsonapi } = answer.body;
    assert.deepEqual(jsonapi, { version: '1.0' });
    assert.deepEqual(meta, {});
    assert.equal(data.type, 'accounts');
    assert.equal(data.id, SEED_ACCOUNTS.usdtMaster);
    const { attributes } = data;
    assert.equal(attributes.master, true);
    assert.equal(attributes.currencyCode, 'USDT');
    assert.equal(attributes.currencyType, 'crypto');
    for (const key of ['label', 'bankReference', 'balance', 'totalBalance'])
      assert.equal(typeof attributes[key], 'string');
    assert.match(attributes.balance, DECIMAL);
    assert.deepEqual(data.relationships.company, { meta: { included: false } });
    const identifiers = data.relationships.networks.data;
    assert.equal(identifiers.length, 2);
    assert.deepEqual(
      identifiers.map((identifier: Json) => identifier.type),
      ['network', 'network'],
    );
    assert.deepEqual(
      included.map((network: Json) => ({ id: network.id, type: network.type })),
      identifiers,
    );
    assert.deepEqual(
      included.map((network: Json) => network.attributes),
      [
        { currencyCode: 'USDT', name: 'Tron (TRC-20)', code: 'tron:usdt' },
        { currencyCode: 'USDT', name: 'Ethereum (ERC-20)', code: 'ethereum:usdt' },
      ],
    );
  });

  test('totalBalance of a master is its balance plus its subaccounts’; a subaccount’s is its own', async () => {
    const read = async (id: string) => (await call(`/api/public/v1/accounts/${id}`)).body.data.attributes;
    const [master, webShop, marketplace] = await Promise.all([
      read(SEED_ACCOUNTS.eurMaster),
      read(SEED_ACCOUNTS.eurWebShop),
      read(SEED_ACCOUNTS.eurMarketplace),
    ]);
    assert.equal(
      units(master.totalBalance, 2),
      units(master.balance, 2) + units(webShop.balance, 2) + units(marketplace.balance, 2),
    );
    assert.equal(webShop.master, false);
    assert.equal(webShop.totalBalance, webShop.balance);
  });

  test("every seeded account is readable; fiat accounts list every network, crypto ones their coin's; bank references are unique", async () => {
    const references = new Set<string>();
    for (const id of Object.values(SEED_ACCOUNTS)) {
      const answer = await call(`/api/public/v1/accounts/${id}`);
      assert.equal(answer.status, 200, id);
      const { attributes, relationships } = answer.body.data;
      references.add(attributes.bankReference);
      assert.equal(attributes.balance.split('.')[1].length, DECIMALS[attributes.currencyCode]);
      const codes = answer.body.included.map((network: Json) => network.attributes.code);
      assert.equal(relationships.networks.data.length, codes.length);
      assert.deepEqual(
        codes,
        NETWORKS.filter(
          (network) => attributes.currencyType === 'fiat' || network.currency === attributes.currencyCode,
        ).map((network) => network.code),
        id,
      );
    }
    assert.equal(references.size, Object.keys(SEED_ACCOUNTS).length);
  });

  test('an unknown account is 404', async () => {
    assertError(await call('/api/public/v1/accounts/nope'), 404, 'account_not_found');
    // An encoded slash stays inside the id.
    assertError(await call('/api/public/v1/accounts/..%2Fchannels'), 404, 'account_not_found');
  });
});

/** Checks the paging parameters of a list endpoint. */
function pagingRules(path: string) {
  test('bad page, per_page, order and order_type are 400 with source.parameter, all at once', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=', 'page'],
      ['page=1&page=2', 'page'],
      ['page=1000001', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=ten', 'per_page'],
      ['order=amount', 'order'],
      ['order=', 'order'],
      ['order_type=up', 'order_type'],
      ['order_type=ASC', 'order_type'],
    ];
    for (const [query, parameter] of cases) {
      const answer = await call(`${path}?${query}`);
      const error = assertError(answer, 400, 'invalid_parameter');
      assert.deepEqual(error.source, { parameter }, query);
    }
    const several = await call(`${path}?page=0&per_page=0&order=x`);
    assert.deepEqual(several.body.errors.map((error: Json) => error.source.parameter).sort(), [
      'order',
      'page',
      'per_page',
    ]);
  });
}

/** Walks every page and checks they tile the whole list, newest first by default. */
async function walk(path: string, perPage: number, orderType?: 'asc' | 'desc'): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(
      `${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=${perPage}${orderType ? `&order=created_at&order_type=${orderType}` : ''}`,
    );
    assert.equal(answer.status, 200);
    if (answer.body.data.length === 0) break;
    all.push(...answer.body.data);
  }
  const times = all.map((item) => Date.parse(item.attributes.createdAt));
  const sorted = [...times].sort((a, b) => (orderType === 'asc' ? a - b : b - a));
  assert.deepEqual(times, sorted);
  assert.equal(new Set(all.map((item) => item.id)).size, all.length, 'pages overlap');
  return all;
}

describe('GET /api/public/v1/transactions/bank_withdrawals', () => {
  const PATH = '/api/public/v1/transactions/bank_withdrawals';

  test('default page: 25 entries, meta page and per_page as strings, total a number', async () => {
    const answer = await call(PATH);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.meta, { page: '1', per_page: '25', total: 62 });
    assert.equal(answer.body.data.length, 25);
    assert.deepEqual(answer.body.jsonapi, { version: '1.0' });
  });

  test('pages tile the list: 25 + 25 + 12, then an empty page with its meta', async () => {
    assert.equal((await call(`${PATH}?page=3`)).body.data.length, 12);
    const past = await call(`${PATH}?page=4`);
    assert.deepEqual(past.body.data, []);
    assert.deepEqual(past.body.included, []);
    assert.deepEqual(past.body.meta, { page: '4', per_page: '25', total: 62 });
    const desc = await walk(PATH, 25);
    assert.equal(desc.length, 62);
    const asc = await walk(PATH, 7, 'asc');
    assert.deepEqual(
      asc.map((entry) => entry.id),
      desc.map((entry) => entry.id).reverse(),
    );
    assert.equal((await call(`${PATH}?per_page=100`)).body.data.length, 62);
    assert.equal((await call(`${PATH}?per_page=1&page=62`)).body.data.length, 1);
  });

  test('entries: transactions with signed amounts, the account not embedded, details related', async () => {
    const { data, included } = (await call(`${PATH}?per_page=100`)).body;
    for (const entry of data) {
      assert.equal(entry.type, 'transactions');
      assert.equal(entry.attributes.transactionType, 'BankWithdrawalTransaction');
      assert.equal(entry.attributes.simplifiedState, 'completed');
      assert.match(entry.attributes.amount, /^-\d+\.\d{2}$/);
      assert.ok(entry.attributes.reference === null || typeof entry.attributes.reference === 'string');
      assert.deepEqual(entry.relationships.account, { meta: { included: false } });
      assert.deepEqual(entry.relationships.transactionDetails, {
        data: { type: 'bank_withdrawal_transactions', id: entry.id },
      });
      const details = included.find(
        (resource: Json) => resource.type === 'bank_withdrawal_transactions' && resource.id === entry.id,
      );
      assert.ok(details, 'details included');
      // What left the account: the amount, plus the fee when the merchant absorbs it.
      const { amount, fee, payAmount, absorbFees } = details.attributes;
      const debit = absorbFees ? units(amount, 2) + units(fee, 2) : units(amount, 2);
      assert.equal(units(entry.attributes.amount, 2), -debit);
      assert.equal(units(payAmount, 2), absorbFees ? units(amount, 2) : units(amount, 2) - units(fee, 2));
    }
    assert.ok(data.some((entry: Json) => entry.attributes.reference === null));
    assert.ok(data.some((entry: Json) => typeof entry.attributes.reference === 'string'));
  });

  test('included: details, bank accounts and reduced accounts, each once, as the spec describes', async () => {
    const { data, included } = (await call(`${PATH}?per_page=50`)).body;
    const keys = included.map((resource: Json) => `${resource.type}/${resource.id}`);
    assert.equal(new Set(keys).size, keys.length, 'duplicates in included');
    const details = included.filter((resource: Json) => resource.type === 'bank_withdrawal_transactions');
    assert.equal(details.length, data.length);
    for (const resource of details) {
      const { attributes, relationships } = resource;
      assert.equal(typeof attributes.absorbFees, 'boolean');
      for (const key of [
        'createdAt',
        'updatedAt',
        'state',
        'iban',
        'beneficiaryName',
        'reference',
        'paymentStatus',
        'bankBic',
        'bankName',
        'currency',
        'amount',
        'payAmount',
        'fee',
      ]) {
        assert.equal(typeof attributes[key], 'string', key);
      }
      assert.equal(attributes.state, 'completed');
      assert.equal(attributes.paymentStatus, 'created');
      assert.match(attributes.iban, /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/);
      const bankAccount = included.find(
        (candidate: Json) => candidate.type === 'bank_accounts' && candidate.id === relationships.bankAccount.data.id,
      );
      assert.ok(bankAccount, 'bank account included');
      assert.equal(relationships.bankAccount.data.type, 'bank_accounts');
      const account = included.find(
        (candidate: Json) => candidate.type === 'accounts' && candidate.id === relationships.account.data.id,
      );
      assert.ok(account, 'account included');
      assert.equal(account.attributes.currencyCode, attributes.currency);
    }
    for (const account of included.filter((resource: Json) => resource.type === 'accounts')) {
      assert.deepEqual(Object.keys(account.attributes).sort(), ['balance', 'currencyCode', 'currencyType']);
      assert.deepEqual(account.relationships, {
        company: { meta: { included: false } },
        networks: { meta: { included: false } },
      });
    }
    for (const bankAccount of included.filter((resource: Json) => resource.type === 'bank_accounts')) {
      assert.deepEqual(Object.keys(bankAccount.attributes).sort(), [
        'bankBic',
        'bankName',
        'beneficiaryName',
        'createdAt',
        'currencyCode',
        'iban',
        'updatedAt',
      ]);
    }
  });

  test('IBANs have valid check digits', async () => {
    const { included } = (await call(`${PATH}?per_page=100`)).body;
    for (const resource of included.filter((candidate: Json) => candidate.type === 'bank_accounts')) {
      const { iban } = resource.attributes;
      const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter: string) =>
        String(letter.charCodeAt(0) - 55),
      );
      assert.equal(BigInt(digits) % 97n, 1n, iban);
    }
  });

  pagingRules(PATH);
});

describe('GET /api/public/v1/channels', () => {
  const PATH = '/api/public/v1/channels';

  test('48 channels: 25 + 23, meta strings, an empty page past the end', async () => {
    const first = await call(PATH);
    assert.deepEqual(first.body.meta, { page: '1', per_page: '25', total: 48 });
    assert.equal(first.body.data.length, 25);
    assert.equal(first.body.included, undefined);
    assert.equal((await call(`${PATH}?page=2`)).body.data.length, 23);
    const past = await call(`${PATH}?page=3`);
    assert.deepEqual(past.body.data, []);
    assert.deepEqual(past.body.meta, { page: '3', per_page: '25', total: 48 });
    const desc = await walk(PATH, 10);
    assert.equal(desc.length, 48);
    const asc = await walk(PATH, 48, 'asc');
    assert.deepEqual(
      asc.map((channel) => channel.id),
      desc.map((channel) => channel.id).reverse(),
    );
  });

  test('channels carry the spec’s attributes; unset optional ones are absent', async () => {
    const { data } = (await call(`${PATH}?per_page=100`)).body;
    for (const channel of data) {
      assert.equal(channel.type, 'channels');
      const { attributes } = channel;
      for (const key of [
        'reference',
        'status',
        'createdAt',
        'updatedAt',
        'payCurrency',
        'targetCurrency',
        'address',
        'networkName',
        'networkCode',
        'hostedPageUrl',
      ]) {
        assert.equal(typeof attributes[key], 'string', key);
      }
      assert.ok(['enabled', 'disabled'].includes(attributes.status));
      assert.match(attributes.address, ADDRESS_FORMATS[attributes.networkCode]!, attributes.networkCode);
      assert.ok(Date.parse(attributes.updatedAt) >= Date.parse(attributes.createdAt));
      for (const key of ['targetAccountId', 'localCurrency']) {
        assert.ok(!Object.hasOwn(attributes, key) || typeof attributes[key] === 'string');
      }
    }
    for (const key of ['targetAccountId', 'localCurrency']) {
      assert.ok(
        data.some((channel: Json) => Object.hasOwn(channel.attributes, key)),
        `some have ${key}`,
      );
      assert.ok(
        data.some((channel: Json) => !Object.hasOwn(channel.attributes, key)),
        `some lack ${key}`,
      );
    }
    assert.ok(data.some((channel: Json) => channel.attributes.status === 'disabled'));
    assert.equal(new Set(data.map((channel: Json) => channel.attributes.networkCode)).size, 8);
  });

  test('reference filters exactly; total counts the matches', async () => {
    const answer = await call(`${PATH}?reference=100101`);
    assert.equal(answer.body.meta.total, 3);
    assert.equal(answer.body.data.length, 3);
    for (const channel of answer.body.data) assert.equal(channel.attributes.reference, '100101');
    assert.equal((await call(`${PATH}?reference=100101&per_page=2&page=2`)).body.data.length, 1);
    const none = await call(`${PATH}?reference=999999`);
    assert.deepEqual(none.body.meta, { page: '1', per_page: '25', total: 0 });
    assert.deepEqual(none.body.data, []);
    assertError(await call(`${PATH}?reference=`), 400, 'invalid_parameter');
  });

  pagingRules(PATH);
});

describe('GET /api/public/v1/channels/:id/transactions', () => {
  const PATH = '/api/public/v1/channels';
  let channels: Json[];
  let busy: Json;
  const deposits = (id: string, query = '') => call(`${PATH}/${id}/transactions${query}`);

  before(async () => {
    channels = (await call(`${PATH}?per_page=100`)).body.data;
    const counts = await Promise.all(channels.map(async (channel) => (await deposits(channel.id)).body.meta.total));
    busy = channels[counts.indexOf(Math.max(...counts))]!;
  });

  test('a busy channel: 60 deposits, meta as numbers, pages and an empty page past the end', async () => {
    const first = await deposits(busy.id);
    assert.deepEqual(first.body.meta, { page: 1, per_page: 25, total: 60 });
    assert.equal(first.body.data.length, 25);
    assert.equal((await deposits(busy.id, '?page=3')).body.data.length, 10);
    const past = await deposits(busy.id, '?page=4&per_page=25');
    assert.deepEqual(past.body.data, []);
    assert.deepEqual(past.body.meta, { page: 4, per_page: 25, total: 60 });
    const all = await walk(`${PATH}/${busy.id}/transactions`, 25);
    assert.equal(all.length, 60);
    const asc = await walk(`${PATH}/${busy.id}/transactions`, 60, 'asc');
    assert.deepEqual(
      asc.map((deposit) => deposit.id),
      all.map((deposit) => deposit.id).reverse(),
    );
  });

  test('deposits carry the spec’s attributes, tied to their channel, with consistent amounts', async () => {
    let seen = 0;
    const statuses = new Set<string>();
    for (const channel of channels) {
      const { data } = (await deposits(channel.id, '?per_page=100')).body;
      for (const deposit of data) {
        seen++;
        assert.equal(deposit.type, 'channelTransactions');
        const { attributes } = deposit;
        for (const value of Object.values(attributes)) assert.equal(typeof value, 'string');
        assert.equal(attributes.channelId, channel.id);
        assert.equal(attributes.reference, channel.attributes.reference);
        assert.equal(attributes.address, channel.attributes.address);
        assert.equal(attributes.networkCode, channel.attributes.networkCode);
        assert.equal(attributes.payCurrency, channel.attributes.payCurrency);
        assert.equal(attributes.amountCurrency, channel.attributes.targetCurrency);
        assert.equal(attributes.feeCurrency, attributes.amountCurrency);
        // A disabled channel was disabled at its last update: deposits since then were not credited.
        const rejected =
          channel.attributes.status === 'disabled' &&
          Date.parse(attributes.createdAt) > Date.parse(channel.attributes.updatedAt);
        assert.equal(attributes.status, rejected ? 'rejected' : 'completed');
        assert.equal(attributes.simplifiedState, attributes.status);
        statuses.add(attributes.status);
        assert.ok(Date.parse(attributes.createdAt) >= Date.parse(channel.attributes.createdAt));
        for (const key of [
          'amount',
          'payAmount',
          'localAmount',
          'exchangeRate',
          'fee',
          'consolidationFee',
          'amountToLocalCurrencyRate',
        ]) {
          assert.match(attributes[key], DECIMAL, key);
        }
        // amount = payAmount × exchangeRate (truncated) − fee − consolidationFee, in the target currency.
        const scale = DECIMALS[attributes.amountCurrency]!;
        const payScale = DECIMALS[attributes.payCurrency]!;
        const rateScale = attributes.exchangeRate.split('.')[1]?.length ?? 0;
        const gross =
          (units(attributes.payAmount, payScale) * units(attributes.exchangeRate, rateScale)) /
          10n ** BigInt(payScale + rateScale - scale);
        if (rejected) {
          // Credited nothing, charged nothing.
          for (const key of ['amount', 'fee', 'consolidationFee']) assert.equal(units(attributes[key], scale), 0n, key);
        } else {
          assert.equal(
            units(attributes.amount, scale),
            gross - units(attributes.fee, scale) - units(attributes.consolidationFee, scale),
          );
          assert.ok(units(attributes.amount, scale) > 0n);
        }
        assert.match(
          attributes.hash,
          attributes.networkCode.startsWith('ethereum') ? /^0x[0-9a-f]{64}$/ : /^[0-9a-fA-F]{64}$/,
        );
      }
    }
    assert.ok(seen > 100, `${seen} deposits`);
    assert.deepEqual([...statuses].sort(), ['completed', 'rejected']);
  });

  test('created_at_from and created_at_to are inclusive bounds', async () => {
    const all = (await deposits(busy.id, '?per_page=100&order_type=asc')).body.data;
    const from = all[10].attributes.createdAt;
    const to = all[19].attributes.createdAt;
    const between = await deposits(busy.id, `?per_page=100&order_type=asc&created_at_from=${from}&created_at_to=${to}`);
    assert.deepEqual(
      between.body.data.map((deposit: Json) => deposit.id),
      all.slice(10, 20).map((deposit: Json) => deposit.id),
    );
    assert.equal(between.body.meta.total, 10);
    const after = await deposits(busy.id, `?created_at_from=${encodeURIComponent(from)}`);
    assert.equal(after.body.meta.total, 50);
    const before = await deposits(busy.id, `?created_at_to=${encodeURIComponent(to)}`);
    assert.equal(before.body.meta.total, 20);
    // Another zone names the same moment.
    const offset = new Date(Date.parse(from)).toISOString().replace('Z', '+00:00');
    assert.equal((await deposits(busy.id, `?created_at_from=${encodeURIComponent(offset)}`)).body.meta.total, 50);
    const crossed = await deposits(busy.id, `?created_at_from=${to}&created_at_to=${from}`);
    assert.equal(crossed.body.meta.total, 0);
  });

  test('malformed timestamps are 400 with source.parameter', async () => {
    for (const [query, parameter] of [
      ['created_at_from=yesterday', 'created_at_from'],
      ['created_at_from=2026-01-01', 'created_at_from'],
      ['created_at_to=2026-01-01T00:00:00', 'created_at_to'],
      ['created_at_to=2026-13-01T00:00:00Z', 'created_at_to'],
    ]) {
      const error = assertError(await deposits(busy.id, `?${query}`), 400, 'invalid_parameter');
      assert.deepEqual(error.source, { parameter });
    }
  });

  test('a channel without deposits has an empty list; an unknown channel is 404', async () => {
    const counts = await Promise.all(channels.map(async (channel) => (await deposits(channel.id)).body.meta.total));
    const quiet = channels[counts.indexOf(0)]!;
    const answer = await deposits(quiet.id);
    assert.deepEqual(answer.body.data, []);
    assert.deepEqual(answer.body.meta, { page: 1, per_page: 25, total: 0 });
    assertError(await deposits('no-such-channel'), 404, 'channel_not_found');
  });

  test('paging rules', async () => {
    const error = assertError(await deposits(busy.id, '?per_page=101'), 400, 'invalid_parameter');
    assert.deepEqual(error.source, { parameter: 'per_page' });
    assertError(await deposits(busy.id, '?order_type=sideways'), 400, 'invalid_parameter');
    assertError(await deposits(busy.id, '?page=0'), 400, 'invalid_parameter');
  });
});

describe('sandbox only: POST /api/sandbox/channels/:id/deposits', () => {
  // A sandbox of its own: the deposits made here would change the counts the list tests above rely on.
  let sandbox: RunningSandbox;
  before(async () => {
    sandbox = await startSandbox({ key: KEY, now: () => now, extras: true });
  });
  after(() => sandbox.close());

  const CHANNELS = '/api/public/v1/channels';
  const simulate = (id: string, body: unknown, headers: Record<string, string> = HEADERS) =>
    call(`/api/sandbox/channels/${id}/deposits`, { method: 'POST', body, headers }, sandbox);
  const list = (id: string) => call(`${CHANNELS}/${id}/transactions?per_page=100`, {}, sandbox);
  const balance = async (account: string) =>
    (await call(`/api/public/v1/accounts/${account}`, {}, sandbox)).body.data.attributes.balance as string;
  const channelOf = async (id: string): Promise<Json> =>
    (await call(`${CHANNELS}?per_page=100`, {}, sandbox)).body.data.find((channel: Json) => channel.id === id);

  test('the seed has the three channel scenarios, each read by the element’s parser as it should be', async () => {
    const usdt = await channelOf(SEED_CHANNELS.usdtTron);
    assert.deepEqual(
      [usdt.attributes.status, usdt.attributes.networkCode, usdt.attributes.payCurrency],
      ['enabled', 'tron:usdt', 'USDT'],
    );
    const xrp = await channelOf(SEED_CHANNELS.xrpTag);
    assert.deepEqual([xrp.attributes.status, xrp.attributes.networkCode], ['enabled', 'xrp']);
    assert.equal(Object.hasOwn(xrp.attributes, 'localCurrency'), false);
    // The tag rides in the address, as it does on an invoice's addresses resource.
    const [account, tag] = xrp.attributes.address.split('?dt=');
    const parsedXrp = parseChannel({ data: xrp });
    assert.ok(parsedXrp.ok && parsedXrp.channel.status === 'enabled');
    assert.deepEqual(parsedXrp.channel.payment, { address: account, memo: { kind: 'destination-tag', value: tag } });
    const parsedUsdt = parseChannel({ data: usdt });
    assert.ok(parsedUsdt.ok && parsedUsdt.channel.status === 'enabled');
    assert.deepEqual(parsedUsdt.channel.payment, { address: usdt.attributes.address });
    const disabled = await channelOf(SEED_CHANNELS.disabled);
    assert.equal(disabled.attributes.status, 'disabled');
    const parsedDisabled = parseChannel({ data: disabled });
    assert.ok(parsedDisabled.ok);
    assert.equal('payment' in parsedDisabled.channel, false);
    assert.equal((await list(SEED_CHANNELS.disabled)).body.meta.total, 0);
    // The list as the service's reference filter gives it: the end user's three channels are not one.
    const byReference = (await call(`${CHANNELS}?reference=${usdt.attributes.reference}`, {}, sandbox)).body;
    assert.equal(parseChannel(byReference).ok, false);
  });

  test('USDT on Tron: converted, less both fees, in GBP for display; listed at once and credited', async () => {
    const channel = await channelOf(SEED_CHANNELS.usdtTron);
    const account = channel.attributes.targetAccountId;
    const before = await balance(account);
    const total = (await list(SEED_CHANNELS.usdtTron)).body.meta.total;
    const answer = await simulate(SEED_CHANNELS.usdtTron, { payAmount: '25.5' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.headers.get('location'), null);
    assert.deepEqual(answer.body.jsonapi, { version: '1.0' });
    const { id, type, attributes } = answer.body.data;
    assert.equal(type, 'channelTransactions');
    // 25.5 × 0.9201 = 23.46255 → 23.46 EUR; fee 1 % = 0.2346 → 0.23; Tron's consolidation fee 0.45 EUR.
    assert.deepEqual(
      { ...attributes, hash: undefined },
      {
        hash: undefined,
        amount: '22.78',
        amountCurrency: 'EUR',
        payAmount: '25.500000',
        payCurrency: 'USDT',
        localAmount: '19.89',
        localCurrency: 'GBP',
        amountToLocalCurrencyRate: '0.847888756995',
        exchangeRate: '0.9201',
        fee: '0.23',
        consolidationFee: '0.45',
        feeCurrency: 'EUR',
        address: channel.attributes.address,
        networkCode: 'tron:usdt',
        networkName: 'Tron (TRC-20)',
        reference: channel.attributes.reference,
        channelId: SEED_CHANNELS.usdtTron,
        status: 'completed',
        simplifiedState: 'completed',
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
      },
    );
    assert.match(attributes.hash, /^[0-9a-f]{64}$/);
    // Newest first: the list's first entry, as it was answered.
    const listed = (await list(SEED_CHANNELS.usdtTron)).body;
    assert.equal(listed.meta.total, total + 1);
    assert.deepEqual(listed.data[0], answer.body.data);
    assert.equal(units(await balance(account), 2) - units(before, 2), units('22.78', 2));
    // What the element will read from the list: the same amounts, exactly.
    const read = parseDeposits(listed);
    assert.ok(read.ok);
    assert.deepEqual(read.deposits[0], {
      id,
      hash: attributes.hash,
      payAmount: '25.500000',
      payCurrency: 'USDT',
      amount: '22.78',
      amountCurrency: 'EUR',
      localAmount: '19.89',
      localCurrency: 'GBP',
      exchangeRate: '0.9201',
      fee: '0.23',
      consolidationFee: '0.45',
      feeCurrency: 'EUR',
      status: 'completed',
      createdAt: now,
    });
  });

  test('XRP with a tag: the channel’s address as sent; no display currency, so the target’s', async () => {
    const channel = await channelOf(SEED_CHANNELS.xrpTag);
    const answer = await simulate(SEED_CHANNELS.xrpTag, { payAmount: '10', status: 'completed' });
    assert.equal(answer.status, 201);
    // 10 × 2.2895 = 22.895 → 22.89 EUR; fee 0.2289 → 0.23; the XRP Ledger's consolidation fee 0.01 EUR.
    assert.deepEqual(
      pick(answer.body.data.attributes, ['payAmount', 'exchangeRate', 'fee', 'consolidationFee', 'amount']),
      { payAmount: '10.000000', exchangeRate: '2.2895', fee: '0.23', consolidationFee: '0.01', amount: '22.65' },
    );
    assert.deepEqual(pick(answer.body.data.attributes, ['localAmount', 'localCurrency', 'amountToLocalCurrencyRate']), {
      localAmount: '22.89',
      localCurrency: 'EUR',
      amountToLocalCurrencyRate: '1',
    });
    assert.equal(answer.body.data.attributes.address, channel.attributes.address);
    assert.match(answer.body.data.attributes.address, /\?dt=\d+$/);
  });

  test('a disabled channel: the deposit is recorded as rejected, credited nothing, charged nothing', async () => {
    // No targetAccountId: its deposits would go to the USD master account.
    const before = await balance(SEED_ACCOUNTS.usdMaster);
    const answer = await simulate(SEED_CHANNELS.disabled, { payAmount: '1.5' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    // 1.5 LTC × 76.257742040639 = 114.38 USD before fees: what it was worth, with nothing credited.
    assert.deepEqual(
      pick(answer.body.data.attributes, [
        'payAmount',
        'amount',
        'amountCurrency',
        'fee',
        'consolidationFee',
        'localAmount',
        'status',
        'simplifiedState',
      ]),
      {
        payAmount: '1.50000000',
        amount: '0.00',
        amountCurrency: 'USD',
        fee: '0.00',
        consolidationFee: '0.00',
        localAmount: '114.38',
        status: 'rejected',
        simplifiedState: 'rejected',
      },
    );
    assert.equal(await balance(SEED_ACCOUNTS.usdMaster), before);
    const listed = (await list(SEED_CHANNELS.disabled)).body;
    assert.equal(listed.meta.total, 1);
    assert.deepEqual(listed.data[0], answer.body.data);
    for (const status of ['completed', 'pending']) {
      const refused = await simulate(SEED_CHANNELS.disabled, { payAmount: '1.5', status });
      assert.deepEqual(assertError(refused, 422, 'channel_disabled').source, { pointer: '/status' });
    }
    assert.equal((await simulate(SEED_CHANNELS.disabled, { payAmount: '2', status: 'rejected' })).status, 201);
    assert.equal((await list(SEED_CHANNELS.disabled)).body.meta.total, 2);
  });

  test('pending states what it will come to without crediting it; rejected on an enabled channel credits nothing', async () => {
    const account = (await channelOf(SEED_CHANNELS.usdtTron)).attributes.targetAccountId;
    const before = await balance(account);
    const pending = await simulate(SEED_CHANNELS.usdtTron, { payAmount: '25.5', status: 'pending' });
    assert.deepEqual(pick(pending.body.data.attributes, ['amount', 'status', 'simplifiedState']), {
      amount: '22.78',
      status: 'pending',
      simplifiedState: 'pending',
    });
    const rejected = await simulate(SEED_CHANNELS.usdtTron, { payAmount: '25.5', status: 'rejected' });
    assert.equal(rejected.body.data.attributes.amount, '0.00');
    assert.equal(await balance(account), before);
  });

  test('exact decimals at the largest amount: no float anywhere', async () => {
    const answer = await simulate(SEED_CHANNELS.usdtTron, { payAmount: '999999999999999.999999' });
    assert.equal(answer.status, 201);
    assert.deepEqual(pick(answer.body.data.attributes, ['payAmount', 'fee', 'amount', 'localAmount']), {
      payAmount: '999999999999999.999999',
      fee: '9201000000000.00',
      amount: '910898999999999.54',
      localAmount: '780142445311099.49',
    });
  });

  test('bad amounts, statuses and bodies, all reported at once; an unknown channel; nothing recorded', async () => {
    const id = SEED_CHANNELS.usdtTron;
    const total = (await list(id)).body.meta.total;
    const payAmountError = (body: unknown, code: string) =>
      assert.deepEqual(assertError(body as Answer, 422, code).source, { pointer: '/payAmount' });
    payAmountError(await simulate(id, {}), 'required');
    payAmountError(await simulate(id, { payAmount: null }), 'required');
    payAmountError(await simulate(id, { payAmount: 25.5 }), 'invalid_type');
    for (const payAmount of ['0', '0.000000', '-1', '1e3', '01.5', '1.', '.5', ' 1', '1,5', '25.1234567']) {
      payAmountError(await simulate(id, { payAmount }), 'invalid_amount');
    }
    payAmountError(await simulate(id, { payAmount: '1'.repeat(16) }), 'invalid_amount');
    // Worth a few cents, less than the fees: nothing could be credited.
    payAmountError(await simulate(id, { payAmount: '0.000001' }), 'amount_too_small');
    const status = assertError(await simulate(id, { payAmount: '1', status: 'done' }), 422, 'invalid_status');
    assert.deepEqual(status.source, { pointer: '/status' });
    const both = await simulate(id, { payAmount: 'a lot', status: 'paid' });
    assert.deepEqual(pointers(both), ['/payAmount', '/status']);
    assertError(await simulate(id, '[1]'), 400, 'invalid_document');
    assertError(await simulate(id, 'nope'), 400, 'invalid_json');
    assertError(await simulate('no-such-channel', { payAmount: '1' }), 404, 'channel_not_found');
    assert.equal((await list(id)).body.meta.total, total);
  });

  test('takes plain JSON as well as JSON:API, needs the key, and takes POST only', async () => {
    const plain = await simulate(
      SEED_CHANNELS.xrpTag,
      { payAmount: '5' },
      { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    );
    assert.equal(plain.status, 201);
    assertError(
      await simulate(SEED_CHANNELS.xrpTag, { payAmount: '5' }, { 'Content-Type': MEDIA }),
      401,
      'missing_api_key',
    );
    assertError(
      await simulate(
        SEED_CHANNELS.xrpTag,
        { payAmount: '5' },
        { Authorization: `Bearer ${KEY}`, 'Content-Type': 'text/plain' },
      ),
      415,
      'unsupported_media_type',
    );
    const get = await call(`/api/sandbox/channels/${SEED_CHANNELS.xrpTag}/deposits`, {}, sandbox);
    assertError(get, 405, 'method_not_allowed');
    assert.equal(get.headers.get('allow'), 'POST');
  });
});

/** The named members of an object. */
function pick(object: Json, keys: string[]): Json {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

describe('every answer', () => {
  test('timestamps are ISO 8601 UTC with milliseconds and Z', async () => {
    const channel = (await call('/api/public/v1/channels?per_page=1&order_type=asc')).body.data[0];
    const documents = [
      (await createInvoice({ chargedCurrency: 'BTC' })).body,
      (await call(`/api/public/v1/accounts/${SEED_ACCOUNTS.eurMaster}`)).body,
      (await call('/api/public/v1/transactions/bank_withdrawals?per_page=100')).body,
      (await call('/api/public/v1/channels?per_page=100')).body,
      (await call(`/api/public/v1/channels/${channel.id}/transactions?per_page=100`)).body,
    ];
    let count = 0;
    for (const document of documents) {
      for (const value of timestamps(document)) {
        count++;
        assert.match(value, TIMESTAMP);
      }
    }
    assert.ok(count > 300, `${count} timestamps`);
  });
});

describe('startSandbox (crypto-checkout/sandbox)', () => {
  const headers = (key: string, contentType = MEDIA) => ({
    Authorization: `Bearer ${key}`,
    'Content-Type': contentType,
  });
  const json = async (response: Response): Promise<Json> => (await response.json()) as Json;

  test('port 0: a free port; an invoice is created, read back and decided over HTTP; close() frees the port', async () => {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', key: 'k', extras: true });
    const { port } = new URL(sandbox.url);
    try {
      assert.match(sandbox.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(sandbox.key, 'k');
      const created = await fetch(`${sandbox.url}${INVOICES}`, {
        method: 'POST',
        headers: headers('k'),
        body: JSON.stringify(invoiceBody({ amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' })),
      });
      assert.equal(created.status, 201);
      const { id } = (await json(created)).data;
      assert.equal(created.headers.get('location'), `${INVOICES}/${id}`);

      const read = await fetch(`${sandbox.url}${INVOICES}/${id}`, { headers: headers('k') });
      assert.equal(read.status, 200);
      assert.equal((await json(read)).data.attributes.status, 'pending');

      const decided = await fetch(`${sandbox.url}/api/sandbox/invoices/${id}/outcome`, {
        method: 'POST',
        headers: headers('k', 'application/json'),
        body: JSON.stringify({ outcome: 'complete' }),
      });
      assert.equal(decided.status, 200);
      const again = await fetch(`${sandbox.url}${INVOICES}/${id}`, { headers: headers('k') });
      assert.equal((await json(again)).data.attributes.status, 'completed');
    } finally {
      await sandbox.close();
    }
    await assert.rejects(fetch(`${sandbox.url}/api/public/v1/channels`, { headers: headers('k') }));
    await sandbox.close(); // a second close waits for the same one
    const next = await startSandbox({ port: Number(port) });
    assert.equal(new URL(next.url).port, port);
    await next.close();
  });

  test('without a key, each sandbox makes its own; other keys are 401', async () => {
    const [a, b] = await Promise.all([startSandbox(), startSandbox()]);
    try {
      assert.match(a.key, /^sk_sandbox_[A-Za-z0-9_-]{32}$/);
      assert.notEqual(a.key, b.key);
      const channels = (sandbox: typeof a, key: string) =>
        fetch(`${sandbox.url}/api/public/v1/channels`, { headers: headers(key) });
      assert.equal((await channels(a, a.key)).status, 200);
      assert.equal((await channels(a, b.key)).status, 401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('each sandbox has its own state: an invoice of one is unknown to another', async () => {
    const [a, b] = await Promise.all([
      startSandbox({ key: 'k', extras: true }),
      startSandbox({ key: 'k', extras: true }),
    ]);
    try {
      const created = await fetch(`${a.url}${INVOICES}`, {
        method: 'POST',
        headers: headers('k'),
        body: JSON.stringify(invoiceBody({ amountBilled: '5', billedCurrency: 'EUR', chargedCurrency: 'ETH' })),
      });
      const { id } = (await json(created)).data;
      assert.equal((await fetch(`${a.url}${INVOICES}/${id}`, { headers: headers('k') })).status, 200);
      assert.equal((await fetch(`${b.url}${INVOICES}/${id}`, { headers: headers('k') })).status, 404);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('a wildcard host listens everywhere and gives its loopback as the URL', async () => {
    const sandbox = await startSandbox({ host: '0.0.0.0', key: 'k' });
    try {
      assert.match(sandbox.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal((await fetch(`${sandbox.url}/api/public/v1/channels`, { headers: headers('k') })).status, 200);
    } finally {
      await sandbox.close();
    }
  });

  test('refuses a key no header can carry, and a port that is taken', async () => {
    for (const key of ['', 'two words', 'tab\there', 'é']) {
      await assert.rejects(startSandbox({ key }), RangeError, JSON.stringify(key));
    }
    const taken = await startSandbox();
    try {
      await assert.rejects(startSandbox({ port: Number(new URL(taken.url).port) }), { code: 'EADDRINUSE' });
    } finally {
      await taken.close();
    }
  });
});
