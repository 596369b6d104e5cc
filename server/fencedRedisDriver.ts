import { Redis } from "ioredis";
import { matchMaker, RoomInternalState, type IRoomCache, type Room } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";

/** The Redis hash where @colyseus/redis-driver keeps one lobby entry per room id (its ROOMCACHES_KEY). */
const ENTRIES = "roomcaches";

// The entry's processId, read inside Redis so that the check and the write are one atomic step.
const ENTRY_OWNER = `
local function owner(id)
  local v = redis.call('HGET', KEYS[1], id)
  if not v then return nil end
  local ok, entry = pcall(cjson.decode, v)
  if ok and type(entry) == 'table' then return entry.processId end
  return nil
end
`;

/** ARGV: room id, process id. Deletes the entry only if that process wrote it. */
const REMOVE_IF_OWNER = `${ENTRY_OWNER}
if owner(ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0`;

/** ARGV: room id, process id, entry JSON, "1" to also write when there is no entry. Writes over nobody else's entry. */
const WRITE_IF_OWNER = `${ENTRY_OWNER}
local current = owner(ARGV[1])
if current == ARGV[2] or (current == nil and ARGV[4] == '1' and redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0) then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  return 1
end
return 0`;

/** ARGV: process id, then room ids. Returns the ids whose entry is missing or names another process. */
const NOT_OWNED = `${ENTRY_OWNER}
local lost = {}
for i = 2, #ARGV do
  if owner(ARGV[i]) ~= ARGV[1] then lost[#lost + 1] = ARGV[i] end
end
return lost`;

interface LobbyScripts {
  removeIfOwner(key: string, roomId: string, processId: string): Promise<number>;
  writeIfOwner(key: string, roomId: string, processId: string, json: string, create: "0" | "1"): Promise<number>;
  notOwned(key: string, processId: string, ...roomIds: string[]): Promise<string[]>;
}

/**
 * Colyseus's Redis lobby driver, fenced by who wrote each entry (issue 26, item 3).
 *
 * Entries are keyed by room id, and a room id here is the table code, so the same key names a
 * table wherever it lives. A process frozen past its table's lease (GC pause, VM migration,
 * SIGSTOP) loses the table to another process; when it wakes and closes its copy, Colyseus
 * removes the entry by room id (`Room.disconnect`, the matchmaker's dispose) and rewrites it on
 * the way (client counts, metadata): with the plain driver that deleted or overwrote the new
 * holder's entry, and joins failed "room not found". Here:
 * - a removal deletes the entry only if this process wrote it (`removeStale` names a dead
 *   process whose entry a takeover may clear);
 * - an update writes only over this process's own entry, and a new room's entry only where there
 *   is none: a stale process can neither clobber nor recreate the holder's entry;
 * - the holder re-publishes its entries on every lease renewal (`republish`), so an entry lost
 *   anyway (a Redis restart, a race) comes back within a third of the lease.
 * Each check and write is one Lua script: atomic in Redis.
 */
export class FencedRedisDriver extends RedisDriver {
  private readonly scripts: LobbyScripts;

  constructor(
    private readonly redis: Redis,
    /** This process's id in the lobby (Colyseus's processId, set once the server is defined). */
    private readonly me: () => string = () => matchMaker.processId,
  ) {
    super(redis);
    redis.defineCommand("removeIfOwner", { numberOfKeys: 1, lua: REMOVE_IF_OWNER });
    redis.defineCommand("writeIfOwner", { numberOfKeys: 1, lua: WRITE_IF_OWNER });
    redis.defineCommand("notOwned", { numberOfKeys: 1, lua: NOT_OWNED });
    this.scripts = redis as unknown as LobbyScripts;
  }

  static fromUrl(url: string): FencedRedisDriver {
    return new FencedRedisDriver(new Redis(url));
  }

  override async remove(roomId: string): Promise<boolean> {
    // A room discarded before it was listed has no id in its listing (Colyseus still calls remove).
    if (typeof roomId !== "string") return false;
    return (await this.scripts.removeIfOwner(ENTRIES, roomId, this.me())) === 1;
  }

  /** Removes a dead process's leftover entry for a table this process takes over (only if it still names that process). */
  async removeStale(roomId: string, processId: string): Promise<boolean> {
    return (await this.scripts.removeIfOwner(ENTRIES, roomId, processId)) === 1;
  }

  /** Colyseus clears a process it found dead: only entries that still name it go. */
  override async cleanup(processId: string): Promise<void> {
    for (const room of await this.query({ processId })) await this.removeStale(room.roomId, processId);
  }

  override async persist(room: IRoomCache, create = false): Promise<boolean> {
    if (!room.roomId) return false;
    return (
      (await this.scripts.writeIfOwner(ENTRIES, room.roomId, this.me(), JSON.stringify(room), create ? "1" : "0")) === 1
    );
  }

  override async update(
    room: IRoomCache,
    operations: Partial<{ $set: Partial<IRoomCache>; $inc: Partial<IRoomCache> }>,
  ): Promise<boolean> {
    // The same changes to the local listing as RedisDriver.update; only the write is fenced.
    const fields = room as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(operations.$set ?? {})) fields[field] = value;
    for (const [field, value] of Object.entries(operations.$inc ?? {}))
      fields[field] = (fields[field] as number) + (value as number);
    return this.persist(room);
  }

  /**
   * The holder's entries as they should be: any of `rooms` (tables this process holds, by its
   * lease just renewed) whose entry is missing or names another process is written again.
   * Returns the codes re-published. One round trip when nothing is wrong.
   */
  async republish(rooms: readonly Room[]): Promise<string[]> {
    const listed = new Map<string, Room>();
    for (const room of rooms) {
      const id = listingOf(room)?.roomId;
      if (id && isOpen(room)) listed.set(id, room);
    }
    if (!listed.size) return [];
    const lost = await this.scripts.notOwned(ENTRIES, this.me(), ...listed.keys());
    // Checked again after the round trip: a room that started closing meanwhile must not be listed back.
    const back = lost.filter((id) => isOpen(listed.get(id)!));
    // The lease says this process holds these tables: its entry wins over whatever is there.
    await Promise.all(back.map((id) => this.redis.hset(ENTRIES, id, JSON.stringify(listingOf(listed.get(id)!)))));
    return back;
  }
}

/** A room's lobby entry as Colyseus keeps it (`Room._listing`, private in its types). */
function listingOf(room: Room): IRoomCache | undefined {
  return (room as unknown as { _listing?: IRoomCache })._listing;
}

/** Created and not closing (Colyseus's internal state, also private in its types). */
function isOpen(room: Room): boolean {
  return (room as unknown as { _internalState: RoomInternalState })._internalState === RoomInternalState.CREATED;
}
