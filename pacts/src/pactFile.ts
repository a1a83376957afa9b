/** The parts of a Pact V4 file the checks read (https://github.com/pact-foundation/pact-specification/tree/version-4). */
import { readFileSync } from 'node:fs';

/** A V4 body: JSON content as a value, text as a string, binary as base64 (`encoded: 'base64'`). */
export interface PactBody {
  content: unknown;
  contentType?: string;
  encoded?: false | string;
}

interface PactProviderState {
  name: string;
  params?: Record<string, unknown>;
}

export interface PactHttpInteraction {
  type: 'Synchronous/HTTP';
  description: string;
  providerStates?: PactProviderState[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: PactMatchingRules;
  };
}

/** Matching rules by category (V4); a rule's matchers combine with AND unless `combine` says OR. */
interface PactMatchingRules {
  header?: Record<string, { combine?: string; matchers: { match: string; regex?: string }[] }>;
  body?: Record<string, unknown>;
  status?: unknown;
}

export interface PactDocument {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactHttpInteraction[];
  metadata: Record<string, unknown>;
}

/** Reads a pact file; every interaction of ours is HTTP. */
export function readPact(file: string): PactDocument {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as PactDocument;
  const other = pact.interactions.find((interaction) => interaction.type !== 'Synchronous/HTTP');
  if (other)
    throw new Error(
      `${file}: interaction "${other.description}" is ${other.type}, only HTTP interactions are expected`,
    );
  return pact;
}

/** Header value of a request or response (Pact keeps the test's spelling; HTTP names are case-insensitive). */
export function headerOf(headers: Record<string, string[]> | undefined, name: string): string | undefined {
  const key = Object.keys(headers ?? {}).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers?.[key]?.join(', ');
}

/** The body as text (base64 bodies decoded), or undefined when there is none. */
export function bodyText(body: PactBody | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (body.encoded === 'base64' && typeof body.content === 'string')
    return Buffer.from(body.content, 'base64').toString('latin1');
  return typeof body.content === 'string' ? body.content : JSON.stringify(body.content);
}

/** Media type without parameters, lower case. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}
