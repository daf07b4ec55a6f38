// File downloads are form posts (seed 000 §7: ids "submitted by form to /downloads"): the browser
// streams the zip straight to disk, with no script holding it in memory. The form targets a
// hidden frame so an error answer never replaces the page. A page whose Content-Security-Policy has
// a form-action without the archive refuses the post with no error but a violation report: the
// caller hears of it.

import { onPolicyViolation } from '../../common/policy-violation.ts';

const FRAME_NAME_PREFIX = 'pdb-download-frame-';
/** The browser reports a refused post a task or two after submit(); this leaves it ample time. */
const REFUSAL_WINDOW_MS = 5_000;
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

/**
 * Posts `fields` to `action` as application/x-www-form-urlencoded; returns the form it sent.
 * `onRefused` is called when the page's policy refuses the post (form-action).
 */
export function postForm(
  action: string,
  fields: Record<string, string>,
  root: ShadowRoot | HTMLElement,
  onRefused: () => void = () => undefined,
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
  const stopListening = onPolicyViolation(form.ownerDocument, ['form-action'], new URL(form.action).origin, () => {
    stopListening();
    onRefused();
  });
  setTimeout(stopListening, REFUSAL_WINDOW_MS);
  form.submit();
  form.remove();
  return form;
}
