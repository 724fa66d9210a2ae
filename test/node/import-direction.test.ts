// The direction of imports between src/'s products (eslint.config.js, CONTRIBUTING.md's "Where things are"):
// an import against it fails `npm run lint` (which checks all of src/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const RULE = 'boundaries/dependencies';

/** What the rule says of `code` written in the file at `filePath`. */
async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

test('an import against the direction is refused, one along it is not', async () => {
  const against: [file: string, code: string][] = [
    // Pure rules must not reach for the UI or an element.
    ['src/core/sample.ts', "export { paymentScreen } from '../checkout/payment-screen.js';"],
    ['src/core/sample.ts', "export { en } from '../i18n/messages.js';"],
    // The words know nothing of the screens.
    ['src/i18n/sample.ts', "export { field } from '../ui/parts.js';"],
    // The shared UI is below the elements.
    ['src/ui/sample.ts', "export { CryptoChannel } from '../channel/crypto-channel.js';"],
    // One element does not borrow from another.
    ['src/channel/sample.ts', "export { paymentScreen } from '../checkout/payment-screen.js';"],
    ['src/picker/sample.ts', "export { CryptoCheckout } from '../checkout/crypto-checkout.js';"],
    // The server side never loads the browser's UI.
    ['src/server/sample.ts', "export { field } from '../ui/parts.js';"],
    ['src/client/sample.ts', "export { handleOrder } from '../server/order.js';"],
  ];
  for (const [file, code] of against)
    assert.notDeepEqual(await refusals(code, file), [], `not refused in ${file}: ${code}`);

  const along: [file: string, code: string][] = [
    ['src/ui/sample.ts', "export { parseInvoice } from '../core/invoice.js';"],
    ['src/checkout/sample.ts', "export { field } from '../ui/parts.js';"],
    ['src/server/sample.ts', "export { PaymentApiClient } from '../client/index.js';"],
  ];
  for (const [file, code] of along) assert.deepEqual(await refusals(code, file), [], `refused in ${file}: ${code}`);
});
