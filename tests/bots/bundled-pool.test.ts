import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { ROOT_DIR } from "../../server/config";

describe("the bot pool in a bundled server", () => {
  it("finds its compiled worker next to the bundle and answers from it, with plain node (no tsx)", async () => {
    mkdirSync(path.join(ROOT_DIR, "dist"), { recursive: true });
    // Inside the repository, so the bundle's external packages (piscina, prom-client) resolve from node_modules.
    const out = mkdtempSync(path.join(ROOT_DIR, "dist", "bundle-test-"));
    try {
      await build({
        entryPoints: {
          server: path.join(ROOT_DIR, "tests/support/bundledPoolEntry.ts"),
          botWorker: path.join(ROOT_DIR, "server/bots/botWorker.ts"),
        },
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        outdir: out,
        packages: "external",
        logLevel: "error",
      });
      const printed = execFileSync(process.execPath, [path.join(out, "server.js")], {
        encoding: "utf8",
        timeout: 60_000,
      });
      const result = JSON.parse(printed.trim().split("\n").at(-1)!) as {
        worker: string;
        legal: boolean;
        playouts: number;
      };
      expect(result.worker).toBe(path.join(out, "botWorker.js"));
      expect(result.legal).toBe(true);
      expect(result.playouts).toBeGreaterThan(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);
});
