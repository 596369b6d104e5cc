// Issue 27: no engine file may import in a circle (a circle hides the order modules run in, and how a rule reaches
// another). Biome's noImportCycles rule (biome.json, also run by `npm run lint`) is the checker; this test runs it
// over shared/ so the engine suite fails on a circle too.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the engine's imports", () => {
  it("form no circle (biome lint/suspicious/noImportCycles)", () => {
    const r = spawnSync(
      "npx",
      ["biome", "lint", "--only=suspicious/noImportCycles", "--max-diagnostics=20", "shared"],
      { encoding: "utf8" },
    );
    expect(r.stdout + r.stderr).not.toContain("noImportCycles");
    expect(r.status).toBe(0);
  }, 60_000);
});
