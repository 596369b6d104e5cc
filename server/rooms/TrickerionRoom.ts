import { Room, matchMaker } from "@colyseus/core";
import { DICE } from "../../shared/data/dice";
import { RngCursor } from "../../shared/engine/rng";
import { DieState, TableState } from "../schema/TableState";
import { newSeed, newTableCode } from "./tableCode";

/**
 * A Trickerion table. This first slice owns the six Downtown dice, rolled with the table's
 * seeded RNG; the rules engine takes over the whole state in the server issue. The RNG state
 * stays in this object, never in the synced schema.
 */
export class TrickerionRoom extends Room<{ state: InstanceType<typeof TableState> }> {
  override maxClients = 12;
  override maxMessagesPerSecond = 20;
  private rng = new RngCursor(newSeed());

  override async onCreate(): Promise<void> {
    this.roomId = await this.freeCode();
    // One patch per change, sent at once, instead of a fixed-rate patch loop.
    this.setPatchRate(null);
    const state = new TableState();
    state.code = this.roomId;
    for (const die of DICE) state.dice.push(new DieState({ id: die.id, face: "X" }));
    this.setState(state);
    this.rollDice();
  }

  /** Rolls all six dice (RULES §5.1) and sends the result to every client. */
  rollDice(): void {
    DICE.forEach((die, i) => {
      const face = die.faces[this.rng.int(die.faces.length)]!;
      this.state.dice[i]!.face = String(face);
    });
    this.state.rolls++;
    this.broadcastPatch();
  }

  private async freeCode(): Promise<string> {
    for (;;) {
      const code = newTableCode();
      if ((await matchMaker.query({ roomId: code })).length === 0) return code;
    }
  }
}
