// Browser forms post application/x-www-form-urlencoded; Fastify parses only JSON by itself.

import type { FastifyInstance } from 'fastify';

/** A form's fields; a repeated field becomes a list. */
export function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const known = fields[key];
    fields[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return fields;
}

/** Parses form posts in `app` (an encapsulated context, so other routes keep refusing them). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, formFields(body as string));
  });
}
