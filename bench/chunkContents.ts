// `npx vite build --sourcemap && npx tsx bench/chunkContents.ts [chunk-name-prefix…]`: what each built chunk holds,
// module by module, in KiB gzipped (issue 30). Rolldown names a shared chunk after one of its modules, so a name says
// little ("refusalRule" held the whole rules engine). Each minified character is attributed to its source through the
// chunk's source map (Node's own `module.SourceMap`), each source's characters are gzipped together, and the parts
// are scaled so they add up to the chunk's real gzip -9 size (gzip shares a window across modules, so a module's
// share is an estimate; the chunk's total is exact). Rebuild without `--sourcemap` afterwards: the maps are not shipped.
import { readdirSync } from "node:fs";
import path from "node:path";
import { contents } from "./chunkAttribution";

const ASSETS = path.resolve(import.meta.dirname, "../dist/client/assets");
const MIN_KIB = Number(process.env.CHUNK_MIN_KIB ?? 0.3);

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const wanted = process.argv.slice(2);
const all = readdirSync(ASSETS);
const files = all.filter(
  (f) => f.endsWith(".js") && all.includes(`${f}.map`) && (wanted.length === 0 || wanted.some((p) => f.startsWith(p))),
);
if (files.length === 0) throw new Error("No chunk with a source map: build with `npx vite build --sourcemap` first.");
const rows = files.map((file) => ({ file, ...contents(ASSETS, file) })).sort((a, b) => b.gz - a.gz);
for (const { file, gz, modules } of rows) {
  console.log(`${kib(gz).padStart(6)} KiB  ${file}`);
  const sorted = [...modules].sort((a, b) => b[1] - a[1]);
  const shown = sorted.filter(([, bytes]) => bytes / 1024 >= MIN_KIB);
  for (const [name, bytes] of shown) console.log(`    ${kib(bytes).padStart(6)}  ${name}`);
  const rest = sorted.slice(shown.length);
  if (rest.length > 0)
    console.log(
      `    ${kib(rest.reduce((a, [, b]) => a + b, 0)).padStart(6)}  (${rest.length} more, each < ${MIN_KIB} KiB)`,
    );
}
