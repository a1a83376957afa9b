/**
 * The booking screens' shared layout classes, built at build time in `layout.css.ts` (vanilla-extract evaluates a
 * `.css.ts` file when it builds): the screens get plain class names, and home's first load does without the sprinkles
 * runtime and its class table (≈ 2.9 kB gzip). This path stays so the screens' imports need not change.
 */
export * from './layout.css';
