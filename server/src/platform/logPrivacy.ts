import { maskMiddle } from '@checkup/sdk/rules';
import type { FastifyServerOptions } from 'fastify';

/** Pino options as Fastify accepts them. */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// ID numbers (18 digits with a check character, or the old 15-digit form) and mainland mobile numbers, not glued to
// other digits. IDs first so that a phone-like run inside an ID is masked as part of the ID.
const SENSITIVE = /(?<![\dA-Za-z])(?:\d{17}[\dXx]|\d{15}|1[3-9]\d{9})(?![\dA-Za-z])/g;

/** Masks every ID number and phone number inside a text with the SDK's display mask. */
export function maskSensitiveText(text: string): string {
  return text.replace(SENSITIVE, (match) => maskMiddle(match));
}

/** Copy of a log argument with every string (and number that looks like a phone) masked, through plain objects and arrays. */
function maskSensitive(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSensitiveText(value);
  if (typeof value === 'number' && Number.isInteger(value)) {
    const text = String(value);
    const masked = maskSensitiveText(text);
    return masked === text ? value : masked;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) {
    return {
      type: value.name,
      message: maskSensitiveText(value.message),
      stack: value.stack ? maskSensitiveText(value.stack) : undefined,
    };
  }
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1));
  // Class instances (requests, replies, sockets) are left to the serializers, which pick their safe fields.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskSensitive(item, depth + 1);
  return out;
}

/**
 * Pino options that mask ID numbers and phones in every line: the log-method hook masks the message and merge
 * objects, the request serializer masks the URL (query strings such as `/sandbox/sms?tel=` carry phones).
 */
export function privateLoggerOptions(base: LoggerOptions = {}): LoggerOptions {
  return {
    ...base,
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => maskSensitive(arg)) as Parameters<typeof method>;
        method.apply(this, masked);
      },
    },
    serializers: {
      req(req: { method?: string; url?: string; id?: unknown }) {
        return { id: req.id, method: req.method, url: req.url ? maskSensitiveText(req.url) : req.url };
      },
    },
  };
}
