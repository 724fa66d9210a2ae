// The typed payment API client against the sandbox over real HTTP, and against answers no sandbox gives.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SEED_ACCOUNTS, startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  MediaTypeError,
  NotFoundError,
  PaymentApiClient,
  PaymentApiConnectionError,
  PaymentApiError,
  PermissionError,
  RateLimitError,
  ServerError,
  UnexpectedResponseError,
  ValidationError,
  parseRetryAfter,
  type InvoiceDocument,
} from '../../src/client/index.js';
import { parseInvoice } from '../../src/core/invoice.js';

const KEY = 'sk_sandbox_client_test';
let server: RunningSandbox;
let api: PaymentApiClient;

before(async () => {
  server = await startSandbox({ key: KEY, extras: true });
  api = new PaymentApiClient({ baseUrl: server.url, apiKey: KEY });
});
after(() => server.close());

/** A fetch that records each request before passing it on. */
function recordingFetch(log: { url: string; init: RequestInit }[]): typeof fetch {
  return (input, init) => {
    log.push({ url: String(input), init: init ?? {} });
    return fetch(input, init);
  };
}

/** A fetch that answers every request with `response`, without a network. */
function fakeFetch(make: () => Response): typeof fetch {
  return async () => make();
}

const fake = (make: () => Response) =>
  new PaymentApiClient({ baseUrl: 'https://api.example', apiKey: 'k', fetch: fakeFetch(make) });

const jsonApi = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/vnd.api+json', ...headers } });

describe('construction', () => {
  test('refuses a base URL that is not absolute http(s), and an empty key', () => {
    for (const baseUrl of ['', 'api.example', '/api', 'ftp://api.example']) {
      assert.throws(() => new PaymentApiClient({ baseUrl, apiKey: 'k' }), TypeError, baseUrl);
    }
    assert.throws(() => new PaymentApiClient({ baseUrl: 'https://api.example', apiKey: ' ' }), TypeError);
  });

  test('adds /api/public/v1 to the base once, keeping a path prefix', async () => {
    const cases: [string, string][] = [
      ['https://api.example', 'https://api.example/api/public/v1/channels'],
      ['https://api.example/', 'https://api.example/api/public/v1/channels'],
      ['https://api.example/proxy/', 'https://api.example/proxy/api/public/v1/channels'],
      ['https://api.example/api/public/v1', 'https://api.example/api/public/v1/channels'],
      ['https://api.example/api/public/v1/', 'https://api.example/api/public/v1/channels'],
    ];
    for (const [baseUrl, expected] of cases) {
      const urls: string[] = [];
      const client = new PaymentApiClient({
        baseUrl,
        apiKey: 'k',
        fetch: async (input) => {
          urls.push(String(input));
          return jsonApi(200, { data: [], meta: { page: '1', per_page: '25', total: 0 }, jsonapi: { version: '1.0' } });
        },
      });
      await client.listChannels();
      assert.equal(urls[0], expected, baseUrl);
    }
  });

  test('has no Node-only imports and no dependencies (it runs in browsers too)', () => {
    const directory = new URL('../../src/client/', import.meta.url);
    // Its own files and every module they import from the package, followed to the end.
    const files = readdirSync(directory).map((file) => new URL(file, directory));
    for (const url of files) {
      // Code only: the JSDoc shows merchants an import of the package itself.
      const source = readFileSync(url, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
        assert.ok(specifier!.startsWith('./') || specifier!.startsWith('../'), `${url.pathname} imports ${specifier}`);
        const imported = new URL(specifier!.replace(/\.js$/, '.ts'), url);
        if (!files.some((file) => file.href === imported.href)) files.push(imported);
      }
      assert.doesNotMatch(source, /\bprocess\.|\bBuffer\b|require\(/, url.pathname);
    }
  });
});

describe('the five operations', () => {
  test('createInvoice sends a JSON:API document with the key and the media type, and returns the invoice', async () => {
    const log: { url: string; init: RequestInit }[] = [];
    const client = new PaymentApiClient({ baseUrl: server.url, apiKey: KEY, fetch: recordingFetch(log) });
    const invoice: InvoiceDocument = await client.createInvoice({
      amountBilled: '49.99',
      billedCurrency: 'EUR',
      chargedCurrency: 'USDT',
      network: 'tron:usdt',
      paymentMethods: 'on_chain',
      reference: `client-${Date.now()}`,
    });
    assert.equal(invoice.data.type, 'invoices');
    assert.equal(invoice.data.attributes.network, 'tron:usdt');
    assert.ok(parseInvoice(invoice).ok);
    const [request] = log;
    assert.equal(request!.url, `${server.url}/api/public/v1/invoices`);
    assert.equal(request!.init.method, 'POST');
    assert.deepEqual(request!.init.headers, {
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/vnd.api+json',
      Accept: 'application/vnd.api+json',
    });
    const body = JSON.parse(String(request!.init.body));
    assert.equal(body.data.type, 'invoices');
    // A bare payment method goes out as the spec's one-element array.
    assert.deepEqual(body.data.attributes.paymentMethods, ['on_chain']);
    assert.equal(body.meta, undefined);
  });

  test('createInvoice passes request meta (the sandbox’s expiry knob)', async () => {
    const invoice = await api.createInvoice(
      { amountBilled: '10', billedCurrency: 'EUR', chargedCurrency: 'BTC' },
      { meta: { sandbox: { expiresInSeconds: 60 } } },
    );
    const { createdAt, expiresAt } = invoice.data.attributes;
    assert.equal(Date.parse(expiresAt) - Date.parse(createdAt), 60_000);
  });

  test('getInvoice (sandbox only) reads an invoice back', async () => {
    const created = await api.createInvoice({ amountBilled: '5', billedCurrency: 'USD', chargedCurrency: 'XRP' });
    const read = await api.getInvoice(created.data.id);
    assert.deepEqual(read, created);
    assert.equal(read.data.attributes.status, 'pending');
  });

  test('getAccount returns the account and its networks', async () => {
    const account = await api.getAccount(SEED_ACCOUNTS.usdcMaster);
    assert.equal(account.data.attributes.currencyCode, 'USDC');
    assert.equal(account.data.attributes.master, true);
    assert.deepEqual(
      account.included?.map((network) => network.attributes.code),
      ['ethereum:usdc'],
    );
  });

  test('listBankWithdrawals maps paging and ordering to the query', async () => {
    const log: { url: string; init: RequestInit }[] = [];
    const client = new PaymentApiClient({ baseUrl: server.url, apiKey: KEY, fetch: recordingFetch(log) });
    const page = await client.listBankWithdrawals({ page: 2, perPage: 10, order: 'created_at', orderType: 'asc' });
    assert.deepEqual(page.meta, { page: '2', per_page: '10', total: 62 });
    assert.equal(page.data.length, 10);
    assert.equal(log[0]!.init.method, 'GET');
    assert.equal(log[0]!.init.body, undefined);
    const query = new URL(log[0]!.url).searchParams;
    assert.deepEqual(Object.fromEntries(query), { order: 'created_at', order_type: 'asc', page: '2', per_page: '10' });
    const details = page.included?.filter((resource) => resource.type === 'bank_withdrawal_transactions');
    assert.equal(details?.length, 10);
  });

  test('listChannels filters by reference', async () => {
    const page = await api.listChannels({ reference: 100103 });
    assert.equal(page.meta.total, 3);
    for (const channel of page.data) assert.equal(channel.attributes.reference, '100103');
  });

  test('listChannelDeposits takes Date bounds and answers numeric meta', async () => {
    const channels = await api.listChannels({ perPage: 100, orderType: 'asc' });
    const busiest = channels.data[0]!;
    const all = await api.listChannelDeposits(busiest.id, { perPage: 100, orderType: 'asc' });
    assert.equal(typeof all.meta.page, 'number');
    assert.ok(all.meta.total > 25);
    const from = new Date(all.data[5]!.attributes.createdAt);
    const bounded = await api.listChannelDeposits(busiest.id, {
      createdAtFrom: from,
      createdAtTo: all.data[9]!.attributes.createdAt,
    });
    assert.equal(bounded.meta.total, 5);
  });
});

describe('typed errors from the sandbox', () => {
  test('422 → ValidationError with the fields at fault', async () => {
    await assert.rejects(
      api.createInvoice({ amountBilled: '-1', billedCurrency: 'EUR', chargedCurrency: 'EUR' }),
      (error: unknown) => {
        assert.ok(error instanceof ValidationError);
        assert.ok(error instanceof PaymentApiError);
        assert.equal(error.status, 422);
        assert.equal(error.name, 'ValidationError');
        assert.deepEqual(Object.keys(error.fields).sort(), [
          '/data/attributes/amountBilled',
          '/data/attributes/chargedCurrency',
        ]);
        assert.match(error.message, /^Payment API 422: /);
        return true;
      },
    );
  });

  test('reference taken → ValidationError with code taken', async () => {
    const reference = `dup-${Date.now()}`;
    await api.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC', reference });
    await assert.rejects(
      api.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC', reference }),
      (error: unknown) => error instanceof ValidationError && error.code === 'taken',
    );
  });

  test('401 → AuthenticationError', async () => {
    const client = new PaymentApiClient({ baseUrl: server.url, apiKey: 'wrong' });
    await assert.rejects(client.listChannels(), (error: unknown) => {
      assert.ok(error instanceof AuthenticationError);
      assert.equal(error.code, 'invalid_api_key');
      assert.equal(error.errors[0]?.source?.header, 'Authorization');
      return true;
    });
  });

  test('404 → NotFoundError; ids are encoded, so they cannot reach another path', async () => {
    await assert.rejects(
      api.getAccount('nope'),
      (error: unknown) => error instanceof NotFoundError && error.code === 'account_not_found',
    );
    await assert.rejects(
      api.getAccount('../channels'),
      (error: unknown) => error instanceof NotFoundError && error.code === 'account_not_found',
    );
    await assert.rejects(api.listChannelDeposits('missing'), NotFoundError);
    await assert.rejects(api.getAccount(''), TypeError);
  });

  test('400 → BadRequestError naming the parameter', async () => {
    await assert.rejects(api.listChannels({ perPage: 1000 }), (error: unknown) => {
      assert.ok(error instanceof BadRequestError);
      assert.equal(error.errors[0]?.source?.parameter, 'per_page');
      return true;
    });
  });
});

describe('typed errors from other answers', () => {
  test('each status has its class', async () => {
    const cases: [number, new (...args: never[]) => PaymentApiError][] = [
      [400, BadRequestError],
      [401, AuthenticationError],
      [403, PermissionError],
      [404, NotFoundError],
      [406, MediaTypeError],
      [409, ConflictError],
      [415, MediaTypeError],
      [422, ValidationError],
      [429, RateLimitError],
      [500, ServerError],
      [503, ServerError],
      [418, PaymentApiError],
    ];
    for (const [status, type] of cases) {
      const client = fake(() =>
        jsonApi(status, { errors: [{ status: String(status), code: `e${status}`, detail: 'no' }] }),
      );
      await assert.rejects(client.listChannels(), (error: unknown) => {
        assert.ok(error instanceof type, `${status}`);
        assert.equal((error as PaymentApiError).status, status);
        assert.equal((error as PaymentApiError).code, `e${status}`);
        return true;
      });
    }
  });

  test('429 carries Retry-After in seconds', async () => {
    const client = fake(() => jsonApi(429, { errors: [] }, { 'Retry-After': '17' }));
    await assert.rejects(
      client.listChannels(),
      (error: unknown) => error instanceof RateLimitError && error.retryAfterSeconds === 17,
    );
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT')), 60);
    assert.equal(parseRetryAfter('soon'), undefined);
    // Read as strictly as the element reads it: no number that Date.parse would take for a date, no 25th hour.
    assert.equal(parseRetryAfter('1.5'), undefined);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 25:28:00 GMT'), undefined);
  });

  test('an error without a JSON:API body still has one error object', async () => {
    const client = fake(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await assert.rejects(client.listChannels(), (error: unknown) => {
      assert.ok(error instanceof ServerError);
      assert.deepEqual(error.errors, [{ status: '502', title: 'HTTP 502' }]);
      assert.equal(error.code, undefined);
      return true;
    });
  });

  test('a success that is not a JSON:API document → UnexpectedResponseError', async () => {
    for (const body of ['<html></html>', '[]', '{"ok":true}', '']) {
      const client = fake(() => new Response(body, { status: 200 }));
      await assert.rejects(client.listChannels(), UnexpectedResponseError, body);
    }
  });
});

describe('no answer', () => {
  let silent: Server;
  let silentUrl: string;

  before(async () => {
    // Accepts requests and never answers them.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  after(() => {
    silent.closeAllConnections();
    silent.close();
  });

  test('a refused connection → PaymentApiConnectionError', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const client = new PaymentApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
    await assert.rejects(client.listChannels(), (error: unknown) => {
      assert.ok(error instanceof PaymentApiConnectionError);
      assert.equal(error.timedOut, false);
      assert.ok(error.cause);
      return true;
    });
  });

  test('the timeout aborts a request that gets no answer', async () => {
    const client = new PaymentApiClient({ baseUrl: silentUrl, apiKey: 'k', timeoutMs: 100 });
    const started = Date.now();
    await assert.rejects(client.listChannels(), (error: unknown) => {
      assert.ok(error instanceof PaymentApiConnectionError);
      assert.equal(error.timedOut, true);
      assert.match(error.message, /timed out after 100 ms/);
      return true;
    });
    assert.ok(Date.now() - started < 2000);
  });

  test('the caller’s signal aborts a request', async () => {
    const client = new PaymentApiClient({ baseUrl: silentUrl, apiKey: 'k', timeoutMs: 0 });
    const controller = new AbortController();
    const pending = client.listChannels({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(pending, (error: unknown) => {
      assert.ok(error instanceof PaymentApiConnectionError);
      assert.equal(error.timedOut, false);
      assert.match(error.message, /was aborted/);
      return true;
    });
    const aborted = AbortSignal.abort();
    await assert.rejects(client.listChannels({}, { signal: aborted }), PaymentApiConnectionError);
  });
});
