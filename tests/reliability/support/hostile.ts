/**
 * A small deterministic generator of invalid and hostile requests for one operation of openapi.yaml: malformed JSON,
 * wrong root types, missing fields, wrong field types, huge strings, deep nesting, SQL and HTML payloads,
 * prototype-pollution keys and broken `encryStr` envelopes. Seeded, so a failure names a reproducible case.
 */

/** mulberry32: a tiny seeded PRNG (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One generated request: what it is (for the failure message), the raw body text and its content type. */
export interface HostileCase {
  label: string;
  payload?: string;
  contentType?: string;
  query?: string;
}

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE orders;--',
  "' UNION SELECT secret FROM platform_secret--",
  "'); DELETE FROM capacity_slots; --",
  '\\x00\'"',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
];
const ODD = [
  '',
  ' ',
  '\u0000',
  '\uFFFF\uD800',
  '😀'.repeat(50),
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
];

const MALFORMED = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '[1,2',
  '"unterminated',
  '{"a":1}{"b":2}',
  '\u0000{}',
  '{"a":"\\uZZZZ"}',
  'nul',
  '{"__proto__":',
];
const ROOTS = ['null', 'true', '0', '-1', '"text"', '[]', '[{}]', '1e999', '""'];

/** A value of some JSON type, hostile more often than not. */
function hostileValue(rand: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  switch (Math.floor(rand() * 12)) {
    case 0:
      return pick(SQL);
    case 1:
      return pick(HTML);
    case 2:
      return pick(ODD);
    case 3:
      return 'x'.repeat(1 + Math.floor(rand() * 20_000));
    case 4:
      return pick([0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308]);
    case 5:
      return rand() < 0.5;
    case 6:
      return null;
    case 7:
      return depth < 3 ? [hostileValue(rand, depth + 1), hostileValue(rand, depth + 1)] : [];
    case 8:
      return depth < 3 ? { [pick(['a', '__proto__', 'constructor', 'toString'])]: hostileValue(rand, depth + 1) } : {};
    case 9:
      return pick(SQL) + pick(HTML);
    case 10:
      return '一'.repeat(1 + Math.floor(rand() * 2_000));
    default:
      return rand() * 1e6;
  }
}

/** JSON text nested `depth` levels deep. */
function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/**
 * At least `count` hostile bodies for an operation whose valid example is `example` and whose required fields are
 * `required` (empty for operations without a JSON body: the bodies are still sent, as junk the route must shrug off).
 */
export function hostileBodies(
  seed: number,
  count: number,
  example: Record<string, unknown>,
  required: readonly string[],
): HostileCase[] {
  const rand = prng(seed);
  const fields = Object.keys(example);
  const json = 'application/json';
  const cases: HostileCase[] = [
    ...MALFORMED.map((payload) => ({ label: `malformed ${payload}`, payload, contentType: json })),
    ...ROOTS.map((payload) => ({ label: `root ${payload}`, payload, contentType: json })),
    { label: 'deep arrays (5,000)', payload: nested(5_000, '[', ']'), contentType: json },
    { label: 'deep objects (20)', payload: `{"a":${nested(20, '{"a":', '}')}}`, contentType: json },
    {
      label: 'deep field',
      payload: JSON.stringify({ ...example, [fields[0] ?? 'a']: JSON.parse(nested(40, '[', ']')) as unknown }),
      contentType: json,
    },
    {
      label: 'body over the limit',
      payload: JSON.stringify({ ...example, pad: 'x'.repeat(300 * 1024) }),
      contentType: json,
    },
    {
      label: '__proto__ pollution',
      payload: `{"__proto__":{"isAdmin":true,"success":true},${JSON.stringify(example).slice(1)}`,
      contentType: json,
    },
    {
      label: 'constructor.prototype pollution',
      payload: JSON.stringify({ ...example, constructor: { prototype: { polluted: true } } }),
      contentType: json,
    },
    { label: 'encryStr garbage', payload: JSON.stringify({ encryStr: 'not-encrypted-at-all' }), contentType: json },
    { label: 'encryStr empty', payload: JSON.stringify({ encryStr: '' }), contentType: json },
    { label: 'encryStr wrong type', payload: JSON.stringify({ encryStr: 12345 }), contentType: json },
    {
      label: 'encryStr base64 junk',
      payload: JSON.stringify({
        encryStr: `${Buffer.from('x'.repeat(300)).toString('base64url')}.${Buffer.from('y'.repeat(256)).toString('base64url')}`,
      }),
      contentType: json,
    },
    { label: 'encryStr huge', payload: JSON.stringify({ encryStr: 'A'.repeat(200_000) }), contentType: json },
    { label: 'text/xml', payload: '<a/>', contentType: 'text/xml' },
    { label: 'form instead of json', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'no content type', payload: '{}' },
  ];
  while (cases.length < count) {
    const n = cases.length;
    const body: Record<string, unknown> = { ...example };
    const kind = Math.floor(rand() * 4);
    if (kind === 0 && required.length > 0) {
      // Drop one to all required fields.
      const drop = 1 + Math.floor(rand() * required.length);
      for (const field of required.slice(0, drop)) delete body[field];
    } else if (kind === 1 && fields.length > 0) {
      // One field of the example replaced by a hostile value.
      body[fields[Math.floor(rand() * fields.length)] as string] = hostileValue(rand);
    } else if (kind === 2) {
      // Every field hostile.
      for (const field of fields) body[field] = hostileValue(rand);
    } else {
      // Unknown extra keys alongside the example.
      body[
        ['__proto__', 'constructor', 'prototype', '$where', 'id', 'state', 'price'][Math.floor(rand() * 7)] as string
      ] = hostileValue(rand);
    }
    cases.push({ label: `generated #${n} (seed ${seed})`, payload: JSON.stringify(body), contentType: json });
  }
  return cases;
}

/** At least `count` hostile query strings for a GET operation with parameters `names`. */
export function hostileQueries(seed: number, count: number, names: readonly string[]): HostileCase[] {
  const rand = prng(seed);
  const keys = names.length > 0 ? names : ['q'];
  const cases: HostileCase[] = [
    { label: 'no query', query: '' },
    { label: 'broken percent-encoding', query: `${keys[0]}=%E0%A4%A` },
    { label: 'repeated key', query: keys.map((k) => `${k}=a&${k}=b`).join('&') },
    { label: 'huge value', query: `${keys[0]}=${'x'.repeat(60_000)}` },
    { label: 'prototype keys', query: '__proto__[x]=1&constructor[prototype][y]=2' },
  ];
  while (cases.length < count) {
    const parts = keys
      .filter(() => rand() < 0.8)
      .map(
        (k) =>
          `${encodeURIComponent(k)}=${encodeURIComponent(String(JSON.stringify(hostileValue(rand))).slice(0, 4_000))}`,
      );
    cases.push({ label: `generated query #${cases.length} (seed ${seed})`, query: parts.join('&') });
  }
  return cases;
}
