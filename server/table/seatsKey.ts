import type { StoredSeat } from "../storage/GameStore";

/** What of the seats is stored (the bot takeover is not: after a restart everyone gets the full wait again). */
export type SeatsKey = readonly (readonly [StoredSeat["kind"], string, string | null, StoredSeat["level"], string])[];

export function seatsKey(seats: readonly StoredSeat[]): SeatsKey {
  return seats.map((s) => [s.kind, s.name, s.tokenHash, s.level, devicesKey(s)] as const);
}

/** A seat's paired phones as one string (their token hashes), so pairing or revoking one is a change to save. */
function devicesKey(seat: StoredSeat): string {
  return seat.devices?.length ? seat.devices.map((d) => d.hash).join(",") : "";
}

/** Whether the stored part of the seats is still `saved` (checked on every change, so no copy or string is built). */
export function sameSeats(seats: readonly StoredSeat[], saved: SeatsKey): boolean {
  if (seats.length !== saved.length) return false;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i]!;
    const [kind, name, tokenHash, level, devices] = saved[i]!;
    if (s.kind !== kind || s.name !== name || s.tokenHash !== tokenHash || s.level !== level) return false;
    // Checked last and only when the seat has phones: an action (no seat change) builds no string here.
    if ((s.devices?.length || devices !== "") && devicesKey(s) !== devices) return false;
  }
  return true;
}
