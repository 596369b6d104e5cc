import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_CODES } from "../../shared/schema/codes";
import type { Action } from "../../shared/engine";
import { playUntil, send, type TestPlayer, tableInAssignment, type TableInAssignment } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

const SEED = 0x5eed1234;

type Table = TableInAssignment;

const assign = (character: string, location: string): Action => ({ type: "assign", character, location }) as Action;

describe("hidden assignments never leave the server before the reveal", () => {
  let server: TestServer;
  const tap = new WireTap();
  beforeAll(async () => {
    tap.install();
    server = await startTestServer({ seed: SEED });
  });
  afterAll(async () => {
    tap.uninstall();
    await server.close();
  });

  it("other players and spectators receive byte-identical streams whatever Ann plans", async () => {
    // Two tables with the same seed and the same public moves; only Ann's secret plan differs.
    const plans: Action[][] = [
      [assign("magician", "theater"), assign("apprentice1", "downtown"), { type: "unassign", character: "apprentice1" } as Action, assign("apprentice1", "downtown")],
      [assign("magician", "market_row"), assign("apprentice1", "workshop"), { type: "unassign", character: "apprentice1" } as Action, assign("apprentice1", "workshop")],
    ];
    const tables = [await tableInAssignment(server), await tableInAssignment(server)];
    const observers = (t: Table) => [...t.players.slice(1), t.spectator];
    const marks = tables.map((t) => [...t.players, t.spectator].map((p) => tap.mark(p.room.sessionId)));

    for (const [i, t] of tables.entries()) {
      const [ann, ben, cat, dan] = t.players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
      const plan = plans[i]!;
      expect(await send(ann, plan[0]!)).toEqual({ ok: true });
      expect(await send(ben, assign("magician", "theater"))).toEqual({ ok: true });
      expect(await send(ann, plan[1]!)).toEqual({ ok: true });
      expect(await send(dan, assign("apprentice1", "market_row"))).toEqual({ ok: true });
      expect(await send(ann, plan[2]!)).toEqual({ ok: true });
      expect(await send(ben, { type: "confirmAssignments" })).toEqual({ ok: true });
      expect(await send(ann, plan[3]!)).toEqual({ ok: true });
      expect(await send(cat, { type: "confirmAssignments" })).toEqual({ ok: true });
      expect(await send(dan, { type: "confirmAssignments" })).toEqual({ ok: true });
      expect(t.room.table.game!.phase).toBe("assignment"); // Ann has not confirmed: nothing revealed

      // Decoded: others know that Ann's magician has a card, never which; Ann sees her own plan.
      for (const other of [ben, cat, dan, t.spectator]) {
        expect(other.room.state.players[0].plan).toBeUndefined();
        expect(other.room.state.players[0].characters.get("magician").hasCard).toBe(true);
        expect(other.room.state.players[0].characters.get("magician").card).toBe(0);
      }
      expect(CARD_CODES.decode(ann.room.state.players[0].plan.cards.get("magician"))).toBe(i === 0 ? "theater" : "market_row");
      expect(ann.room.state.players[1].plan).toBeUndefined();
    }

    const since = (t: number, who: number, p: TestPlayer) => tap.bytesSince(p.room.sessionId, marks[t]![who]!);
    observers(tables[0]!).forEach((p, k) => {
      const a = since(0, k + 1, p);
      const b = since(1, k + 1, observers(tables[1]!)[k]!);
      expect(a.length).toBeGreaterThan(0);
      expect(a.equals(b)).toBe(true);
    });
    // The comparison can tell: Ann's own streams differ, since she sees her plan.
    expect(since(0, 0, tables[0]!.players[0]!).equals(since(1, 0, tables[1]!.players[0]!))).toBe(false);

    // Ann confirms: every card is revealed at once, to everyone.
    for (const [i, t] of tables.entries()) {
      expect(await send(t.players[0]!, { type: "confirmAssignments" })).toEqual({ ok: true });
      expect(t.room.table.game!.phase).toBe("placement");
      expect(CARD_CODES.decode(t.players[1]!.room.state.players[0].characters.get("magician").card)).toBe(i === 0 ? "theater" : "market_row");
      expect(CARD_CODES.decode(t.spectator.room.state.players[0].characters.get("apprentice1").card)).toBe(i === 0 ? "downtown" : "workshop");
    }
  });

  it("no client ever receives the seed, and undrawn performance cards stay unknown until drawn", async () => {
    const t = await tableInAssignment(server);
    const everyone = [...t.players, t.spectator];
    const undrawn = [...t.room.table.game!.deck];
    expect(undrawn).toHaveLength(4);
    const seedPatterns = [
      Buffer.from(String(SEED)),
      Buffer.from(SEED.toString(16)),
      Buffer.from([0x34, 0x12, 0xed, 0x5e]),
      Buffer.from([0x5e, 0xed, 0x12, 0x34]),
    ];
    const bySeat = new Map(t.players.map((p, seat) => [seat, p]));

    let turn1Checked = false;
    await playUntil(t.room, bySeat, () => {
      const game = t.room.table.game!;
      if (!turn1Checked && game.turn === 2) {
        // End of turn 1 drew the deck's top card: only it may now be known.
        const drawn = undrawn.filter((id) => !game.deck.includes(id));
        expect(drawn).toHaveLength(1);
        for (const p of everyone) {
          const bytes = tap.bytesSince(p.room.sessionId);
          for (const id of game.deck) expect(bytes.includes(Buffer.from(id))).toBe(false);
          expect(bytes.includes(Buffer.from(drawn[0]!))).toBe(true);
        }
        turn1Checked = true;
      }
      if (game.phase === "assignment") {
        for (const [seat, p] of t.players.entries()) {
          for (let other = 0; other < 4; other++) if (other !== seat) expect(p.room.state.players[other].plan).toBeUndefined();
        }
        for (let other = 0; other < 4; other++) expect(t.spectator.room.state.players[other].plan).toBeUndefined();
      }
      return false;
    }, "privacy-game");
    expect(turn1Checked).toBe(true);
    expect(t.room.table.game!.phase).toBe("gameOver");
    for (const p of everyone) {
      const bytes = tap.bytesSince(p.room.sessionId);
      for (const pattern of seedPatterns) expect(bytes.includes(pattern)).toBe(false);
    }
  });
});
