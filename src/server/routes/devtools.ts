import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { escapeHtml } from '../../model/escape.ts';
import { DEVTOOLS_INDEX_PATH, DEVTOOLS_LINKS } from '../../model/devtools-links.ts';
import {
  htmlPage,
  UI_METADATA_FORMATS,
  uiMetadataHtml,
  uiMetadataText,
  type UiMetadataFormat,
} from '../devtools/ui-metadata.ts';

/** Developer pages (seed 001 §2): attribute maps, UI metadata and links to the schemas. */
export async function registerDevtoolsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get(DEVTOOLS_INDEX_PATH, async (_request, reply) => {
    const items = DEVTOOLS_LINKS.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join(
      '\n',
    );
    return reply.type('text/html; charset=utf-8').send(htmlPage('Developer tools', `<ul>\n${items}\n</ul>`));
  });

  // both spellings: the seed writes the paths with a trailing slash, people type them without
  for (const [kind, service] of [
    ['structure', 'text'],
    ['chemical', 'text_chem'],
  ] as const) {
    for (const url of [`/search/tests/attr-map/${kind}/`, `/search/tests/attr-map/${kind}`])
      app.get(url, async () => deps.engine.attributeMap(service));
  }

  app.get<{ Params: { format: string } }>('/search/tests/ui-metadata/:format', async (request, reply) => {
    const format = request.params.format as UiMetadataFormat;
    if (!UI_METADATA_FORMATS.includes(format)) {
      throw new ClientError(400, `Unknown format '${request.params.format}': use ${UI_METADATA_FORMATS.join(' or ')}`);
    }
    return format === 'html'
      ? reply.type('text/html; charset=utf-8').send(uiMetadataHtml())
      : reply.type('text/plain; charset=utf-8').send(uiMetadataText());
  });
}
