import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { hasControlCharacter } from '../../model/sanitize.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import type { SuggestionItem, SuggestionResponse } from '../../model/types.ts';
import type { AttributeService } from '../engine/types.ts';
import { SUGGEST_TEXT_MAX_LENGTH, suggestPrefix } from '../../model/suggest-text.ts';

/**
 * An attribute suggester's typed text is the path's tail ('*'), checked here: the router caps
 * named parameters with a bare 414, while a tail reaches the handler and gets a clear 400.
 */
function readText(raw: string): string {
  if (raw.length === 0 || raw.length > SUGGEST_TEXT_MAX_LENGTH || hasControlCharacter(raw)) {
    throw new ClientError(
      400,
      `The suggestion text must be 1 to ${SUGGEST_TEXT_MAX_LENGTH} characters without control characters`,
    );
  }
  return raw;
}

/**
 * The search bar's text: whatever a user typed or pasted (a sequence of any length, FASTA with
 * its line breaks) is suggested on its bounded prefix, so it answers 200 with what fits, often
 * nothing. Only an empty tail, which no bar sends, is refused.
 */
function readSearchBarText(raw: string): string {
  if (raw.length === 0) throw new ClientError(400, 'The suggestion text must not be empty');
  return suggestPrefix(raw);
}

const BOOLEAN_FLAG = { type: 'string', enum: ['true', 'false'] } as const;
/** 'true'/'false' include or leave out computed models; a number (1-100) asks for that many items. */
const SUGGESTER_FLAG = { type: 'string', pattern: '^(true|false|[1-9][0-9]?|100)$' } as const;
const NESTED_VALUE = {
  type: 'string',
  minLength: 1,
  maxLength: SUGGEST_TEXT_MAX_LENGTH,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
} as const;
const ATTRIBUTE = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.]+$' } as const;

const NESTED_SERVICE: Readonly<Record<'structure' | 'chemical', AttributeService>> = {
  structure: 'text',
  chemical: 'text_chem',
};

interface SuggesterParams {
  attribute: string;
  flag: string;
  '*': string;
  kind?: 'structure' | 'chemical';
  nestedValue?: string;
}

function readFlag(flag: string): { includeComputational: boolean; limit?: number } {
  // the engine's default number of items
  if (flag === 'true' || flag === 'false') return { includeComputational: flag === 'true' };
  // a count asks for that many items over the default content (experimental structures)
  return { includeComputational: false, limit: Number(flag) };
}

/** Search-bar menu and builder suggesters (seed 000 §7, seed 001 §7). */
export async function registerSuggestRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const suggesters = deps.engine.suggesters;
  // Each attribute's values are read into memory on first use (about half a second for the
  // big ones on 20,000 entries): read the search bar's after start-up, one per turn of the
  // event loop, so neither start-up nor the first typist waits for all of them.
  const pending = [...suggesters.searchBarAttributes];
  const warmNext = (): void => {
    const attribute = pending.shift();
    if (attribute === undefined) return;
    try {
      suggesters.warm([attribute]);
    } catch (error) {
      app.log.warn({ err: error, attribute }, 'could not read suggestion values');
    }
    setImmediate(warmNext);
  };
  app.addHook('onReady', async () => void setImmediate(warmNext));
  app.addHook('onClose', async () => void pending.splice(0));

  app.get<{ Params: { includeCsm: 'true' | 'false'; '*': string } }>(
    '/search/suggest/:includeCsm/*',
    { schema: { params: { type: 'object', required: ['includeCsm'], properties: { includeCsm: BOOLEAN_FLAG } } } },
    async (request): Promise<SuggestionResponse> => {
      const text = readSearchBarText(request.params['*']);
      return suggesters.searchBar(text, { includeComputational: request.params.includeCsm === 'true' });
    },
  );

  const answer = async (params: SuggesterParams): Promise<SuggestionItem[]> => {
    const service = params.kind ? NESTED_SERVICE[params.kind] : undefined;
    // nested values travel with '~' for '/' (a slash would split the path)
    const nestedValue = params.nestedValue?.replace(/~/g, '/');
    const target = {
      attribute: params.attribute,
      ...(service ? { service } : {}),
      ...(nestedValue !== undefined ? { nestedValue } : {}),
    };
    const items = await suggesters.attribute(target, { text: readText(params['*']), ...readFlag(params.flag) });
    if (!items) throw new ClientError(400, MESSAGES.attributeNotSupported);
    return items;
  };

  app.get<{ Params: SuggesterParams }>(
    '/search/suggester/:attribute/:flag/*',
    {
      schema: {
        params: {
          type: 'object',
          required: ['attribute', 'flag'],
          properties: { attribute: ATTRIBUTE, flag: SUGGESTER_FLAG },
        },
      },
    },
    async (request) => answer(request.params),
  );

  app.get<{ Params: SuggesterParams }>(
    '/search/suggester/:kind/:attribute/:nestedValue/:flag/*',
    {
      schema: {
        params: {
          type: 'object',
          required: ['kind', 'attribute', 'nestedValue', 'flag'],
          properties: {
            kind: { type: 'string', enum: ['structure', 'chemical'] },
            attribute: ATTRIBUTE,
            nestedValue: NESTED_VALUE,
            flag: SUGGESTER_FLAG,
          },
        },
      },
    },
    async (request) => answer(request.params),
  );
}
