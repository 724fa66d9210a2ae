// @ts-check
// Subresource Integrity for the script-tag build: a Vite plugin writes `<file>.sri` beside every entry
// chunk, from the very bytes it writes, so the value a page pins can never describe another build.
import { createHash } from 'node:crypto';

/**
 * The `integrity` attribute value of `bytes`: sha384, as the SRI spec and CDNs recommend.
 * @param {string | Uint8Array} bytes
 */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** @returns {import('vite').Plugin} */
export function subresourceIntegrity() {
  return {
    name: 'crypto-checkout:sri',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        this.emitFile({ type: 'asset', fileName: `${chunk.fileName}.sri`, source: `${integrity(chunk.code)}\n` });
      }
    },
  };
}
