import type { Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { TableState } from "../../shared/schema/TableState";
import type { Welcome } from "../../shared/protocol";
import { CLOSE_SEAT_TAKEN, type SeatTaken } from "../../shared/protocol/joinRefusals";
import { watcherName } from "./chat";
import { SeatDevices } from "./seatDevices";
import { HOST_SEAT, type Table, type TableError } from "./Table";

/** What seating needs of its room: the connections, the synced state (for the views) and the table. */
export interface SeatingRoom {
  readonly clients: readonly Client[] & { getById(sessionId: string): Client | undefined };
  readonly state: InstanceType<typeof TableState>;
  readonly table: Table;
}

/**
 * Which connection plays which seat, and every rule about handing a seat from one connection to
 * another: the views of hidden plans (RULES §5.4), seats taken over or cut off, and the notices
 * that tell a connection so. The `Table` knows seats and people; this knows the connections.
 */
export class Seating {
  /** The seats each connected client plays (several at a hot-seat table). */
  readonly seatsOf = new Map<string, Set<number>>();
  /** Every session still in the room (dropped ones waiting to reconnect included), to reach its StateView. */
  private readonly sessions = new Map<string, Client>();
  /** Seats taken from a dropped session while it was away: it is told when it comes back. */
  private readonly takenWhileAway = new Map<string, Set<number>>();
  /** Connections the host removed from a lobby seat: they may watch, but not sit down again. */
  readonly removed = new Set<string>();
  /** Which seats each connection holds through a paired phone's own token, and the seat commands around them (seatDevices.ts). */
  readonly devices = new SeatDevices();
  /** A watcher's name in the watchers' channel, from their join options (normalised as names are; chat.ts). */
  private readonly watcherNames = new Map<string, string>();

  private readonly seen = { connected: 0, spectators: 0 };

  constructor(
    private readonly room: SeatingRoom,
    private readonly spectatorLimit: number,
  ) {}

  // A connection that holds no seat has no StateView (`client.view` undefined): Colyseus then sends it the
  // public patch it encodes once for everyone (SchemaSerializer's shared view), with no view pass, copy or
  // encode of its own, and on join the full public state it caches for all of them. That is exactly what an
  // empty view would show (nothing is visible to a view nothing was added to). A connection gets a view of
  // its own just before its first seat's plan is added (`grantView`).
  /** A joining connection: a watcher until it claims a seat. */
  enter(client: Client, name: string): void {
    client.view = undefined;
    this.watcherNames.set(client.sessionId, watcherName(name));
    this.seatsOf.set(client.sessionId, new Set());
    this.sessions.set(client.sessionId, client);
  }

  /** A connection left for good: its seats, which the caller opens again or hands to a bot. */
  forget(session: string): Set<number> {
    const seats = this.seatsOf.get(session) ?? new Set<number>();
    this.seatsOf.delete(session);
    this.sessions.delete(session);
    this.takenWhileAway.delete(session);
    this.devices.forget(session);
    this.removed.delete(session);
    this.watcherNames.delete(session);
    return seats;
  }

  /** A dropped connection is back: it hears what was taken meanwhile and sees its plans again. */
  reconnected(client: Client): Set<number> {
    this.sessions.set(client.sessionId, client);
    const away = this.takenWhileAway.get(client.sessionId);
    if (away) {
      this.takenWhileAway.delete(client.sessionId);
      this.tellTakenOver(new Map([[client.sessionId, away]]));
    }
    const seats = this.seatsOf.get(client.sessionId) ?? new Set<number>();
    for (const seat of seats) this.grantView(client, seat);
    return seats;
  }

  /** The seat a client acts for: the one it names (which must be its own) or its only seat. */
  actingSeat(client: Client, named: number | undefined): number | TableError {
    const seats = this.seatsOf.get(client.sessionId) ?? new Set<number>();
    if (seats.size === 0) return { code: "NOT_YOUR_SEAT", message: "spectators cannot act on the game" };
    if (named === undefined) {
      if (seats.size === 1) return [...seats][0]!;
      return { code: "NOT_YOUR_SEAT", message: "you play several seats: say which one acts" };
    }
    if (!seats.has(named)) return { code: "NOT_YOUR_SEAT", message: `seat ${named + 1} is not yours` };
    return named;
  }

  /** The host seat if this client holds it, else -1. */
  hostSeatOf(client: Client): number {
    return this.seatsOf.get(client.sessionId)?.has(HOST_SEAT) ? HOST_SEAT : -1;
  }

  /** The name a connection writes under in the watchers' channel. */
  watcherNameOf(session: string): string {
    return this.watcherNames.get(session) ?? "Watcher";
  }

  /** Sends `message` to every connection that plays `seat` (a hot-seat device, a phone). */
  sendToSeat(seat: number, type: string, message: unknown): void {
    for (const client of this.room.clients)
      if (this.seatsOf.get(client.sessionId)?.has(seat)) client.send(type, message);
  }

  /** Whether the client plays any seat. */
  seated(client: Client): boolean {
    return Boolean(this.seatsOf.get(client.sessionId)?.size);
  }

  /**
   * Gives `client` the seat: it alone now plays it. A connection that held it (an older tab, a
   * device on a stolen token) loses the seat and its view of the seat's hidden plan here, before
   * the next patch is encoded, so it never receives the plan again; `taken` collects who lost what.
   */
  claim(client: Client, seat: number, taken?: Map<string, Set<number>>): void {
    this.devices.drop(client.sessionId, seat);
    for (const [session, seats] of this.seatsOf) {
      if (session === client.sessionId || !seats.delete(seat)) continue;
      this.devices.drop(session, seat);
      this.revokeView(session, seat);
      if (taken) taken.set(session, (taken.get(session) ?? new Set()).add(seat));
    }
    this.seatsOf.get(client.sessionId)!.add(seat);
    this.room.table.seats[seat]!.botTakeover = false;
    this.grantView(client, seat);
  }

  /** Lets `client` see the hidden plan of its own player (RULES §5.4); the players exist once the game starts. */
  grantView(client: Client, seat: number): void {
    const player = this.room.state.players[seat];
    if (!player) return;
    (client.view ??= new StateView()).add(player);
  }

  /** Every seated connection sees its players' plans (called once the game starts and the players exist). */
  grantAllViews(): void {
    for (const c of this.room.clients) for (const seat of this.seatsOf.get(c.sessionId) ?? []) this.grantView(c, seat);
  }

  /**
   * Takes the seat's player out of a session's StateView. `remove` hides the `.view()` fields (the
   * plan) and queues their DELETE for that client's next patch (StateView.remove in
   * @colyseus/schema 5); a dropped session's view is the one its reconnection will carry on.
   */
  private revokeView(session: string, seat: number): void {
    const player = this.room.state.players[seat];
    const view = this.sessions.get(session)?.view;
    if (player && view?.has(player)) view.remove(player);
  }

  /**
   * Seats handed to a phone on purpose (a phone code): a device still connected gets a fresh
   * welcome with the seats it keeps, not the "taken over" warning; one that is away hears it as
   * any takeover when it comes back.
   */
  handedOver(taken: Map<string, Set<number>>): void {
    const away = new Map<string, Set<number>>();
    for (const [session, seats] of taken) {
      const client = this.room.clients.find((c) => c.sessionId === session);
      if (client) this.welcome(client);
      else away.set(session, seats);
    }
    this.tellTakenOver(away);
  }

  /**
   * Tells each connection that lost seats to a newer one which, and why (a dropped one when it
   * comes back). One left with no seat watches on, unless that would exceed the spectator limit:
   * then it is closed with CLOSE_SEAT_TAKEN, so a token cannot be used to stack up watchers.
   */
  tellTakenOver(taken: Map<string, Set<number>>): void {
    for (const [session, seats] of taken) {
      const client = this.room.clients.find((c) => c.sessionId === session);
      if (!client) {
        const away = this.takenWhileAway.get(session) ?? new Set<number>();
        for (const seat of seats) away.add(seat);
        this.takenWhileAway.set(session, away);
        continue;
      }
      const names = [...seats].map((seat) => this.room.table.seats[seat]!.name || `Seat ${seat + 1}`);
      const notice: SeatTaken = {
        seats: [...seats],
        message: `${names.join(" and ")}'s seat was taken over by another window or device using the same seat link; this page no longer plays ${seats.size > 1 ? "them" : "it"}.`,
      };
      client.send("seat-taken", notice);
      if (this.seatsOf.get(session)?.size === 0 && this.spectatorCount() > this.spectatorLimit)
        client.leave(CLOSE_SEAT_TAKEN);
    }
  }

  /**
   * Takes `seat` from these connections (a revoked phone, a removed person) and tells each why; one
   * left without a seat watches on unless the table has no room for another watcher. A game seat
   * nobody plays any more is played by a bot until its owner comes back.
   */
  cutOff(sessions: readonly string[], seat: number, reason: "revoked" | "removed"): void {
    for (const session of sessions) {
      if (!this.seatsOf.get(session)?.delete(seat)) continue;
      this.devices.drop(session, seat);
      this.revokeView(session, seat);
      const client = this.room.clients.getById(session);
      if (!client) {
        this.takenWhileAway.set(session, (this.takenWhileAway.get(session) ?? new Set()).add(seat));
        continue;
      }
      const notice: SeatTaken = {
        seats: [seat],
        reason,
        message:
          reason === "removed"
            ? "The host removed you from your seat; you can watch the table."
            : "This phone's pairing was revoked; it no longer plays that seat.",
      };
      client.send("seat-taken", notice);
      if (this.seatsOf.get(session)?.size === 0 && this.spectatorCount() > this.spectatorLimit)
        client.leave(CLOSE_SEAT_TAKEN);
    }
    const table = this.room.table;
    if (table.status === "playing" && table.seats[seat]!.kind === "human" && !this.isConnected(seat))
      table.seats[seat]!.botTakeover = true;
  }

  /** The connections that play `seat` now. */
  holdersOf(seat: number): string[] {
    return [...this.seatsOf].filter(([, seats]) => seats.has(seat)).map(([session]) => session);
  }

  /** Whether the sender may manage a seat's phones: the host, or whoever shows the seat's own token. */
  managesSeat(client: Client, seat: number, tokens: readonly string[]): boolean {
    return this.hostSeatOf(client) === HOST_SEAT || tokens.some((token) => this.room.table.seatOfToken(token) === seat);
  }

  /** Tells the client its seats and their tokens (a phone its own device token), and the story so far. */
  welcome(client: Client): void {
    const table = this.room.table;
    const seats = [...(this.seatsOf.get(client.sessionId) ?? [])].map((seat) => ({
      seat,
      token: this.devices.tokenOf(client.sessionId, seat) ?? table.seats[seat]!.token ?? "",
    }));
    const welcome: Welcome = { seats, host: seats.some((s) => s.seat === HOST_SEAT), history: table.history };
    client.send("welcome", welcome);
  }

  /**
   * Tells the host's page that some seat's phones changed, so it asks for them again (`devices`). The
   * notice carries nothing: the list itself is only given to whoever may manage it.
   */
  tellHostDevicesChanged(): void {
    for (const client of this.room.clients)
      if (this.seatsOf.get(client.sessionId)?.has(HOST_SEAT)) client.send("devices-changed", {});
  }

  /** People seated at the table, and how many of them are connected (the metrics' gauges). */
  people(): { seatedPeople: number; connectedPeople: number } {
    let seatedPeople = 0;
    let connectedPeople = 0;
    this.room.table.seats.forEach((seat, i) => {
      if (seat.kind !== "human") return;
      seatedPeople++;
      if (this.isConnected(i)) connectedPeople++;
    });
    return { seatedPeople, connectedPeople };
  }

  isConnected(seat: number): boolean {
    for (const client of this.room.clients) if (this.seatsOf.get(client.sessionId)?.has(seat)) return true;
    return false;
  }

  /**
   * Connected clients that hold no seat. A dropped session whose seats were all taken while it
   * was away is not one: it only waits to hear so, and counting it would keep a watcher out.
   */
  spectatorCount(): number {
    return this.room.clients.filter((c) => this.seatsOf.get(c.sessionId)?.size === 0).length;
  }

  /**
   * Seats with a live connection (a bit mask: seats are 0–3) and the spectator count, in one pass made
   * on every change. Indexed loops and forEach: for…of on the clients and on each Set made an iterator
   * and its result objects on every action.
   */
  presence(): { readonly connected: number; readonly spectators: number } {
    let connected = 0;
    let spectators = 0;
    const clients = this.room.clients;
    for (let c = 0; c < clients.length; c++) {
      const seats = this.seatsOf.get(clients[c]!.sessionId);
      if (seats?.size === 0) spectators++;
      else if (seats) seats.forEach((seat) => (connected |= 1 << seat));
    }
    // One object reused, so an action allocates nothing here.
    this.seen.connected = connected;
    this.seen.spectators = spectators;
    return this.seen;
  }
}
