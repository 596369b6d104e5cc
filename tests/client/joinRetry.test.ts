import { describe, expect, it } from "vitest";
import { ServerError } from "@colyseus/sdk";
import {
  backoffMs,
  classifyJoinError,
  failureMessage,
  joinRefusalText,
  joinWithRetry,
  type Health,
  type JoinSteps,
} from "../../client/net/joinRetry";
import { JOIN_REFUSED, ROOM_NOT_FOUND } from "../../shared/protocol/joinRefusals";

/** A scripted server: each join answers with the next outcome; health answers from its own script. */
function scripted(outcomes: (Error | "ok")[], healths: Health[] = ["ready"]) {
  const log = { joins: [] as (string[] | undefined)[], told: [] as string[], forgotten: 0, slept: [] as number[] };
  let remembered: string[] | undefined = ["tok-ann"];
  let h = 0;
  const steps: JoinSteps<string> = {
    join: async (tokens) => {
      log.joins.push(tokens);
      const next = outcomes.shift();
      if (next === undefined) throw new Error("no more scripted outcomes");
      if (next === "ok") return "joined";
      throw next;
    },
    health: async () => healths[Math.min(h++, healths.length - 1)]!,
    remembered: () => remembered,
    forget: () => {
      log.forgotten++;
      remembered = undefined;
    },
    tell: (m) => void log.told.push(m),
    sleep: async (ms) => void log.slept.push(ms),
  };
  return { steps, log };
}

const refused = (code: number, message = "refused"): Error => new ServerError(code, message);

describe("joining a table keeps the seat tokens unless the server calls them invalid", () => {
  it("sorts errors by their stable codes", () => {
    expect(classifyJoinError(refused(JOIN_REFUSED.SEAT_TOKEN_INVALID))).toBe("tokenInvalid");
    expect(classifyJoinError(refused(JOIN_REFUSED.SPECTATORS_FULL))).toBe("spectatorsFull");
    expect(classifyJoinError(refused(JOIN_REFUSED.TABLE_FULL))).toBe("tableFull");
    expect(classifyJoinError(refused(ROOM_NOT_FOUND, 'room "ABCDE" not found'))).toBe("notFound");
    expect(classifyJoinError(refused(ROOM_NOT_FOUND, 'room "ABCDE" is locked'))).toBe("tableFull");
    expect(classifyJoinError(new TypeError("Failed to fetch"))).toBe("network");
    expect(classifyJoinError(refused(1006))).toBe("network");
    expect(classifyJoinError(refused(526, "Bad join options"))).toBe("other");
    expect(classifyJoinError(refused(JOIN_REFUSED.BAD_OPTIONS, "Bad join options"))).toBe("other");
    expect(classifyJoinError(refused(429, "Too many joins from this address: try again in 30 s."))).toBe("rateLimited");
  });

  it("the server's per-address limit: waits with backoff, says so in the page's words, and joins", async () => {
    const { steps, log } = scripted([refused(429, "Too many joins from this address: try again in 30 s."), "ok"]);
    expect(await joinWithRetry("ABCDE", steps)).toBe("joined");
    expect(log.told).toContain("Too many joins from your network this minute — retrying…");
    expect(log.slept).toEqual([1000]);
    expect(failureMessage(refused(429, "Too many tables created from this address: try again in 30 s."))).toBe(
      "Too many tables were started from your network in the last minute: try again in a minute.",
    );
    expect(failureMessage(refused(400, "Bad options: nesting deeper than 2."))).toBe(
      "Bad options: nesting deeper than 2.",
    );
  });

  it("a table full of watchers: waits with backoff, says so, and rejoins with the same tokens", async () => {
    const { steps, log } = scripted([
      refused(JOIN_REFUSED.SPECTATORS_FULL),
      refused(JOIN_REFUSED.SPECTATORS_FULL),
      "ok",
    ]);
    expect(await joinWithRetry("ABCDE", steps)).toBe("joined");
    expect(log.joins).toEqual([["tok-ann"], ["tok-ann"], ["tok-ann"]]);
    expect(log.forgotten).toBe(0);
    expect(log.told).toContain("Table ABCDE is full of watchers — retrying…");
    expect(log.slept).toEqual([1_000, 2_000]);
    expect(log.told.at(-1)).toBe("");
  });

  it("a network error or a table not back yet: retries, never forgets", async () => {
    const { steps, log } = scripted(
      [new TypeError("Failed to fetch"), refused(ROOM_NOT_FOUND, "not found"), "ok"],
      ["ready", "ready", "starting", "ready"],
    );
    expect(await joinWithRetry("ABCDE", steps)).toBe("joined");
    expect(log.forgotten).toBe(0);
    expect(log.joins.every((t) => t?.[0] === "tok-ann")).toBe(true);
    expect(log.told).toContain("Network error — retrying…");
    expect(log.told).toContain("Table ABCDE is not back yet — retrying…");
  });

  it("waits for a restarting server to be ready before trying at all", async () => {
    const { steps, log } = scripted(["ok"], ["unreachable", "starting", "starting", "ready"]);
    expect(await joinWithRetry("ABCDE", steps)).toBe("joined");
    expect(log.joins).toHaveLength(1);
    expect(log.told).toContain("Can't reach the server (network error) — retrying…");
    expect(log.told).toContain("The server is restarting and bringing table ABCDE back — waiting…");
  });

  it("forgets the tokens only when the server says they are invalid, then joins as a newcomer", async () => {
    const { steps, log } = scripted([refused(JOIN_REFUSED.SEAT_TOKEN_INVALID), "ok"]);
    expect(await joinWithRetry("ABCDE", steps)).toBe("joined");
    expect(log.forgotten).toBe(1);
    expect(log.joins).toEqual([["tok-ann"], undefined]);
  });

  it("a table that does not exist on a ready server ends with a readable error, tokens kept", async () => {
    const { steps, log } = scripted([refused(ROOM_NOT_FOUND, "not found")]);
    await expect(joinWithRetry("ZZZZZ", steps)).rejects.toThrow("No open table has the code ZZZZZ.");
    expect(log.forgotten).toBe(0);
  });

  it("any other refusal ends at once with the server's words", async () => {
    const { steps } = scripted([refused(526, "Bad join options: name too long")]);
    await expect(joinWithRetry("ABCDE", steps)).rejects.toThrow("Bad join options: name too long");
  });

  it("backs off 1, 2, 4, 8 then 15 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });
});

describe("a join refused for its name or for too many wrong phone codes is told in the reader's language (issue 26)", () => {
  it("ends the join with the catalogue's sentence, in English and Spanish", async () => {
    const { setLanguage } = await import("../../client/i18n");
    try {
      const taken = scripted([
        new ServerError(
          JOIN_REFUSED.NAME_TAKEN,
          "That name cannot be used: another seat at this table is already called Ann.",
        ),
      ]);
      await expect(joinWithRetry("K7QX2", taken.steps)).rejects.toThrow(
        "Another seat at this table already has that name",
      );
      setLanguage("es");
      const bidi = scripted([new ServerError(JOIN_REFUSED.NAME_FORBIDDEN_CHARACTERS, "…")]);
      await expect(joinWithRetry("K7QX2", bidi.steps)).rejects.toThrow(
        "Un nombre no puede contener caracteres de control, de dirección ni invisibles",
      );
      expect(joinRefusalText(new ServerError(JOIN_REFUSED.PAIR_LOCKED, "…"))).toMatch(
        /^Han llegado demasiados códigos de móvil erróneos/,
      );
      expect(joinRefusalText(new ServerError(JOIN_REFUSED.TABLE_FULL, "…"))).toBeNull();
    } finally {
      setLanguage("en");
    }
  });
});
