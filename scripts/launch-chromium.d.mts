import type { Browser } from 'puppeteer-core';

/** The flags every Chromium run of this project uses. */
export const CHROMIUM_ARGS: string[];
/** Launches headless Chromium (puppeteer-core); throws when none is installed. */
export function launchChromium(extraArgs?: string[]): Promise<Browser>;
