// The mail that confirms a notification address: sent to a new or changed address, it
// holds only the server's own words and a single-use link that expires. Until that link is opened
// no notification goes to the address, so MyPDB cannot be made to mail someone who never asked.

import { escapeHtml } from '../../model/escape.ts';
import type { MailMessage } from './mailer.ts';

/** How long a confirmation link holds. */
export const CONFIRMATION_TTL_SECONDS = 24 * 3600;
/** The route the link opens (fixed, like /mypdb/unsubscribe: mail outlives a prefix change). */
export const CONFIRM_EMAIL_ROUTE = '/mypdb/confirm-email';

export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl}${CONFIRM_EMAIL_ROUTE}?${new URLSearchParams({ token }).toString()}`;
}

export function confirmationMessage(to: string, link: string): MailMessage {
  const subject = 'MyPDB: confirm your notification address';
  const lines = [
    `Someone signed in to MyPDB asked to send its e-mail notifications of new search results to ${to}.`,
    `If that was you, confirm this address within ${CONFIRMATION_TTL_SECONDS / 3600} hours:`,
  ];
  const ignore = 'If it was not you, ignore this mail: nothing more will be sent to this address.';
  return {
    to,
    subject,
    text: [...lines, '', `  ${link}`, '', ignore, ''].join('\n'),
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(
      link,
    )}">Confirm ${escapeHtml(to)}</a></p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}
