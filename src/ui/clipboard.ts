/**
 * Copying a value the payer needs, with the fallbacks real pages need: the
 * Clipboard API is missing outside secure contexts, refused in iframes without
 * `clipboard-write`, and rejects when the document has no focus.
 */

/**
 * Copies `text`. `writeText` is called before anything is awaited, so it runs
 * inside the click's user activation. When it is absent or refused, the text
 * shown in `shownIn` is selected and `execCommand('copy')` tried; if that
 * fails too, the selection stays so the payer can copy by hand.
 * Resolves to true only when a copy is confirmed.
 */
export async function copyText(text: string, shownIn: Node): Promise<boolean> {
  try {
    // Only in a secure context, where the API belongs: elsewhere it is missing or a stand-in.
    if (isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Missing or refused: select and copy instead.
  }
  const selection = getSelection();
  if (!selection) return false;
  // selectAllChildren, not addRange: WebKit drops a Range that lies inside a shadow root.
  selection.selectAllChildren(shownIn);
  // The selection shows the formatted value (grouping, the language's decimal sign); the clipboard gets `text`.
  const putText = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', putText);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', putText);
  }
}
