/**
 * The package entry: importing it registers `<crypto-checkout>`. The class and
 * types without registration are `crypto-checkout/element`.
 */
import './define.js';

export * from './element.js';
export { TAG_NAME } from './define.js';
