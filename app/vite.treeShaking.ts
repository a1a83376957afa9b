/**
 * Lets the bundler drop the parts of react-router the app never uses (Link, NavLink, Form, prefetching, RSC error
 * handling: ≈ 13 kB minified, 4 kB gzip of the first load). Its production chunk builds those components at module
 * level with `React.forwardRef(…)` and then sets their `displayName`; neither is marked side-effect free, so rolldown
 * keeps them (and everything they reference) although nothing imports them.
 */
import type { Plugin } from 'vite';

/** react-router's production build chunks, e.g. `react-router/dist/production/chunk-7RTFRKQW.mjs`. */
const reactRouterChunk = /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

/**
 * Marks module-level `React.forwardRef/memo/createContext` calls pure and blanks `X.displayName = "…"` statements
 * (devtools labels only; line count kept so positions stay close).
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1');
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'checkup:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: reactRouterChunk },
      handler: (code) => ({ code: markReactRouterPure(code), map: null }),
    },
  };
}
