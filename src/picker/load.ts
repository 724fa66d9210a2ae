/**
 * The coin picker, loaded the first time an element needs it (`order-src`, `methods`): an app's bundler keeps
 * it in a chunk of its own, so invoice-only pages never fetch it. The script-tag build replaces this module
 * (scripts/part-files.mjs): there the picker is dist/crypto-checkout-picker.min.js, which the page loads with
 * its own integrity value.
 */
import type * as picker from './controller.js';

export const loadPicker = (): Promise<Pick<typeof picker, 'PickerController'>> => import('./controller.js');
