import { Client, type Room } from "@colyseus/sdk";
import type { TableState } from "../../server/schema/TableState";
import { gameServerUrl } from "./serverUrl";

/** A die as the views need it, copied out of the synced schema. */
export interface DieSnapshot {
  id: string;
  face: string;
}

/** What the table views draw from: a plain copy of the public synced state. */
export interface TableSnapshot {
  code: string;
  dice: DieSnapshot[];
}

type Listener = (snapshot: TableSnapshot) => void;

/**
 * Owns the network side of one table: the Colyseus client and room. Views never touch the
 * socket; they subscribe here and receive plain snapshots after every state patch.
 */
export class TableConnection {
  private readonly listeners = new Set<Listener>();
  private latest: TableSnapshot | null = null;

  private constructor(readonly room: Room<any, TableState>) {
    room.onStateChange((state) => this.publish(state));
  }

  /** Creates a new table on the server and joins it. */
  static async create(): Promise<TableConnection> {
    const client = new Client(gameServerUrl());
    return new TableConnection(await client.create<TableState>("trickerion", {}));
  }

  /** Joins the table with this code; rejects with a readable message when there is none. */
  static async join(code: string): Promise<TableConnection> {
    const client = new Client(gameServerUrl());
    try {
      return new TableConnection(await client.joinById<TableState>(code.toUpperCase(), {}));
    } catch (error) {
      throw new Error(`No open table has the code ${code.toUpperCase()}.`, { cause: error });
    }
  }

  get code(): string {
    return this.room.roomId;
  }

  /** Calls `listener` with every new snapshot, and at once with the current one if any. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.latest) listener(this.latest);
    return () => this.listeners.delete(listener);
  }

  leave(): Promise<unknown> {
    return this.room.leave();
  }

  private publish(state: TableState): void {
    const snapshot: TableSnapshot = {
      code: state.code,
      dice: Array.from(state.dice ?? [], (die) => ({ id: die.id, face: die.face })),
    };
    this.latest = snapshot;
    for (const listener of this.listeners) listener(snapshot);
  }
}
