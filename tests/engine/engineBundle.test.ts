// Issue 27: the fair speed comparison times engines compiled as the server ships them (bench/engineBundle.ts). The
// compiled engine must play exactly the games its sources play, and the redesigned engine the games the engine
// before the redesign (0a13447) played: the final states of the bench's random Dark Alley games, hashed, are pinned
// to the hash 0a13447 gives (computed with its sources under bench/.engines/, by this same playout).

import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundleEngine } from "../../bench/engineBundle";
import * as source from "../../shared/engine";

type Engine = Pick<
  typeof source,
  "activeSeats" | "applyAction" | "createGame" | "legalActions" | "makeRandom" | "turnActionCount"
>;

/** Final states of bench games `from`..`to`-1 (bench/cpuSlices.ts' playout: a random seat and turn action), hashed. */
function finalStatesHash(E: Engine, darkAlley: boolean, from: number, to: number): string {
  const finals: unknown[] = [];
  for (let i = from; i < to; i++) {
    const seed = { chacha20: createHash("sha256").update(`bench-${i}`).digest("hex") };
    const rng = E.makeRandom(i);
    let s = E.createGame(darkAlley ? { players: 4, modules: { darkAlley } } : { players: 4 }, seed);
    while (s.phase !== "gameOver") {
      const seats = E.activeSeats(s);
      const seat = seats[Math.floor(rng() * seats.length)]!;
      const legal = E.legalActions(s, seat);
      const r = E.applyAction(s, seat, legal[Math.floor(rng() * E.turnActionCount(s, seat, legal))]!);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    finals.push(s);
  }
  return createHash("sha256").update(JSON.stringify(finals)).digest("hex").slice(0, 16);
}

/** What 0a13447 (before the redesign) gives for Dark Alley games 0-11 and base games 0-3. */
const BEFORE_REDESIGN = { alley: "8e8addaa63faca2a", base: "5b5b2e24d0f4da43" };

describe("the engine the bench times", () => {
  const dir = mkdtempSync(join(tmpdir(), "engine-bundle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("plays the Dark Alley and base games 0a13447 played, from its sources and compiled", async () => {
    const file = await bundleEngine(
      fileURLToPath(new URL("../../shared/engine", import.meta.url)),
      join(dir, "engine.mjs"),
    );
    const compiled = (await import(pathToFileURL(file).href)) as Engine;
    for (const E of [source, compiled]) {
      expect(finalStatesHash(E, true, 0, 12)).toBe(BEFORE_REDESIGN.alley);
      expect(finalStatesHash(E, false, 0, 4)).toBe(BEFORE_REDESIGN.base);
    }
  });
});
