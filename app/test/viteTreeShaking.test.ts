import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from '../vite.treeShaking';

describe('markReactRouterPure', () => {
  it('marks module-level component factories pure and blanks their displayName, keeping the line count', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Ctx = React.createContext(null);',
      'x.displayName = y;',
    ].join('\n');
    const out = markReactRouterPure(code);
    expect(out.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'x.displayName = y;',
    ]);
  });

  it('still matches the installed react-router production build (an upgrade that changes its shape fails here)', () => {
    const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
    const chunks = readdirSync(production).filter((name) => /^chunk-.+\.mjs$/.test(name));
    const code = chunks.map((name) => readFileSync(join(production, name), 'utf8')).join('\n');
    expect(code).toMatch(/^var Link = React\d*\.forwardRef\(/m);
    const out = markReactRouterPure(code);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(out).not.toMatch(/^var [\w$]+ = React\d*\.(?:forwardRef|memo|createContext)\(/m);
  });
});
