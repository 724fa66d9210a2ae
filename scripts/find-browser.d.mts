/** Where Chromium is on this machine: CHROME_PATH, else the usual places; undefined when none. */
export function findChromium(): string | undefined;
/** Firefox (ESR) when installed. */
export function findFirefox(): string | undefined;
/** WebKitWebDriver and MiniBrowser, when both are installed. */
export function findWebKit(): { driver: string; browser: string } | undefined;
