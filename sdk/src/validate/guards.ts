/**
 * Small runtime checks for data that arrives as text (JSON-string returnData, config.json). A guard typed
 * `Guard<T>` for a generated schema type T must cover every key of T with a guard of the right type, so a change
 * in openapi.yaml that is not mirrored here fails `tsc`.
 */

/** Checks a value; returns a description of the first problem, or undefined when the value fits. */
export type Guard<T> = ((value: unknown, path: string) => string | undefined) & { readonly __type?: T };

function guard<T>(check: (value: unknown, path: string) => string | undefined): Guard<T> {
  return check;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string ${JSON.stringify(value.slice(0, 40))}`;
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** Any string. */
export const string: Guard<string> = guard((value, path) =>
  typeof value === 'string' ? undefined : `${path}: expected a string, got ${describe(value)}`,
);

/** Any finite number. */
export const number: Guard<number> = guard((value, path) =>
  typeof value === 'number' && Number.isFinite(value)
    ? undefined
    : `${path}: expected a number, got ${describe(value)}`,
);

/** A whole number ≥ 0. */
export const count: Guard<number> = guard((value, path) =>
  Number.isInteger(value) && (value as number) >= 0
    ? undefined
    : `${path}: expected a whole number ≥ 0, got ${describe(value)}`,
);

/** true or false. */
export const boolean: Guard<boolean> = guard((value, path) =>
  typeof value === 'boolean' ? undefined : `${path}: expected a boolean, got ${describe(value)}`,
);

/** One of the given strings. */
export function oneOf<const T extends readonly string[]>(...values: T): Guard<T[number]> {
  return guard((value, path) =>
    typeof value === 'string' && values.includes(value)
      ? undefined
      : `${path}: expected one of ${values.join(', ')}, got ${describe(value)}`,
  );
}

/** The value or undefined (an optional key). */
export function optional<T>(inner: Guard<T>): Guard<T | undefined> {
  return guard((value, path) => (value === undefined ? undefined : inner(value, path)));
}

/** An array whose every element passes `item`. */
export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return guard((value, path) => {
    if (!Array.isArray(value)) return `${path}: expected an array, got ${describe(value)}`;
    for (let i = 0; i < value.length; i += 1) {
      const problem = item(value[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  });
}

/** Guards for every key of T (optional keys take `optional(...)`). */
export type Shape<T> = { [K in keyof T]-?: Guard<T[K]> };

/** A plain object whose listed keys pass their guards; unlisted keys are allowed (the wire may add fields). */
export function objectOf<T>(shape: Shape<T>): Guard<T> {
  return guard((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return `${path}: expected an object, got ${describe(value)}`;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const problem = shape[key]((value as Record<string, unknown>)[key], `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  });
}

/** The first of several guards that fits; reports the problems of all when none does. */
export function anyOf<A, B>(first: Guard<A>, second: Guard<B>): Guard<A | B> {
  return guard((value, path) => {
    const problemA = first(value, path);
    if (!problemA) return undefined;
    const problemB = second(value, path);
    return problemB ? `${problemA}; or ${problemB}` : undefined;
  });
}

/** Runs a guard from the root; narrows on success. */
export function validate<T>(
  check: Guard<T>,
  value: unknown,
  root = '$',
): { ok: true; value: T } | { ok: false; problem: string } {
  const problem = check(value, root);
  return problem === undefined ? { ok: true, value: value as T } : { ok: false, problem };
}
