// Hands a file to the browser's download manager: an <a download> on an object URL, clicked
// inside the element's shadow root (so a page or a test can observe the click), freed after the
// seed's 40 s (001 §9) rather than at once, because some browsers read the URL late.

import { LAYOUT } from '../../common/layout.ts';

export function saveBlob(
  blob: Blob,
  fileName: string,
  root: ShadowRoot | HTMLElement | Document = document.body,
): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  anchor.setAttribute('data-pdb-download', fileName);
  const parent = root instanceof Document ? root.body : root;
  parent.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), LAYOUT.objectUrlTtlMs);
}

export function saveText(
  text: string,
  fileName: string,
  type: string,
  root?: ShadowRoot | HTMLElement | Document,
): void {
  saveBlob(new Blob([text], { type }), fileName, root);
}
