// Before `npm test`: make sure there is a Chromium to test in. On Debian as root it
// installs Debian's package; elsewhere it says in one line what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-browser.mjs';

if (!findChromium()) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!findChromium()) {
    console.error(
      'No Chromium found: install one (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium binary.',
    );
    process.exit(1);
  }
}
