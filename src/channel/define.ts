/**
 * Registers `<crypto-channel>`. Guarded, so a page that loads both the
 * script-tag build and the npm build does not throw.
 */
import { CryptoChannel } from './crypto-channel.js';

export const CHANNEL_TAG_NAME = 'crypto-channel';

if (!customElements.get(CHANNEL_TAG_NAME)) {
  customElements.define(CHANNEL_TAG_NAME, CryptoChannel);
}

declare global {
  interface HTMLElementTagNameMap {
    'crypto-channel': CryptoChannel;
  }
}
