import type { Plugin } from 'vite';

/** The `integrity` attribute value of `bytes` (sha384). */
export function integrity(bytes: string | Uint8Array): string;
/** Writes `<file>.sri` beside every entry chunk of a Vite build. */
export function subresourceIntegrity(): Plugin;
