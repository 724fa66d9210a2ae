import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { frameworkApp } from '../vite.shared.js';

export default defineConfig(frameworkApp('react', [react()]));
