/**
 * React's runtime (react, react-dom, scheduler) in a chunk of its own, beside the app's entry: it changes only when
 * React is upgraded, so after a deploy of app code a returning visitor keeps the cached file (≈ 67 kB gzip of the
 * ≈ 90 kB first load) and V8's code cache for it, and downloads only the entry that changed. Both are requested
 * together from index.html (module preloads), so a first visit pays one more parallel request, no more bytes.
 */
export const reactRuntimeChunk = { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ };
