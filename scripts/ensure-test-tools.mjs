// Before `npm test`: make sure there is a Chromium to test in (and on Debian its headless shell, which the tests
// drive at about half the CPU of the full browser; without it they drive the full browser), Debian's
// redis-server for the tests of the Redis store (they start their own on a free port), Debian's nginx for the
// deployment of docs/production.md (test/node/nginx.test.ts runs it on free ports), and Python, PHP and Go for
// the example backends (test/node/backends.test.ts). On Debian as root it installs the missing packages;
// elsewhere it says in one line what to do.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell } from './find-browser.mjs';
import { findNginx } from './nginx.mjs';
import { findRedisServer } from './redis-server.mjs';

/** Whether `command arg` runs at all. */
const runs = (command, arg) => !spawnSync(command, [arg], { stdio: 'ignore' }).error;

const tools = [
  {
    name: 'Chromium',
    package: 'chromium',
    found: () => findChromium(),
    help: 'install one (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium binary.',
  },
  {
    name: "Chromium's headless shell",
    package: 'chromium-headless-shell',
    // CHROME_PATH names the one Chromium the tests drive.
    found: () => process.env.CHROME_PATH || findHeadlessShell(),
    optional: 'the tests drive the full Chromium, at about twice the CPU.',
  },
  {
    name: 'redis-server',
    package: 'redis-server',
    found: () => findRedisServer(),
    help: 'install it (Debian: `sudo apt-get install redis-server`) or set REDIS_SERVER to its path.',
  },
  {
    // test/node/nginx.test.ts: the proxy of docs/production.md in front of two shop instances.
    name: 'nginx',
    package: 'nginx',
    found: () => findNginx(),
    help: 'install it (Debian: `sudo apt-get install nginx`) or set NGINX to its path: test/node/nginx.test.ts runs it.',
  },
  ...[
    ['python3', 'python3', '--version'],
    ['php', 'php-cli', '--version'],
    ['go', 'golang-go', 'version'],
  ].map(([name, debianPackage, arg]) => ({
    name,
    package: debianPackage,
    found: () => runs(name, arg),
    help: `install it (Debian: \`sudo apt-get install ${debianPackage}\`): test/node/backends.test.ts runs examples/backends.`,
  })),
];

const missing = tools.filter((tool) => !tool.found());
if (missing.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const packages = missing.map((tool) => tool.package).join(' ');
  console.log(`Not found: ${missing.map((tool) => tool.name).join(', ')}. Installing Debian's ${packages} (apt-get)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
for (const tool of missing) {
  if (tool.found()) continue;
  if (tool.optional) console.log(`No ${tool.name}: ${tool.optional}`);
  else {
    console.error(`No ${tool.name} found: ${tool.help}`);
    process.exitCode = 1;
  }
}
