import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the handler already wrote as text, as it is: Fastify sends a string with a JSON
 * content type without serializing it, so the route's response schema is not applied (it still
 * documents the reply). Only for replies whose text is built from values the server controls, with
 * a test that checks them against the schema (docs/decisions/017-perf-listing.md §Cards as JSON text).
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
