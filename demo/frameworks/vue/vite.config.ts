import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { frameworkApp } from '../vite.shared.js';

export default defineConfig(
  frameworkApp('vue', [
    // Vue would otherwise look for a Vue component named crypto-checkout.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'crypto-checkout' } } }),
  ]),
);
