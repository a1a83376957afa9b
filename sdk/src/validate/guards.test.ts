import { describe, expect, it } from 'vitest';
import { anyOf, arrayOf, boolean, count, number, objectOf, oneOf, optional, string, validate } from './guards';

describe('guards', () => {
  it('check primitive types', () => {
    expect(validate(string, 'a').ok).toBe(true);
    expect(validate(string, 1)).toEqual({ ok: false, problem: '$: expected a string, got number 1' });
    expect(validate(number, 1.5).ok).toBe(true);
    expect(validate(number, Number.NaN).ok).toBe(false);
    expect(validate(number, '1').ok).toBe(false);
    expect(validate(count, 0).ok).toBe(true);
    expect(validate(count, -1).ok).toBe(false);
    expect(validate(count, 1.5).ok).toBe(false);
    expect(validate(boolean, false).ok).toBe(true);
    expect(validate(boolean, 'false').ok).toBe(false);
  });

  it('check enumerations and optional values', () => {
    expect(validate(oneOf('1', '2'), '2').ok).toBe(true);
    expect(validate(oneOf('1', '2'), 2)).toEqual({ ok: false, problem: '$: expected one of 1, 2, got number 2' });
    expect(validate(optional(string), undefined).ok).toBe(true);
    expect(validate(optional(string), null)).toEqual({ ok: false, problem: '$: expected a string, got null' });
  });

  it('check arrays and objects, naming the path of the first problem', () => {
    const item = objectOf<{ code: string; tags?: string[] }>({ code: string, tags: optional(arrayOf(string)) });
    expect(validate(arrayOf(item), [{ code: 'a' }, { code: 'b', tags: ['x'], extra: 1 }]).ok).toBe(true);
    expect(validate(arrayOf(item), [{ code: 'a' }, { code: 'b', tags: ['x', 2] }])).toEqual({
      ok: false,
      problem: '$[1].tags[1]: expected a string, got number 2',
    });
    expect(validate(item, [])).toEqual({ ok: false, problem: '$: expected an object, got an array' });
    expect(validate(arrayOf(string), {}).ok).toBe(false);
  });

  it('accept either of two shapes and report both when neither fits', () => {
    const record = anyOf(objectOf<{ err: string }>({ err: string }), objectOf<{ name: string }>({ name: string }));
    expect(validate(record, { err: 'x' }).ok).toBe(true);
    expect(validate(record, { name: 'x' }).ok).toBe(true);
    expect(validate(record, { other: 1 })).toEqual({
      ok: false,
      problem: '$.err: expected a string, got undefined; or $.name: expected a string, got undefined',
    });
  });
});
