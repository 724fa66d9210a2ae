// Runs web-test-runner in every installed engine (see web-test-runner.config.mjs).
// WebKit's MiniBrowser has no headless mode: without a display the run goes under xvfb-run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findWebKit } from './find-browser.mjs';

const wtr = ['node_modules/.bin/wtr', ...process.argv.slice(2)];
let command = wtr;
if (findWebKit() && !process.env.DISPLAY) {
  if (existsSync('/usr/bin/xvfb-run')) command = ['xvfb-run', '-a', ...wtr];
  else console.warn('WebKit is installed but there is no display and no xvfb-run: WebKit is left out of this run.');
}
const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
process.exit(status ?? 1);
