// An engine copy compiled the way the server ships it (scripts/serverBuild.mjs: one esbuild ES-module bundle,
// node20, packages left as imports), for the fair comparison (bench/engineCpu.ts). Issue 27: under the tsx loader
// each engine file is its own ES module, and every call into another file goes through an imported binding; the
// redesign split the rules into many more files (kernel, families, module hooks), and its Dark Alley games read
// ~30 % slower there while the same two engines bundled read alike (docs/engine.md, "What the gap was").

import { build } from "esbuild";

/** Bundles `<engineDir>/index.ts` into `outfile` (an .mjs file) and returns its path. */
export async function bundleEngine(engineDir: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [`${engineDir}/index.ts`],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}
