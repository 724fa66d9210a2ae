import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { frameworkApp } from '../vite.shared.js';

export default defineConfig(frameworkApp('svelte', [svelte()]));
