import type { Plugin } from 'vite';

export function byteModeQr(): Plugin;
