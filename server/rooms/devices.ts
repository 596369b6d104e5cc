import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { DeviceRecord, SeatRecord } from "../table/Table";
import { hashSeatToken, newSeatToken } from "../storage/seatToken";

/**
 * Paired devices (issue 26). A phone that takes a seat with a phone code (pairing.ts) no longer
 * receives the seat's own token: it gets a token of its own, stored hashed on the seat like the
 * seat token (so it survives a restart, in both stores, inside the seats' JSON). Whoever read the
 * code over someone's shoulder therefore holds only that device's token, which the host or the
 * seat's owner (the holder of the seat token) can revoke alone; reclaiming a seat revokes them all.
 */

/** Phones one seat keeps at once. A new pairing past it forgets the oldest device (its token stops working). */
export const MAX_DEVICES = 4;

/** Makes a device for the seat; returns its record and the token, which only the phone is told. */
export function pairDevice(seat: SeatRecord, now: number): { device: DeviceRecord; token: string } {
  const token = newSeatToken();
  const device: DeviceRecord = { id: randomBytes(6).toString("hex"), hash: hashSeatToken(token), pairedAt: now };
  seat.devices = [...(seat.devices ?? []), device].slice(-MAX_DEVICES);
  return { device, token };
}

/** The seat a token opens and, when it is a device's token, which device; null when it opens none. */
export function holderOfToken(
  seats: readonly SeatRecord[],
  token: string,
): { seat: number; device: DeviceRecord | null } | null {
  const hash = hashSeatToken(token);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i]!;
    if (seat.tokenHash !== null && seat.tokenHash === hash) return { seat: i, device: null };
    const device = seat.devices?.find((d) => d.hash === hash);
    if (device) return { seat: i, device };
  }
  return null;
}

/** Takes one device off its seat; the device taken, or null when the seat has no such device. */
export function revokeDevice(seat: SeatRecord, id: string): DeviceRecord | null {
  const device = seat.devices?.find((d) => d.id === id) ?? null;
  if (device) seat.devices = seat.devices!.filter((d) => d !== device);
  if (seat.devices?.length === 0) delete seat.devices;
  return device;
}

/** Takes every device off the seat (a reclaim); returns them. */
export function revokeAll(seat: SeatRecord): DeviceRecord[] {
  const devices = seat.devices ?? [];
  delete seat.devices;
  return devices;
}

/** What a seat's manager is shown of its devices: the handle a revoke names, when it was paired, and whether it plays now. */
export interface DeviceView {
  id: string;
  pairedAt: number;
  connected: boolean;
}

/** `devices` request: the seats whose devices the sender manages (the host: all; otherwise the seats whose tokens it gives). */
export const DevicesMessage = z
  .object({ tokens: z.array(z.string().min(1).max(64)).max(4).optional() })
  .strict()
  .or(z.undefined());
/** Revoke one device of a seat: the host, or the seat's owner proving it with the seat token (one of `tokens`: a tab may keep several). */
export const RevokeMessage = z
  .object({
    seat: z.number().int().min(0).max(3),
    device: z.string().min(1).max(32),
    tokens: z.array(z.string().min(1).max(64)).max(4).optional(),
  })
  .strict();
/** Reclaim a seat: every device of it is revoked; with the seat token the sender takes the seat back. */
export const ReclaimMessage = z
  .object({ seat: z.number().int().min(0).max(3).optional(), token: z.string().min(1).max(64).optional() })
  .strict()
  .refine((m) => m.seat !== undefined || m.token !== undefined, { message: "name the seat or give its token" });
/** The host removes the person in a lobby seat. */
export const RemoveMessage = z.object({ seat: z.number().int().min(0).max(3) }).strict();
