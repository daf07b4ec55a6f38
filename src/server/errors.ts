import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose message is meant for the client (a 4xx answer). */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server is at capacity for this kind of request: 503 with Retry-After, a message for the client. */
export class BusyError extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** An upstream API (upstream mode) did not answer, or answered an error of its own: 502, its words. */
export class UpstreamError extends Error {
  readonly statusCode = 502;
}

const SEARCH_API_DOCS = 'https://search.rcsb.org/redoc/index.html';

/** A JSON body that does not parse (or is empty, or would poison a prototype). */
export const BODY_NOT_JSON = 'Invalid request: the body is not valid JSON';

/**
 * One place that turns errors into answers. Client errors (validation, bad JSON, too large), a
 * busy server and a search whose worker died keep their message; anything else is logged with an id and answered as a clean 500 naming that id,
 * never a stack trace. The Search API compatibility routes answer in that API's own shape.
 */
export function replyWithError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = statusOf(error);
  const told =
    (status >= 400 && status < 500) ||
    error instanceof BusyError ||
    error instanceof UpstreamError ||
    isUnavailable(status);
  let message = told ? messageOf(error) : '';
  if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (!told) {
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'request failed');
    message = `Internal server error (id ${errorId})`;
  }
  if (request.url.startsWith('/rcsbsearch/')) {
    return reply.status(status).send({ status, message, link: SEARCH_API_DOCS });
  }
  return reply.status(status).send({ statusCode: status, msg: message });
}

/**
 * An engine that cannot answer now (503: the embedded engine's worker died under a search): the
 * client is told so, and may retry. Only a busy server and a stopped worker answer 503.
 */
function isUnavailable(status: number): boolean {
  return status === 503;
}

function statusOf(error: FastifyError | Error): number {
  const code = (error as { statusCode?: unknown }).statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

function messageOf(error: FastifyError | Error): string {
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return `Invalid request: ${fastifyError.message}`;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return BODY_NOT_JSON;
  return error.message;
}
