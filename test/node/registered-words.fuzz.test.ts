// registerTranslation against hostile registrations, stacked: the runtime's rules for words, without a DOM.
// (What the element draws in such words: test/localize.test.ts, in each engine.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { registerTranslation, resolveLocale } from '../../src/i18n/localize.js';
import { hostileRegistration } from '../fixtures/hostile-words.js';

test('no registration blanks a safety sentence or throws, for 300 hostile ones stacked on one language', () => {
  fc.assert(
    fc.property(hostileRegistration, (words) => {
      registerTranslation({ $code: 'qzz', ...words } as never);
      const { messages } = resolveLocale(['qzz']);
      const said = {
        'networkWarning(XRP)': messages.networkWarning('XRP', 'XRP Ledger'),
        'networkWarning(BTC)': messages.networkWarning('BTC', 'Bitcoin'),
        memoWarning: messages.memoWarning('destination-tag'),
        memoConfirm: messages.memoConfirm('destination-tag', '3963112154'),
        memoConfirmHint: messages.memoConfirmHint('memo'),
        'memoLabel.destination-tag': messages.memoLabel['destination-tag'],
        'memoLabel.memo': messages.memoLabel.memo,
        paymentChanged: messages.paymentChanged,
        invalidInvoice: messages.invalidInvoice,
        alreadySent: messages.alreadySent,
        network: messages.network,
        address: messages.address,
        amountDue: messages.amountDue,
        'status.expired.title': messages.status.expired.title,
        'status.expired.body': messages.status.expired.body,
        'status.cancelled.title': messages.status.cancelled.title,
      };
      for (const [key, text] of Object.entries(said)) {
        assert.equal(typeof text, 'string', key);
        assert.match(text, /\S/, key);
      }
    }),
    { numRuns: 300 },
  );
});
