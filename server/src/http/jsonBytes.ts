import type { FastifyReply } from 'fastify';

/** The content type Fastify gives a JSON body it serialises itself. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON body serialised once (to be sent many times): the bytes Fastify's own serialisation would send. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** Sends bytes from {@link jsonBytes} as they are, with the headers an object answer gets. */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(bytes);
}
