import type { Socket } from 'node:net';
import { MESSAGES } from './messages';

/** What Node reports for a request it could not read as HTTP (the 'clientError' event). */
interface ClientError extends Error {
  code?: string;
}

/** The status and message of a request Node refused before any route saw it. */
function answerOf(error: ClientError): { status: number; reason: string; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', message: MESSAGES.headersTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout };
  return { status: 400, reason: 'Bad Request', message: MESSAGES.badRequest };
}

/**
 * Fastify's `clientErrorHandler`: garbage on the socket, an oversized header block or a bad Content-Length never
 * reaches a route, so Node asks this for the answer. It is the API's envelope with a Chinese message and the same
 * security headers as every other response; the connection is closed after it (Node cannot read on past a broken
 * request).
 */
export function clientErrorHandler(headers: Record<string, string>): (error: ClientError, socket: Socket) => void {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    // The client went away (or the answer is already being written): nothing to tell it.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = answerOf(error);
    const body = JSON.stringify({ success: false, returnMsg: message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        `content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        `cache-control: no-store\r\n` +
        headerLines +
        `connection: close\r\n\r\n${body}`,
    );
  };
}
