// Precompression of the built client (plain JavaScript: vite.config.ts loads it by its full name).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What compresses well; images and sounds are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a finished build, at the strongest settings
 * (paid once per build, not per request): server/staticFiles.ts sends them by Accept-Encoding. node:zlib does
 * both encodings, so no plugin package is needed for it.
 */
export function precompressFolder(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.bytes += data.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/** The Vite plugin: precompresses the output folder once everything (the service worker included) is written. */
export function precompress() {
  let outDir = "";
  return {
    name: "trickerion-precompress",
    apply: "build",
    // After vite-plugin-pwa, which writes sw.js in its own closeBundle.
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
