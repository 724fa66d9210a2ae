import { mergeConfig } from 'vite';
import base from './vite.config.js';

/**
 * `vite build --config vite.channel.config.ts` writes the second script-tag file,
 * dist/crypto-channel.min.js (`<crypto-channel>`, docs/channels.md), with everything the
 * checkout's build does: Lit inside, the QR encoder of src/qr/, minified templates, its .sri.
 * A file of its own: the checkout's file stays within its budget, and a top-up page
 * does not load the checkout.
 */
export default mergeConfig(base, {
  build: {
    lib: { entry: 'src/channel/index.ts', fileName: () => 'crypto-channel.min.js' },
  },
});
