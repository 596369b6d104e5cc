// The shared lobby's fences (server/fencedRedisDriver.ts) against a real Redis: two drivers stand
// for two processes that both carried table K7QX2, the holder (B) and one that lost it (A).
import { Redis } from "ioredis";
import { initializeRoomCache, RoomInternalState, type IRoomCache, type Room } from "@colyseus/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FencedRedisDriver } from "../../server/fencedRedisDriver";
import { MISSING_SERVICES, startRedis, type RedisServer } from "../support/services";

const CODE = "K7QX2";

function listing(processId: string, clients = 0): IRoomCache {
  return initializeRoomCache({ name: "trickerion", roomId: CODE, processId, clients, metadata: { status: "playing" } });
}

/** A stand-in for a live room: what `republish` reads of one (Colyseus keeps both fields private). */
function liveRoom(entry: IRoomCache, state: RoomInternalState = RoomInternalState.CREATED): Room {
  return { _listing: entry, _internalState: state } as unknown as Room;
}

describe.skipIf(MISSING_SERVICES)("the lobby entries are written only by the process that holds the table", () => {
  let redis: RedisServer;
  const clients: Redis[] = [];
  let stale: FencedRedisDriver;
  let holder: FencedRedisDriver;
  const entry = async (): Promise<IRoomCache | undefined> => holder.findOne({ roomId: CODE });

  beforeAll(async () => {
    redis = await startRedis();
    const connect = () => {
      const client = new Redis(redis.url);
      clients.push(client);
      return client;
    };
    stale = new FencedRedisDriver(connect(), () => "A");
    holder = new FencedRedisDriver(connect(), () => "B");
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.stop();
  });
  beforeEach(async () => {
    await holder.clear();
    expect(await holder.persist(listing("B"), true)).toBe(true);
  });

  it("a process that lost the table neither removes, overwrites nor recreates the holder's entry", async () => {
    expect(await stale.remove(CODE)).toBe(false);
    expect(await stale.update(listing("A"), { $inc: { clients: -1 } })).toBe(false);
    expect(await stale.persist(listing("A"))).toBe(false);
    expect(await stale.persist(listing("A"), true)).toBe(false);
    expect(await entry()).toMatchObject({ processId: "B", clients: 0 });
    // Colyseus calls remove with no id for a room discarded before it was listed.
    expect(await stale.remove(undefined as unknown as string)).toBe(false);
  });

  it("the holder updates and removes its own entry as before", async () => {
    expect(await holder.update(listing("B"), { $inc: { clients: 2 }, $set: { locked: false } })).toBe(true);
    expect(await entry()).toMatchObject({ processId: "B", clients: 2 });
    expect(await holder.remove(CODE)).toBe(true);
    expect(await entry()).toBeUndefined();
  });

  it("a takeover clears a dead process's leftover entry only while it still names that process", async () => {
    expect(await stale.removeStale(CODE, "A")).toBe(false);
    expect(await entry()).toMatchObject({ processId: "B" });
    expect(await stale.removeStale(CODE, "B")).toBe(true);
    expect(await entry()).toBeUndefined();
  });

  it("clearing a process found dead removes only the entries that still name it", async () => {
    await stale.persist(initializeRoomCache({ name: "trickerion", roomId: "AAAA1", processId: "A" }), true);
    await holder.cleanup("A");
    expect(await holder.findOne({ roomId: "AAAA1" })).toBeUndefined();
    expect(await entry()).toMatchObject({ processId: "B" });
  });

  it("the holder puts back an entry that was removed or overwritten anyway, and leaves a right one alone", async () => {
    const room = liveRoom(listing("B", 3));
    expect(await holder.republish([room])).toEqual([]);
    await clients[0]!.hset("roomcaches", CODE, JSON.stringify(listing("A")));
    expect(await holder.republish([room])).toEqual([CODE]);
    expect(await entry()).toMatchObject({ processId: "B", clients: 3 });
    await clients[0]!.hdel("roomcaches", CODE);
    expect(await holder.republish([room])).toEqual([CODE]);
    expect(await entry()).toMatchObject({ processId: "B" });
    // A room already closing is not listed back.
    await clients[0]!.hdel("roomcaches", CODE);
    expect(await holder.republish([liveRoom(listing("B"), RoomInternalState.DISPOSING)])).toEqual([]);
    expect(await entry()).toBeUndefined();
  });
});

if (MISSING_SERVICES) console.log(`Fenced lobby tests ${MISSING_SERVICES}`);
