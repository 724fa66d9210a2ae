// Loaded as a classic script before the element: hides constructable stylesheets, so Lit
// falls back to <style> elements, and gives Lit the page's nonce for them (R2).
delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
(window as unknown as { litNonce: string }).litNonce = 'r2-nonce';
