/**
 * Which connection holds which seat through a paired phone's token (devices.ts), so the room can
 * tell each phone its own token again (its welcome) and can find the connections to cut off when a
 * device is revoked or a seat reclaimed. In memory only: a connection is gone after a restart, and
 * the devices themselves are stored with the seats.
 */
export class SeatDevices {
  private readonly held = new Map<string, Map<number, { id: string; token: string }>>();

  /** `session` holds `seat` through this device (its token is told in the session's welcomes). */
  hold(session: string, seat: number, id: string, token: string): void {
    const seats = this.held.get(session) ?? new Map<number, { id: string; token: string }>();
    this.held.set(session, seats);
    seats.set(seat, { id, token });
  }

  /** The device token `session` holds `seat` with, if it holds it through a device. */
  tokenOf(session: string, seat: number): string | undefined {
    return this.held.get(session)?.get(seat)?.token;
  }

  /** `session` no longer holds `seat` (taken by another connection, or it holds it now by the seat token). */
  drop(session: string, seat: number): void {
    const seats = this.held.get(session);
    seats?.delete(seat);
    if (seats?.size === 0) this.held.delete(session);
  }

  forget(session: string): void {
    this.held.delete(session);
  }

  /** The connections holding `seat` through one of `ids` (every device of the seat when `ids` is null). */
  holders(seat: number, ids: ReadonlySet<string> | null): string[] {
    const sessions: string[] = [];
    for (const [session, seats] of this.held) {
      const device = seats.get(seat);
      if (device && (ids === null || ids.has(device.id))) sessions.push(session);
    }
    return sessions;
  }

  /** Whether some connection plays `seat` through the device `id` now. */
  inUse(seat: number, id: string): boolean {
    for (const seats of this.held.values()) if (seats.get(seat)?.id === id) return true;
    return false;
  }
}
