// Where Chromium is on this machine: CHROME_PATH, else Debian's and other usual places.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/lib/chromium/chromium', // Debian's real binary: the /usr/bin wrapper prints shell noise
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}
