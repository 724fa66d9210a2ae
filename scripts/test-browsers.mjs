// Runs web-test-runner in every installed engine (see web-test-runner.config.mjs).
// WebKit's MiniBrowser has no headless mode: without a display the run goes under xvfb-run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWebKit } from './find-browser.mjs';

const wtr = ['node_modules/.bin/wtr', ...process.argv.slice(2)];
let command = wtr;
if (findWebKit() && !process.env.DISPLAY) {
  if (existsSync('/usr/bin/xvfb-run')) command = ['xvfb-run', '-a', ...wtr];
  else console.warn('WebKit is installed but there is no display and no xvfb-run: WebKit is left out of this run.');
}
// WebKitWebDriver's and MiniBrowser's output: where a web process that crashed or was killed says so.
const webkitLog = join(tmpdir(), `crypto-checkout-webkit-${process.pid}.log`);
const { status } = spawnSync(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, WEBKIT_LOG: webkitLog },
});
if (status !== 0 && existsSync(webkitLog) && readFileSync(webkitLog, 'utf8').trim())
  console.error(`WebKitWebDriver and MiniBrowser wrote ${webkitLog}.`);
else rmSync(webkitLog, { force: true });
process.exit(status ?? 1);
