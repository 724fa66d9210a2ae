/**
 * Runs in the page (pass it to `tab.evaluate`): waits for `tag` to be defined, then appends `css`, if any, to its
 * Lit styles, which Lit adopts into each element's shadow root as it is created. The bench's `--css` candidate
 * and `npm run profile:first-paint -- --css` measure a style this way.
 */
export async function whenDefinedWithStyles(tag, css) {
  const element = await customElements.whenDefined(tag);
  if (!css) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  element.elementStyles = [...element.elementStyles, sheet];
}
