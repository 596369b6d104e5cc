// The protocol module: every event of whole games survives the wire form unchanged, the wire form is small
// numbers only (no id, name or sentence), and the client imports nothing from server/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyActionWithEvents,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  openingEvents,
  type GameEvent,
} from "../../shared/engine";
import { decodeEntry, decodeEvent, encodeEntry, encodeEvent, type Wire } from "../../shared/protocol";

function wholeGameEvents(seed: number, greedy: boolean, beginnerSetup: boolean, darkAlley = false): GameEvent[] {
  const rng = makeRandom(`codec-${seed}`);
  let s = createGame(
    darkAlley
      ? { players: 4, modules: { darkAlley: true, prophecies: true, abilities: true } }
      : { players: 4, beginnerSetup },
    seed,
  );
  const events = openingEvents(s);
  while (s.phase !== "gameOver") {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const r = applyActionWithEvents(s, seat, greedy ? greedyBot(s, seat)! : legal[Math.floor(rng() * legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    s = r.state;
  }
  return events;
}

const numbersOnly = (w: Wire): boolean => (Array.isArray(w) ? w.every(numbersOnly) : w === null || Number.isInteger(w));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.ts$/.test(name) ? [full] : [];
  });
}

describe("protocol", () => {
  it("every event of whole random and greedy games round-trips through the compact wire form", () => {
    for (let g = 0; g < 8; g++) {
      const events = wholeGameEvents(900 + g, g % 2 === 0, g % 4 < 2);
      for (const e of events) {
        const wire = encodeEvent(e);
        expect(numbersOnly(wire)).toBe(true);
        expect(decodeEvent(JSON.parse(JSON.stringify(wire)) as Wire)).toEqual(JSON.parse(JSON.stringify(e)));
      }
      const entry = { move: 12, events };
      expect(decodeEntry(encodeEntry(entry, 10), 10)).toEqual(JSON.parse(JSON.stringify(entry)));
    }
  });

  it("Dark Alley games' events round-trip too; their Dark Alley card, deck and prophecy ids are the only text", () => {
    for (let g = 0; g < 4; g++) {
      const events = wholeGameEvents(950 + g, g % 2 === 0, false, true);
      expect(events.some((e) => e.type === "orb")).toBe(true);
      for (const e of events) {
        const wire = encodeEvent(e);
        const text = JSON.stringify(wire).match(/"[^"]*"/g) ?? [];
        for (const t of text)
          expect(t).toMatch(
            /^"([AP]\d\d|downtown|market_row|workshop|theater|effect|ap|supercharge|steal|fame|coins|shards)"$/,
          ); // (Grand Premiere names the doubled yield)
        expect(decodeEvent(JSON.parse(JSON.stringify(wire)) as Wire)).toEqual(JSON.parse(JSON.stringify(e)));
      }
    }
  });

  it("refuses what it cannot encode or decode, instead of sending something wrong", () => {
    expect(() => encodeEvent({ type: "skip", seat: 0, weekday: "someday" as "friday", reason: "noMarker" })).toThrow(
      /no code/,
    );
    expect(() => decodeEvent([99])).toThrow(/unknown event/);
  });

  it("the client imports nothing from server/", () => {
    const offenders = sourceFiles(path.resolve("client")).filter(
      (f) =>
        /from\s+["'][./]*\/?server\//.test(readFileSync(f, "utf8")) ||
        /from\s+["'](\.\.\/)+server\//.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

describe("the wire's event order", () => {
  it("is the engine's GAME_EVENT_TYPES (the codec spells it out so the connection's chunk carries no engine)", async () => {
    const { GAME_EVENT_TYPES } = await import("../../shared/engine");
    const { WIRE_EVENT_TYPES } = await import("../../shared/protocol/eventCodec");
    expect(WIRE_EVENT_TYPES).toEqual(GAME_EVENT_TYPES);
  });
});
