import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../../server/config";
import { SERVER_NODE_FLAGS } from "../../scripts/serverFlags";

// The load harness measures the server with SERVER_NODE_FLAGS; `npm start` must run it the same way.
describe("the server's node options", () => {
  const start: string = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")).scripts.start;

  it("npm start passes every one of them to node, before the script", () => {
    const words = start.split(/\s+/);
    expect(words[0]).toBe("node");
    const script = words.indexOf("scripts/start.mjs");
    expect(script).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      expect(words.indexOf(flag), flag).toBeGreaterThan(0);
      expect(words.indexOf(flag), flag).toBeLessThan(script);
    }
  });

  it("this node accepts them", () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", "process.exit(0)"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
