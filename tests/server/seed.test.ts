// Every server table draws its own 256-bit secret key (issue 16) and stores it as a format-2 table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { newSeed } from "../../server/rooms/tableCode";
import { isSecretSeed, RECORD_FORMAT } from "../../shared/engine";
import { createTable } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("table seeds", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: undefined });
  });
  afterAll(async () => server?.close());

  it("newSeed draws 256 bits from the OS: well-formed, and never the same twice", () => {
    const keys = new Set(
      Array.from({ length: 200 }, () => newSeed()).map((s) => (isSecretSeed(s) ? s.chacha20 : "bad")),
    );
    expect(keys.size).toBe(200);
    expect(keys.has("bad")).toBe(false);
  });

  it("each new table gets its own secret key, stored in the `secret` column of a format-2 row", async () => {
    const a = await createTable(server, { players: 2 });
    const b = await createTable(server, { players: 2 });
    const seedOf = (code: string) => server.colyseus.getRoomById<TrickerionRoom>(code).table.seed;
    const [sa, sb] = [seedOf(a.room.roomId), seedOf(b.room.roomId)];
    expect(isSecretSeed(sa) && isSecretSeed(sb)).toBe(true);
    expect(sa).not.toEqual(sb);
    const row = (await server.running.store.unfinished()).find((r) => r.code === a.room.roomId)!;
    expect(row).toMatchObject({ format: RECORD_FORMAT, seed: 0, secret: (sa as { chacha20: string }).chacha20 });
  });
});
