import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_CODES } from "../../shared/schema/codes";
import { viewFor, type Action, type GameState, type SecretSeed, type Viewer } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { keystreamWord } from "../../shared/engine/core/secureRng";
import {
  createTable,
  joinTable,
  pickAction,
  playUntil,
  send,
  type TestPlayer,
  tableInAssignment,
  type TableInAssignment,
} from "../support/tableDriver";
import { activeSeats, greedyBot, legalActions } from "../../shared/engine";
import type { TableState } from "../../shared/schema/TableState";
import { makeRandom } from "../../shared/engine/bots";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

/** A fixed secret key (both tables of the first test must deal alike); the server's own are drawn at random. */
const SEED: SecretSeed = { chacha20: "5eed1234c0ffee00112233445566778899aabbccddeeff0123456789abcdef42" };

/**
 * Every form in which the game's secret could travel: the key in hex (either case), raw bytes, base64 and
 * base64url, any 8-byte piece of it raw or in hex, its JSON field name, and the generator's next keystream
 * block (the future dice) raw and in hex.
 */
function secretPatterns(seed: SecretSeed, rng: number): Buffer[] {
  const raw = Buffer.from(seed.chacha20, "hex");
  const block = Math.floor(rng / 16) * 16;
  const ahead = Buffer.alloc(64);
  for (let w = 0; w < 16; w++) ahead.writeUInt32LE(keystreamWord(seed, block + w), 4 * w);
  const pieces: Buffer[] = [];
  for (let i = 0; i + 8 <= raw.length; i += 4)
    pieces.push(raw.subarray(i, i + 8), Buffer.from(raw.subarray(i, i + 8).toString("hex")));
  return [
    Buffer.from(seed.chacha20),
    Buffer.from(seed.chacha20.toUpperCase()),
    raw,
    Buffer.from(raw.toString("base64")),
    Buffer.from(raw.toString("base64url")),
    Buffer.from("chacha20"),
    ...pieces,
    ahead.subarray(0, 16),
    Buffer.from(ahead.subarray(0, 16).toString("hex")),
  ];
}

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
      [
        assign("magician", "theater"),
        assign("apprentice1", "downtown"),
        { type: "unassign", character: "apprentice1" } as Action,
        assign("apprentice1", "downtown"),
      ],
      [
        assign("magician", "market_row"),
        assign("apprentice1", "workshop"),
        { type: "unassign", character: "apprentice1" } as Action,
        assign("apprentice1", "workshop"),
      ],
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
      expect(CARD_CODES.decode(ann.room.state.players[0].plan.cards.get("magician"))).toBe(
        i === 0 ? "theater" : "market_row",
      );
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
      expect(CARD_CODES.decode(t.players[1]!.room.state.players[0].characters.get("magician").card)).toBe(
        i === 0 ? "theater" : "market_row",
      );
      expect(CARD_CODES.decode(t.spectator.room.state.players[0].characters.get("apprentice1").card)).toBe(
        i === 0 ? "downtown" : "workshop",
      );
    }
  });

  it("no client ever receives the seed, and undrawn performance cards stay unknown until drawn", async () => {
    const t = await tableInAssignment(server);
    const everyone = [...t.players, t.spectator];
    const undrawn = [...t.room.table.game!.deck];
    expect(undrawn).toHaveLength(4);
    expect(t.room.table.game!.seed).toEqual(SEED);
    const seedPatterns = secretPatterns(SEED, 0);
    const bySeat = new Map(t.players.map((p, seat) => [seat, p]));
    /** Everything the server answers over HTTP to anyone, while the game is unfinished. */
    const http: Buffer[] = [];
    const fetchAll = async (): Promise<void> => {
      const code = t.room.roomId;
      for (const path of [
        "/health",
        "/api/tables",
        "/api/games",
        `/api/games/${code}`,
        `/api/games/${code}/record`,
        `/t/${code}`,
        `/watch/${code}`,
        `/replay/${code}`,
      ]) {
        const response = await fetch(`${server.url}${path}`);
        http.push(Buffer.from(await response.arrayBuffer()));
      }
    };
    await fetchAll();
    let rngSeen = 0;

    let turn1Checked = false;
    let pauseAtTurn3 = true;
    const checks = (): boolean => {
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
      rngSeen = Math.max(rngSeen, game.rng);
      if (game.phase === "assignment") {
        for (const [seat, p] of t.players.entries()) {
          for (let other = 0; other < 4; other++)
            if (other !== seat) expect(p.room.state.players[other].plan).toBeUndefined();
        }
        for (let other = 0; other < 4; other++) expect(t.spectator.room.state.players[other].plan).toBeUndefined();
      }
      return pauseAtTurn3 && game.turn >= 3;
    };
    await playUntil(t.room, bySeat, checks, "privacy-game");
    await fetchAll(); // mid-game, turn 3
    pauseAtTurn3 = false;
    await playUntil(t.room, bySeat, checks, "privacy-game-2");
    expect(turn1Checked).toBe(true);
    expect(t.room.table.game!.phase).toBe("gameOver");
    // The key, and the keystream at every position the game reached (each turn's dice block), in every encoding.
    const patterns = [...seedPatterns];
    for (let at = 0; at <= rngSeen + 16; at += 16) patterns.push(...secretPatterns(SEED, at).slice(-2));
    for (const p of everyone) {
      const bytes = tap.bytesSince(p.room.sessionId);
      for (const pattern of patterns) expect(bytes.includes(pattern)).toBe(false);
    }
    const httpBytes = Buffer.concat(http);
    expect(httpBytes.length).toBeGreaterThan(100);
    for (const pattern of patterns) expect(httpBytes.includes(pattern)).toBe(false);
    // Once the game is over its record, key included, is public: the search above would have found it.
    const record = Buffer.from(await (await fetch(`${server.url}/api/games/${t.room.roomId}/record`)).arrayBuffer());
    expect(record.includes(Buffer.from(SEED.chacha20))).toBe(true);
  });
});

/** Every Dark Alley card id (the Dark Alley card and the Special cards) and every P-id (prophecies and performance cards share the form). */
const CARD_IDS = [
  ...Array.from({ length: 41 }, (_, i) => `A${String(i + 5).padStart(2, "0")}`),
  ...Array.from({ length: 28 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`),
];
/** An id as it travels, in the schema's and MessagePack's encoding of a 3-character string. */
const onWire = (id: string): Buffer => Buffer.concat([Buffer.from([0xa3]), Buffer.from(id)]);

describe("Dark Alley secrets never leave the server (RULES §12)", () => {
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

  it("each client receives no Special card, deck order, prophecy or drawn card the rules have not shown it yet", {
    timeout: 120_000,
  }, async () => {
    // Three people and a spectator at a Dark Alley table with prophecies.
    const ann = await createTable(server, { players: 3, darkAlley: true }, "Ann");
    const code = ann.room.roomId;
    const people = [
      ann,
      await joinTable(server, code, { name: "Ben" }),
      await joinTable(server, code, { name: "Cat" }),
    ];
    const spectator = await joinTable(server, code, { spectator: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const clients: [Viewer, TestPlayer][] = [
      [0, people[0]!],
      [1, people[1]!],
      [2, people[2]!],
      ["spectator", spectator],
    ];

    // What each viewer has been allowed to know so far: every id its own projection of any state up to now showed.
    const known = new Map<Viewer, Set<string>>(clients.map(([v]) => [v, new Set<string>()]));
    const checked = new Map<Viewer, number>(clients.map(([v]) => [v, 0]));
    const leaks: string[] = [];
    let steps = 0;
    const check = (game: GameState): void => {
      for (const [viewer, client] of clients) {
        const ids = known.get(viewer)!;
        for (const m of JSON.stringify(viewFor(game, viewer)).matchAll(/"([AP]\d\d)"/g)) ids.add(m[1]!);
        // Frames are recorded as the server writes them, so every frame so far came from a state up to this one.
        const frames = tap.framesOf(client.room.sessionId);
        for (let f = checked.get(viewer)!; f < frames.length; f++) {
          const frame = Buffer.from(frames[f]!);
          for (const id of CARD_IDS)
            if (!ids.has(id) && frame.includes(onWire(id))) leaks.push(`step ${steps}: ${id} reached ${viewer}`);
        }
        checked.set(viewer, frames.length);
      }
    };
    const random = makeRandom("alley-privacy");
    const bySeat = new Map(people.map((p, seat) => [seat, p]));
    await playUntil(
      room,
      bySeat,
      () => (check(room.table.game!), false),
      "alley-privacy",
      5_000,
      (game, seat) => {
        steps++;
        return steps % 2 ? greedyBot(game, seat) : pickAction(legalActions(game, seat), random);
      },
    );
    check(room.table.game!);
    expect(room.table.game!.phase).toBe("gameOver");
    expect(leaks).toEqual([]);

    // The search can find what it looks for: a Special card one seat kept and never played is in that seat's
    // bytes (its own hand), and in nobody else's; prophecies never revealed are in nobody's.
    const game = room.table.game!;
    const held = game.players.flatMap((p) => p.alley!.specials.map((id) => ({ seat: p.seat, id })));
    const secret = held.find(({ seat, id }) => clients.every(([v]) => v === seat || !known.get(v)!.has(id)));
    expect(secret, "a Special card only its holder ever saw").toBeDefined();
    expect(tap.bytesSince(people[secret!.seat]!.room.sessionId).includes(onWire(secret!.id))).toBe(true);
    for (const [viewer, client] of clients) {
      if (viewer !== secret!.seat)
        expect(tap.bytesSince(client.room.sessionId).includes(onWire(secret!.id))).toBe(false);
    }
    const unrevealed = game.alley!.pile.filter((id) => clients.every(([v]) => !known.get(v)!.has(id)));
    expect(unrevealed.length).toBeGreaterThan(5);
    for (const [, client] of clients)
      for (const id of unrevealed) expect(tap.bytesSince(client.room.sessionId).includes(onWire(id))).toBe(false);
  });

  it("observers' bytes are identical whether a player plans a Special card or a permanent card, until the reveal", {
    timeout: 60_000,
  }, async () => {
    // Two Dark Alley tables with the same key and the same public moves, played in lockstep to an Assignment phase
    // where a seat holds a Special card; there that seat plans it under a character at one table and a permanent
    // card under the same character at the other.
    const open = async () => {
      const host = await createTable(server, { players: 3, darkAlley: true }, "Ann");
      const people = [
        host,
        await joinTable(server, host.room.roomId, { name: "Ben" }),
        await joinTable(server, host.room.roomId, { name: "Cat" }),
      ];
      const spectator = await joinTable(server, host.room.roomId, { spectator: true });
      expect(await host.room.request("start")).toEqual({ ok: true });
      return { room: server.colyseus.getRoomById<TrickerionRoom>(host.room.roomId), people, spectator };
    };
    const tables = [await open(), await open()];
    const holder = (g: GameState): number =>
      g.phase === "assignment" && g.players.every((p) => !p.confirmed)
        ? g.players.findIndex((p) => p.alley!.specials.length > 0)
        : -1;
    while (holder(tables[0]!.room.table.game!) < 0) {
      const game = tables[0]!.room.table.game!;
      expect(game.phase).not.toBe("gameOver");
      const seat = activeSeats(game)[0]!;
      const action = greedyBot(game, seat)!;
      for (const t of tables) expect(await send(t.people[seat]!, action, seat)).toEqual({ ok: true });
    }
    const game = tables[0]!.room.table.game!;
    expect(tables[1]!.room.table.game).toEqual(game);
    const seat = holder(game);
    const legal = legalActions(game, seat);
    const special = legal.find(
      (a) =>
        a.type === "assignAlley" &&
        a.card !== "A05" &&
        legal.some((b) => b.type === "assign" && b.character === a.character),
    )!;
    expect(special).toBeDefined();
    const character = (special as { character: string }).character;
    const permanent = legal.find((a) => a.type === "assign" && a.character === character)!;
    const observers = (t: (typeof tables)[number]) => [...t.people.filter((_, i) => i !== seat), t.spectator];
    const marks = tables.map((t) => observers(t).map((p) => tap.mark(p.room.sessionId)));
    for (const [i, t] of tables.entries()) {
      expect(await send(t.people[seat]!, i === 0 ? special : permanent, seat)).toEqual({ ok: true });
      for (const other of [0, 1, 2])
        if (other !== seat)
          expect(await send(t.people[other]!, { type: "confirmAssignments" }, other)).toEqual({ ok: true });
    }
    const bytes = (i: number) => observers(tables[i]!).map((p, k) => tap.bytesSince(p.room.sessionId, marks[i]![k]!));
    bytes(0).forEach((b, k) => {
      expect(b.length).toBeGreaterThan(0);
      expect(b.equals(bytes(1)[k]!)).toBe(true);
    });
    // The holder's own page knows: its plan shows the Special card under that character.
    await expect
      .poll(() => (tables[0]!.people[seat]!.room.state as TableState).players[seat]!.plan?.under?.get(character))
      .toBe((special as { card: string }).card);
    // At the reveal every page sees it: the streams now differ.
    for (const t of tables)
      expect(await send(t.people[seat]!, { type: "confirmAssignments" }, seat)).toEqual({ ok: true });
    const after = bytes(0).map((b, k) => b.equals(bytes(1)[k]!));
    expect(after.every((same) => !same)).toBe(true);
  });
});
