// Which source each byte of a built chunk came from, through the chunk's source map (issue 30): used by
// bench/chunkContents.ts (every chunk, module by module) and bench/pageWeight.ts (a page's floor: the mandated
// libraries against our own code). Each minified character is attributed to its source through the chunk's source map
// (Node's own `module.SourceMap`), each source's characters are gzipped together, and the parts are scaled so they
// add up to the chunk's real gzip -9 size (gzip shares a window across modules, so a module's share is an estimate;
// the chunk's total is exact).
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** A source's name as a reader looks for it: a package with its file, or the project's own path. */
export function moduleName(source: string): string {
  const clean = source.replaceAll("\\", "/").replace(/^(\.\.\/)+/, "");
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  return inPackage ? `${inPackage[1]}: ${inPackage[2]}` : clean;
}

/** The package of a name from moduleName, or null for the project's own code. */
export function packageOf(name: string): string | null {
  const at = name.indexOf(": ");
  return at < 0 ? null : name.slice(0, at);
}

/** Every source's share of one chunk in `dir` (its map beside it, `file.map`), in bytes gzipped. */
export function contents(dir: string, file: string): { gz: number; modules: Map<string, number> } {
  const code = readFileSync(path.join(dir, file), "utf8");
  const map = new SourceMap(JSON.parse(readFileSync(path.join(dir, `${file}.map`), "utf8")));
  const parts = new Map<string, string[]>();
  const lines = code.split("\n");
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!;
    let from = 0;
    let source = "(no source)";
    for (let column = 0; column <= text.length; column++) {
      const entry = column < text.length ? map.findEntry(line, column) : null;
      const original = entry && "originalSource" in entry ? String(entry.originalSource ?? "") : "";
      const here = original ? moduleName(original) : "(no source)";
      if (column < text.length && here === source) continue;
      if (column > from) parts.set(source, [...(parts.get(source) ?? []), text.slice(from, column)]);
      from = column;
      source = here;
    }
  }
  const gz = gzipSync(code, { level: 9 }).length;
  const raw = new Map([...parts].map(([name, texts]) => [name, gzipSync(texts.join("\n"), { level: 9 }).length]));
  const total = [...raw.values()].reduce((a, b) => a + b, 0);
  return { gz, modules: new Map([...raw].map(([name, bytes]) => [name, (bytes / total) * gz])) };
}

/**
 * A package and everything it depends on (its `dependencies`, transitively, as installed in `nodeModules`; peer
 * dependencies are the user's, not its own): the bytes a library brings, e.g. PixiJS with earcut and tiny-lru.
 */
export function withDependencies(nodeModules: string, name: string, into = new Set<string>()): Set<string> {
  if (into.has(name)) return into;
  into.add(name);
  const manifest = path.join(nodeModules, name, "package.json");
  if (!existsSync(manifest)) return into;
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(dependencies)) withDependencies(nodeModules, dependency, into);
  return into;
}
