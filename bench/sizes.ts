/** Byte sizes of built files as a browser downloads them: raw, gzip and brotli (node:zlib). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** gzip -9 and brotli quality 11: what a static server precompressing its assets would send. */
export const compression = { gzipLevel: 9, brotliQuality: 11 } as const;

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const noBytes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };

/** Sizes of files under `dir`, each compressed on its own (as they are served), summed. */
export function measureFiles(dir: string, files: Iterable<string>): Sizes {
  let total = noBytes;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    total = {
      files: total.files + 1,
      raw: total.raw + bytes.length,
      gzip: total.gzip + gzipSync(bytes, { level: compression.gzipLevel }).length,
      brotli:
        total.brotli +
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality } }).length,
    };
  }
  return total;
}
