/**
 * The package entry: importing it registers `<crypto-checkout>`. The class and
 * types without registration are `crypto-checkout/element`.
 */
import './checkout/define.js';

export * from './element.js';
export { TAG_NAME } from './checkout/define.js';
