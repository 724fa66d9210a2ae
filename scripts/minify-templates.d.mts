import type { Plugin } from 'vite';

/** Minifies the text of Lit's css`` (Lightning CSS) and html``/svg`` (indentation) templates in build output. */
export function minifyTemplates(): Plugin;
