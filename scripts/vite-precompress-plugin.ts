import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt|ico)$/;
// Below about a TCP packet, compressing gains nothing a client would notice.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (at the highest levels: it
 * happens once per build, not per request), so the server sends compressed bytes without spending
 * CPU on them. A variant that is not smaller than the original is not written.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  // A build that failed wrote nothing to compress, and its own error is the one to read.
  let written = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!written) return;
      for (const file of textFiles(outDir)) compressBeside(file);
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` when they are smaller than the file. */
export function compressBeside(file: string): void {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Vite's manifest (.vite/) is read at build time only and never served.
    if (name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT.test(name) ? [path] : [];
  });
}
