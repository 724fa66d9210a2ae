// Shared by the tests of the script-tag files (test/sri.test.ts, test/wallets-file.test.ts): dist/'s files as the
// test server publishes them (byte for byte, as test/bundle.test.ts checks), a copy one byte off, and a fresh page
// to load them in with their integrity values, as the README tells merchants to.

/** A window of its own: its globals (JSON, CustomEvent, customElements), as a page of a merchant's has them. */
export type Page = Window & typeof globalThis;

/** The URL of a file of dist/ as published, e.g. `built('crypto-checkout.min.js')`. */
export const built = (file: string) => new URL(`../../dist/${file}`, import.meta.url).href;

/**
 * The URL of the file with its first space made a tab (the test server's /__tampered/ route): still valid JavaScript,
 * so only an integrity check can refuse it. `query` gives a URL of its own: Chromium keeps a refused response for
 * later loads of the same URL, in any frame.
 */
export const tampered = (file: string, query = '') => `/__tampered/dist/${file}${query}`;

/** The file's published integrity value (its .sri file). */
export const integrityOf = async (file: string) => (await (await fetch(built(`${file}.sri`))).text()).trim();

/** A blank same-origin page in a frame, at a desktop size; `removePages()` removes it. */
export async function freshPage(): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.dataset.scriptTagPage = '';
  frame.style.width = '720px';
  frame.style.height = '900px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Shop</title><body></body></html>';
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as Page;
}

/** Removes the pages `freshPage()` made. */
export const removePages = () =>
  document.querySelectorAll('iframe[data-script-tag-page]').forEach((frame) => frame.remove());

/**
 * Adds `<script type="module" integrity crossorigin="anonymous">` to `page` and tells whether it ran ('load') or
 * was refused ('error'). An empty `integrity` loads without a check.
 */
export function loadModule(page: Page, src: string, integrity: string): Promise<'load' | 'error'> {
  return new Promise((resolve) => {
    const script = page.document.createElement('script');
    script.type = 'module';
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve('load');
    script.onerror = () => resolve('error');
    script.src = src;
    page.document.head.append(script);
  });
}
