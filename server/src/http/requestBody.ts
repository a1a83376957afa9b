import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './envelope';
import { MESSAGES } from './messages';

/** Deepest JSON nesting a request may have; the contract's deepest payload is far shallower. */
const MAX_JSON_DEPTH = 16;

/** Turns a transport-encrypted body text (`encryStr`) back into the JSON text it carried. */
export type BodyDecryptor = (encryStr: string) => Promise<string>;

/**
 * Registers the request-body parsers: JSON (malformed, too deep or undecryptable → 400 with the envelope; an
 * `{ encryStr }` body is decrypted before validation) and form-encoded (the token endpoint).
 */
export function registerBodyParsers(app: FastifyInstance, decrypt: BodyDecryptor): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  // Callback style: a plain body is parsed without a promise; only an encrypted one waits for its decryption.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request: FastifyRequest, body: string, done) => {
      const parsed = body.trim() === '' ? undefined : parseBody(body);
      if (parsed instanceof HttpProblem || !isEncrypted(parsed)) {
        done(parsed instanceof HttpProblem ? parsed : null, parsed);
        return;
      }
      decrypt(parsed.encryStr).then(
        (plain) => {
          const value = parseBody(plain);
          done(value instanceof HttpProblem ? value : null, value);
        },
        () => done(new HttpProblem(400, MESSAGES.badEncryption)),
      );
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request: FastifyRequest, body: string, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body)));
    },
  );
}

/** The parsed body, or the refusal: returned, not thrown, so that the parser's callback is called exactly once. */
function parseBody(text: string): unknown {
  try {
    return parseJson(text);
  } catch (err) {
    if (err instanceof HttpProblem) return err;
    throw err;
  }
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Also a RangeError from absurd nesting: either way the text is not a request we accept.
    throw new HttpProblem(400, MESSAGES.malformedJson);
  }
  checkShape(value);
  return value;
}

/**
 * Refuses absurd nesting and NUL characters (PostgreSQL cannot store U+0000 in text, so such a value would otherwise
 * surface as a 500), walking iteratively so hostile input cannot overflow the stack.
 */
function checkShape(root: unknown): void {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpProblem(400, MESSAGES.nulCharacter);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > MAX_JSON_DEPTH) throw new HttpProblem(400, MESSAGES.tooDeep);
    for (const [key, child] of Object.entries(value)) stack.push([key, depth + 1], [child, depth + 1]);
  }
}

function isEncrypted(value: unknown): value is { encryStr: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'encryStr' && typeof (value as { encryStr: unknown }).encryStr === 'string';
}
