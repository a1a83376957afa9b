/** Reads Vite's build manifest (`dist/.vite/manifest.json`) and walks a chunk's static imports. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's manifest (the fields the bench reads). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk needs before it runs: its own JS and CSS plus those of its static imports, transitively. */
export interface ChunkFiles {
  js: Set<string>;
  css: Set<string>;
}

export function staticClosure(manifest: Manifest, key: string): ChunkFiles {
  const files: ChunkFiles = { js: new Set(), css: new Set() };
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`manifest has no entry ${current}`);
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The manifest key of the module a source path (relative to the app root, without extension) was built from. */
export function keyForModule(manifest: Manifest, modulePath: string): string {
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => `${modulePath}${suffix}`);
  const key = candidates.find((candidate) => manifest[candidate]?.isDynamicEntry);
  if (!key) throw new Error(`no lazily loaded chunk for ${modulePath} in the manifest`);
  return key;
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('manifest has no entry chunk');
  return key;
}
