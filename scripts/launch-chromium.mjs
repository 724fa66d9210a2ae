// @ts-check
// Headless Chromium through puppeteer-core, with the flags every browser run of this project uses
// (root needs --no-sandbox; nothing in a run should reach the network or update itself).
import puppeteer from 'puppeteer-core';
import { findChromium, findTestChromium } from './find-browser.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Launches headless Chromium; throws with the way to get one when there is none.
 * @param {string[]} [extraArgs]
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export function launchChromium(extraArgs = []) {
  return launch(findChromium(), extraArgs);
}

/**
 * Launches the Chromium the tests drive (`findTestChromium`: the headless shell when installed).
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export function launchTestChromium() {
  return launch(findTestChromium(), []);
}

/**
 * @param {string | undefined} executablePath
 * @param {string[]} extraArgs
 */
function launch(executablePath, extraArgs) {
  if (!executablePath) {
    throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH.');
  }
  return puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
