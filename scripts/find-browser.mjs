// @ts-check
// Where the test browsers are on this machine. Chromium is required; Firefox ESR and
// WebKit (WebKitGTK's MiniBrowser, driven by WebKitWebDriver) join the run when installed. The tests drive
// Chromium's headless shell when it is installed.
import { existsSync } from 'node:fs';

const CHROMIUM = [
  '/usr/lib/chromium/chromium', // Debian's real binary: the /usr/bin wrapper prints shell noise
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
/** Debian's chromium-headless-shell: Chromium's engine without the browser's windows and interface. */
const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return CHROMIUM.find((path) => existsSync(path));
}

/**
 * The Chromium the tests drive: CHROME_PATH when set, else the headless shell (the same Blink and V8 as the browser;
 * a test page there costs about half the CPU it costs in the full browser's headless mode), else the full browser.
 * The bench and the screenshots measure and show the full browser, which payers run.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return findHeadlessShell() ?? findChromium();
}

export function findHeadlessShell() {
  return HEADLESS_SHELL.find((path) => existsSync(path));
}

export function findFirefox() {
  return FIREFOX.find((path) => existsSync(path));
}

/** WebKitWebDriver and MiniBrowser, when both are installed. */
export function findWebKit() {
  const browser = MINIBROWSER.find((path) => existsSync(path));
  return browser && existsSync(WEBKIT_DRIVER) ? { driver: WEBKIT_DRIVER, browser } : undefined;
}
