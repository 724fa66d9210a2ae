/** Where Chromium is on this machine: CHROME_PATH, else the usual places; undefined when none. */
export function findChromium(): string | undefined;
