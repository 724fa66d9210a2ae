// `npm test` after its build: the browser tests (scripts/test-browsers.mjs) and the Node tests (`npm run test:node`)
// side by side. Each phase leaves part of two cores idle while it waits on timers, servers and streams; run one
// after the other, that idle time added up. The browsers' report is shown as it comes; the Node tests' report,
// kept until then, follows it, so the two never interleave. Fails when either fails.
import { spawn } from 'node:child_process';

/** Runs `command`, resolving to its exit status; with `keep`, its output is kept and returned instead of shown. */
function run(command, args, { keep = false } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'] });
  const output = [];
  if (keep) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${command}: ${error.message}\n`));
      resolve({ status: 1, output });
    });
    child.on('close', (status, signal) => resolve({ status: status ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
console.log('The Node tests run beside the browser tests; their report follows the browsers’.');
const node = run('npm', ['run', '--silent', 'test:node'], { keep: true }).then((result) => {
  result.seconds = seconds();
  return result;
});
const browsers = await run(process.execPath, ['scripts/test-browsers.mjs']);
const browserSeconds = seconds();
const nodeResult = await node;
process.stdout.write(Buffer.concat(nodeResult.output));
console.log(
  `\nBrowser tests: ${browsers.status === 0 ? 'passed' : 'FAILED'} in ${browserSeconds}. ` +
    `Node tests: ${nodeResult.status === 0 ? 'passed' : 'FAILED'} in ${nodeResult.seconds}.`,
);
process.exit(browsers.status || nodeResult.status);
