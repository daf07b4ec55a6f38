// File downloads are form posts (seed 000 §7: ids "submitted by form to /downloads"): the browser
// streams the zip straight to disk, with no script holding it in memory. The form targets a
// hidden frame so an error answer never replaces the page.

const FRAME_NAME_PREFIX = 'pdb-download-frame-';
let frameCount = 0;

function ensureFrame(root: ShadowRoot | HTMLElement): string {
  const existing = root.querySelector<HTMLIFrameElement>(`iframe[name^="${FRAME_NAME_PREFIX}"]`);
  if (existing) return existing.name;
  const frame = document.createElement('iframe');
  frame.name = `${FRAME_NAME_PREFIX}${++frameCount}`;
  frame.title = 'File download';
  frame.hidden = true;
  frame.tabIndex = -1;
  root.appendChild(frame);
  return frame.name;
}

/** Posts `fields` to `action` as application/x-www-form-urlencoded; returns the form it sent. */
export function postForm(
  action: string,
  fields: Record<string, string>,
  root: ShadowRoot | HTMLElement,
): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = ensureFrame(root);
  form.hidden = true;
  form.setAttribute('data-pdb-download', action);
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  root.appendChild(form);
  form.submit();
  form.remove();
  return form;
}
