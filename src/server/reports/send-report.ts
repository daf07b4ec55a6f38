// Sends the engine's report answers: the /search/data report tables and the report files.

import type { FastifyReply } from 'fastify';
import type { ReportAnswer } from '../engine/types.ts';

/** Sends a report answer with its headers (the file's content-disposition). */
export function sendReportAnswer(reply: FastifyReply, answer: ReportAnswer): FastifyReply {
  if (answer.headers) reply.headers(answer.headers);
  return reply.status(answer.status).type(answer.contentType).send(answer.payload);
}
