import { ServerError, type Client } from "@colyseus/core";
import { SCHEMA_FINGERPRINT } from "../../shared/schema/fingerprint";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { isBlankName, nameClash, normaliseName } from "../table/names";
import { HOST_SEAT } from "../table/Table";
import type { RoomContext } from "./commands/command";
import { holderOfToken, pairDevice } from "./devices";
import { JoinOptions } from "./messages";
import { tellChatAndClocks } from "./pace";

/**
 * Connections one table holds. Joins without a seat token are refused (TABLE_FULL) once the
 * table has this many minus one per seat, so every seat's owner always fits; a join with a
 * valid seat token is never refused for room.
 */
export const ROOM_CAPACITY = 64;

/** What admission needs of its room beyond what commands use. */
export interface AdmittingRoom extends RoomContext {
  readonly draining: boolean;
  readonly spectatorLimit: number;
  /** The first join writes the table's row and lists it (lifecycle.ts). */
  firstJoin(): Promise<void>;
  /** A seated person came back to a restored table (restoreGrace.ts). */
  seatedPersonBack(): void;
}

/**
 * Who may join and as what, in the change queue: refusals come before anything changes, each with a
 * stable code the client acts on (joinRefusals.ts); then the connection takes its seats back (seat
 * tokens), takes a phone's seat (a phone code), sits down (lobby), or watches.
 */
export async function admit(room: AdmittingRoom, client: Client, raw: unknown): Promise<void> {
  if (room.draining) throw new Error("The server is restarting: try again in a few seconds.");
  const parsed = JoinOptions.safeParse(raw ?? {});
  if (!parsed.success)
    throw new ServerError(
      JOIN_REFUSED.BAD_OPTIONS,
      `Bad join options: ${parsed.error.issues.map((i) => i.message).join("; ")}`,
    );
  const options = parsed.data;
  const { table, seating } = room;
  // A page built from other schema definitions would misread every patch (it skipped the reflection).
  if (options.schema !== undefined && options.schema !== SCHEMA_FINGERPRINT) {
    throw new ServerError(JOIN_REFUSED.OUTDATED_PAGE, "This page is older than the server: reload it.");
  }
  const tokens = [...(options.seatToken ? [options.seatToken] : []), ...(options.seatTokens ?? [])];
  // A phone code takes one seat for a new device; mixed with seat tokens it would be ambiguous which the device holds.
  if (options.pairCode && tokens.length)
    throw new ServerError(JOIN_REFUSED.BAD_OPTIONS, "Bad join options: a phone code joins without seat tokens.");
  const holders = tokens.map((token) => holderOfToken(table.seats, token));
  if (holders.some((holder) => holder === null)) {
    throw new ServerError(JOIN_REFUSED.SEAT_TOKEN_INVALID, "That seat token belongs to no seat at this table.");
  }
  // A phone taking a seat with the one-use code shown on the device that holds it (pairing.ts),
  // counted against the address it comes from when wrong.
  const paired = options.pairCode ? await room.pairing.redeem(options.pairCode, addressOf(client)) : null;
  if (paired && "refused" in paired) {
    if (paired.refused === "locked")
      throw new ServerError(
        JOIN_REFUSED.PAIR_LOCKED,
        "Too many wrong phone codes from this network: wait a minute, then scan the code again.",
      );
    throw new ServerError(JOIN_REFUSED.PAIR_CODE_INVALID, "That phone code is not valid any more.");
  }
  const pairedSeat = paired ? table.seatOfToken(paired.token) : -1;
  if (paired && pairedSeat < 0)
    throw new ServerError(JOIN_REFUSED.PAIR_CODE_INVALID, "That phone code is not valid any more.");
  const named = !tokens.length && !paired ? checkJoinNames(room, options) : null;
  if (!tokens.length && !paired) admitWithoutToken(room, client, options);
  if (room.persistence.unstored) await room.firstJoin();
  seating.enter(client, options.name);
  if (paired) {
    // The phone gets a token of its own for the seat (devices.ts), never the seat's: it can be revoked alone.
    const { device, token } = pairDevice(table.seats[pairedSeat]!, Date.now());
    const taken = new Map<string, Set<number>>();
    seating.claim(client, pairedSeat, taken);
    seating.devices.hold(client.sessionId, pairedSeat, device.id, token);
    seating.handedOver(taken);
  } else if (tokens.length) {
    const taken = new Map<string, Set<number>>();
    holders.forEach((holder, i) => {
      const { seat, device } = holder!;
      if (device === null) table.seats[seat]!.token = tokens[i]!; // told again in the welcome (the table keeps only its hash)
      seating.claim(client, seat, taken);
      if (device) seating.devices.hold(client.sessionId, seat, device.id, tokens[i]!);
    });
    seating.tellTakenOver(taken);
  } else if (options.hotseatNames && hotseatCreator(room)) {
    // A hot-seat table: everyone who plays on the creator's device sits at this one client; the
    // rest of the seats may be bots or stay open for people joining online.
    for (const name of named!) {
      const result = table.sit(name);
      if ("seat" in result) seating.claim(client, result.seat);
    }
    for (const seat of options.botSeats ?? []) table.setBot(HOST_SEAT, seat, true, options.botLevel);
  } else if (!options.spectator && table.status === "lobby") {
    const result = table.sit(named![0] ?? "");
    if ("seat" in result) seating.claim(client, result.seat);
  }
  // Only a seat taken back with its token counts as someone coming back: a watcher, or a wrong
  // token (refused above), must not decide the fate of a restored table.
  if (tokens.length) room.seatedPersonBack();
  await room.afterChange();
  seating.welcome(client);
  tellChatAndClocks(client, room.chat, room.clocks);
  // The screen that showed the code (e.g. a board-mode tab keeping the token) may now forget the seat.
  if (paired) room.clients.getById(paired.by)?.send("paired", { seat: pairedSeat });
  if (paired) seating.tellHostDevicesChanged();
}

/** The first join of an empty lobby may seat a hot-seat creator's people. */
function hotseatCreator(room: RoomContext): boolean {
  return room.table.status === "lobby" && room.table.seats.every((s) => s.kind === "open");
}

/**
 * The names a join without a token will sit under, checked before anything changes (names.ts): a
 * hot-seat creator's names (unique among themselves too), or the one person's name. A refused name
 * refuses the join with its own code; a watcher's name is not used, so it is not checked.
 */
function checkJoinNames(room: RoomContext, options: JoinOptions): string[] {
  const table = room.table;
  const wanted =
    options.hotseatNames && hotseatCreator(room)
      ? options.hotseatNames.slice(0, table.seats.length)
      : !options.spectator && table.status === "lobby" && table.seats.some((s) => s.kind === "open")
        ? [options.name]
        : [];
  const taken = table.seats.filter((s) => s.kind !== "open").map((s) => s.name);
  return wanted.map((raw) => {
    // An empty name gets the seat's default when it sits (Table.sit): nothing to check yet.
    if (isBlankName(raw)) return raw;
    const checked = normaliseName(raw);
    const refusal = "name" in checked ? nameClash(checked.name, taken) : checked;
    if (refusal) throw new ServerError(JOIN_REFUSED[refusal.code], `That name cannot be used: ${refusal.message}.`);
    taken.push((checked as { name: string }).name);
    return (checked as { name: string }).name;
  });
}

/**
 * A join without a seat token takes a free lobby seat or watches. Watchers have their own limit
 * (spectatorLimit), and nobody without a token may fill the places kept for the seats' owners.
 */
function admitWithoutToken(room: AdmittingRoom, client: Client, options: JoinOptions): void {
  const table = room.table;
  const willSit = !options.spectator && table.status === "lobby" && table.seats.some((s) => s.kind === "open");
  if (!willSit && room.seating.spectatorCount() >= room.spectatorLimit) {
    throw new ServerError(
      JOIN_REFUSED.SPECTATORS_FULL,
      `This table already has ${room.spectatorLimit} spectators; try again later.`,
    );
  }
  const others = room.clients.filter((c) => c !== client).length;
  if (others >= ROOM_CAPACITY - table.seats.length) {
    throw new ServerError(JOIN_REFUSED.TABLE_FULL, "This table has no room for another connection; try again later.");
  }
}

/** The address a connection came from (onAuth), which wrong phone codes and a watcher's chat lines are counted against. */
export function addressOf(client: Client): string {
  const auth = client.auth as { address?: unknown } | undefined;
  return typeof auth?.address === "string" ? auth.address : "unknown address";
}
