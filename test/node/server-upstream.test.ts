// crypto-checkout/server's side of the payment API (src/server/upstream.ts): the wait a 429 or 5xx asks for,
// read strictly and capped, and passed on as the answer's Retry-After; each failure as the element should see
// it; and the pause of the service's invoice read after it said it has none.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AuthenticationError,
  NotFoundError,
  PaymentApiConnectionError,
  PaymentApiError,
  RateLimitError,
  ServerError,
} from '../../src/client/index.js';
import { JSON_API_MEDIA_TYPE } from '../../src/core/protocol.js';
import { createInvoiceHandler } from '../../src/server/index.js';
import type { Fault } from '../../src/server/logger.js';
import { MAX_RETRY_AFTER_SECONDS } from '../../src/core/polling.js';
import { NO_READ_MS, retryAfterSeconds, serviceReadPause, upstreamError } from '../../src/server/upstream.js';

/** What the handler answers for an invoice it does not hold when the payment API answers `status` with `headers`. */
async function answerTo(status: number, headers: Record<string, string>) {
  const handler = createInvoiceHandler({
    api: {
      baseUrl: 'https://api.example',
      apiKey: 'sk_test',
      fetch: async () =>
        new Response('{"errors":[]}', { status, headers: { 'Content-Type': JSON_API_MEDIA_TYPE, ...headers } }),
    },
  });
  const answer = await handler.handle(new Request('https://shop.example/invoices/inv_1'), 'inv_1');
  return { status: answer.status, retryAfter: answer.headers.get('Retry-After') };
}

describe("Retry-After: the payment API's wait, passed on", () => {
  test('an upstream Retry-After is read strictly and capped: whole seconds from 1 to 600, never NaN, Infinity or 0', async () => {
    assert.deepEqual(await answerTo(503, { 'Retry-After': '7' }), { status: 503, retryAfter: '7' });
    assert.deepEqual(await answerTo(429, { 'Retry-After': ' 30 ' }), { status: 503, retryAfter: '30' });
    // Longer than the element would wait: capped, not "99999999" nor "Infinity".
    assert.deepEqual(await answerTo(503, { 'Retry-After': '99999999' }), { status: 503, retryAfter: '600' });
    assert.deepEqual(await answerTo(503, { 'Retry-After': '9'.repeat(400) }), { status: 503, retryAfter: '600' });
    // An HTTP date: the seconds until it; one in the past asks for the shortest wait, not 0.
    const soon = await answerTo(503, { 'Retry-After': new Date(Date.now() + 90_000).toUTCString() });
    assert.equal(soon.status, 503);
    assert.ok(['89', '90'].includes(soon.retryAfter!), String(soon.retryAfter));
    const past = new Date(Date.now() - 90_000).toUTCString();
    assert.deepEqual(await answerTo(503, { 'Retry-After': past }), { status: 503, retryAfter: '1' });
    assert.deepEqual(await answerTo(503, { 'Retry-After': '0' }), { status: 503, retryAfter: '1' });
    // Unreadable values are no wait at all: the element falls back to its own backoff on a 502.
    for (const value of ['1.5', '-3', '1e3', 'soon', '', 'Fri, 32 Nov 2026 10:00:00 GMT']) {
      assert.deepEqual(await answerTo(503, { 'Retry-After': value }), { status: 502, retryAfter: null }, value);
    }
  });

  test('a wait that is no number of seconds, from an error made by other code, is never passed on', () => {
    for (const seconds of [Number.NaN, -5, undefined]) {
      const answer = upstreamError(new ServerError(503, [], seconds as number | undefined));
      assert.equal(answer.status, 502, String(seconds));
      assert.equal(answer.headers.get('Retry-After'), null, String(seconds));
    }
    assert.equal(retryAfterSeconds(new RateLimitError(429, [], Number.POSITIVE_INFINITY)), MAX_RETRY_AFTER_SECONDS);
    assert.equal(retryAfterSeconds(new RateLimitError(429, [], 2.2)), 3, 'rounded up');
    assert.equal(retryAfterSeconds(new RateLimitError(429, [], 0)), 1);
    // Only a 429 or a 5xx carries a wait.
    assert.equal(retryAfterSeconds(new AuthenticationError(401, [])), undefined);
    assert.equal(retryAfterSeconds(new Error('boom')), undefined);
  });
});

describe("upstreamError: the payment API's failures as answers", () => {
  test('404 is not its business; a refusal is 502, no answer 502, a timeout 504, each no-store without the key', async () => {
    const cases: [unknown, number, string][] = [
      [new ServerError(500, [], undefined), 502, 'payment_api_error'],
      [new RateLimitError(429, [], undefined), 502, 'payment_api_error'],
      [new RateLimitError(429, [], 12), 503, 'payment_api_unavailable'],
      [new ServerError(502, [], 12), 503, 'payment_api_unavailable'],
      [new AuthenticationError(401, []), 502, 'payment_api_error'],
      [new PaymentApiError(418, []), 502, 'payment_api_error'],
      [new PaymentApiConnectionError('fetch failed'), 502, 'payment_api_unreachable'],
      [new PaymentApiConnectionError('timed out', true), 504, 'payment_api_timeout'],
    ];
    for (const [error, status, code] of cases) {
      const answer = upstreamError(error);
      assert.equal(answer.status, status, code);
      assert.equal(answer.headers.get('Cache-Control'), 'no-store');
      assert.equal(answer.headers.get('Content-Type'), JSON_API_MEDIA_TYPE);
      assert.equal((await answer.json()).errors[0].code, code);
    }
  });

  test('what is no payment API failure is thrown again, for the caller to answer 500', () => {
    const fault = new TypeError('a bug');
    assert.throws(
      () => upstreamError(fault),
      (error: unknown) => error === fault,
    );
  });
});

describe("serviceReadPause: the service's invoice read, paused after it said there is none", () => {
  const setup = () => {
    let time = 1_000_000;
    const faults: Fault[] = [];
    const pause = serviceReadPause(
      () => time,
      (fault) => faults.push(fault),
    );
    return { pause, faults, advance: (ms: number) => (time += ms) };
  };

  test('404, 401, 403 and 405 pause reads for 10 minutes; then one read tries while the others wait', () => {
    for (const [error, level] of [
      [new NotFoundError(404, []), 'info'],
      [new PaymentApiError(405, []), 'info'],
      [new AuthenticationError(401, []), 'warn'],
      [new PaymentApiError(403, []), 'warn'],
    ] as const) {
      const { pause, faults, advance } = setup();
      assert.equal(pause.mayRead(), true, 'reads at first');
      assert.equal(pause.pauseFor('inv_1', error), true);
      assert.deepEqual(
        faults.map(({ level, operation, invoiceId }) => [level, operation, invoiceId]),
        [[level, 'read', 'inv_1']],
      );
      assert.equal(pause.reads(), false);
      assert.equal(pause.mayRead(), false);
      advance(NO_READ_MS - 1);
      assert.equal(pause.mayRead(), false);
      advance(1);
      assert.equal(pause.reads(), true);
      assert.equal(pause.mayRead(), true, 'one read tries');
      assert.equal(pause.mayRead(), false, 'the others wait for its answer');
      pause.resume();
      assert.equal(pause.mayRead(), true, 'an answer makes reads regular again');
      assert.equal(pause.mayRead(), true);
    }
  });

  test('a 5xx, a 429 or no answer is no word about the read: nothing pauses, nothing is reported', () => {
    const { pause, faults } = setup();
    for (const error of [
      new ServerError(500, [], undefined),
      new RateLimitError(429, [], 5),
      new PaymentApiConnectionError('fetch failed'),
      new Error('boom'),
    ]) {
      assert.equal(pause.pauseFor('inv_1', error), false);
    }
    assert.equal(pause.reads(), true);
    assert.deepEqual(faults, []);
  });
});
