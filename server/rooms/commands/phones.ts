import { HOST_SEAT } from "../../table/Table";
import {
  DevicesMessage,
  ReclaimMessage,
  RemoveMessage,
  revokeAll,
  revokeDevice,
  RevokeMessage,
  type DeviceView,
} from "../devices";
import { PairMessage } from "../messages";
import { command, no, OK, zodShape } from "./command";

// Made before the commands: inferred inside `command({…})`, the payload type would be lost.
const pairShape = zodShape(PairMessage);
const devicesShape = zodShape(DevicesMessage);
const revokeShape = zodShape(RevokeMessage);
const reclaimShape = zodShape(ReclaimMessage);
const removeShape = zodShape(RemoveMessage);

/** A phone code for a seat, to whoever proves they hold it with its token (spectator connections included). */
export const pair = command({
  shape: pairShape,
  expected: "a pair message is { token }",
  whileDraining: true,
  async run(room, client, payload) {
    const seat = room.table.seatOfToken(payload.token);
    if (seat < 0) return no({ code: "BAD_TOKEN", message: "that seat token belongs to no seat at this table" });
    return { ok: true, seat, ...room.pairing.issue(payload.token, client.sessionId) };
  },
});

/**
 * The paired phones of the seats the sender manages: every person's seat for the host, else the
 * seats whose seat tokens it gives (a board-mode tab keeps them). A phone is named by a random
 * handle, its pairing time and whether it plays now; never by its token.
 */
export const devices = command({
  shape: devicesShape,
  expected: "a devices message is { tokens? }",
  whileDraining: true,
  async run(room, client, payload) {
    const host = room.seating.hostSeatOf(client) === HOST_SEAT;
    // Which of the sender's tokens opens which seat (by its place in the list): the page learns nothing it did not hold.
    const owned = (payload?.tokens ?? []).map((token) => room.table.seatOfToken(token));
    const seats: { seat: number; devices: DeviceView[]; token?: number }[] = room.table.seats.flatMap((s, i) => {
      const token = owned.indexOf(i);
      if (s.kind !== "human" || (!host && token < 0)) return [];
      const devices = (s.devices ?? []).map((d) => ({
        id: d.id,
        pairedAt: d.pairedAt,
        connected: room.seating.devices.inUse(i, d.id) && room.seating.isConnected(i),
      }));
      return [token < 0 ? { seat: i, devices } : { seat: i, devices, token }];
    });
    return { ok: true, seats };
  },
});

/** One phone loses its seat for good: its token stops working at once and on every later join. */
export const revoke = command({
  shape: revokeShape,
  expected: "a revoke message is { seat, device, tokens? }",
  async run(room, client, { seat, device, tokens }) {
    const record = room.table.seats[seat];
    if (!record || record.kind !== "human")
      return no({ code: "BAD_SEAT", message: `seat ${seat + 1} has no person with a phone` });
    if (!room.seating.managesSeat(client, seat, tokens ?? []))
      return no({ code: "NOT_HOST", message: "only the host or the seat's owner may revoke a phone" });
    const gone = revokeDevice(record, device);
    if (!gone) return no({ code: "UNKNOWN_DEVICE", message: `that phone is not paired to seat ${seat + 1}` });
    room.seating.cutOff(room.seating.devices.holders(seat, new Set([gone.id])), seat, "revoked");
    await room.afterChange(client);
    room.seating.tellHostDevicesChanged();
    return OK;
  },
});

/**
 * Every phone of a seat loses it, and its live phone code goes. With the seat token the sender
 * takes the seat back (a board-mode tab or the owner's laptop); the host may reclaim without it,
 * and the seat then waits for its owner (a bot plays it meanwhile in a game), so the host never
 * sees a hand that is not theirs.
 */
export const reclaim = command({
  shape: reclaimShape,
  expected: "a reclaim message is { seat } or { token }",
  async run(room, client, payload) {
    const { token } = payload;
    const owned = token === undefined ? -1 : room.table.seatOfToken(token);
    if (token !== undefined && (owned < 0 || (payload.seat !== undefined && payload.seat !== owned))) {
      return no({ code: "BAD_TOKEN", message: "that seat token belongs to no such seat at this table" });
    }
    const seat = owned >= 0 ? owned : payload.seat!;
    const record = room.table.seats[seat];
    if (!record || record.kind !== "human")
      return no({ code: "BAD_SEAT", message: `seat ${seat + 1} has no person to reclaim` });
    if (owned < 0 && room.seating.hostSeatOf(client) !== HOST_SEAT)
      return no({ code: "NOT_HOST", message: "only the host or the seat's owner may reclaim a seat" });
    revokeAll(record);
    room.pairing.withdrawWhere((t) => room.table.seatOfToken(t) === seat);
    room.seating.cutOff(room.seating.devices.holders(seat, null), seat, "revoked");
    if (owned >= 0) {
      record.token = token!;
      const taken = new Map<string, Set<number>>();
      room.seating.claim(client, seat, taken);
      room.seating.tellTakenOver(taken);
    }
    await room.afterChange(client);
    if (owned >= 0) room.seating.welcome(client);
    room.seating.tellHostDevicesChanged();
    return OK;
  },
});

/**
 * The host removes the person in a lobby seat (strangers could otherwise squat every listed lobby):
 * the seat opens, its token and phones stop working, and the person is told and watches on (or is
 * closed when the table has no room for another watcher); that connection cannot sit down again.
 */
export const remove = command({
  shape: removeShape,
  expected: "a remove message is { seat }",
  async run(room, client, { seat }) {
    const { table, seating } = room;
    if (seating.hostSeatOf(client) !== HOST_SEAT)
      return no({ code: "NOT_HOST", message: "only the table's host may remove a person from a seat" });
    if (table.status !== "lobby")
      return no({ code: "NOT_IN_LOBBY", message: "people are removed from seats before the game starts" });
    const record = table.seats[seat];
    if (!record)
      return no({
        code: "BAD_SEAT",
        message: `there is no seat ${seat + 1} at this ${table.seats.length}-player table`,
      });
    if (seating.seatsOf.get(client.sessionId)?.has(seat))
      return no({ code: "BAD_SEAT", message: "that is your own seat" });
    if (record.kind !== "human") return no({ code: "SEAT_OPEN", message: `seat ${seat + 1} has no person to remove` });
    const holders = seating.holdersOf(seat);
    room.pairing.withdrawWhere((t) => table.seatOfToken(t) === seat);
    for (const session of holders) seating.removed.add(session);
    seating.cutOff(holders, seat, "removed");
    table.stand(seat);
    await room.afterChange(client);
    return OK;
  },
});
