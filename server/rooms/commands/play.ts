import type { Action } from "../../../shared/engine";
import type { Undone } from "../../../shared/protocol";
import { observeAction } from "../../metrics";
import { HintMessage, parseActionMessage, UndoMessage } from "../messages";
import { command, no, OK, zodShape } from "./command";

// Made before the commands: inferred inside `command({…})`, the payload type would be lost.
const undoShape = zodShape(UndoMessage, true);
const hintShape = zodShape(HintMessage, true);

/** A move in the game: the engine checks the action's shape and legality; the table saves it before it is shown. */
export const action = command({
  shape: parseActionMessage,
  expected: "an action message is { action: { type, … }, seat? }",
  seat: "playing",
  async run(room, client, payload, seat) {
    const started = performance.now();
    const result = await room.table.act(seat, payload.action as unknown as Action);
    if (!result.ok) return no(result.error);
    room.clocks?.decided(room.table, seat, Date.now());
    room.tell(result.wire);
    await room.afterChange(client);
    observeAction(performance.now() - started);
    return OK;
  },
});

/** Takes back the sender's last action when the engine's undo policy allows it (docs/engine.md "Undo"). */
export const undo = command({
  shape: undoShape,
  expected: "an undo message is { seat? }",
  seat: "playing",
  async run(room, client, _payload, seat) {
    const result = await room.table.undo(seat);
    if (!result.ok) return no(result.error);
    // The table dropped the undone action's history entries; everyone drops them too, after the patch that shows it.
    const undone: Undone = { seat: result.seat, move: result.move };
    room.tellAfterPatch("undone", undone);
    await room.afterChange(client);
    return OK;
  },
});

/**
 * "What would the strong bot do" for one of the sender's seats (tables with hints on). Outside the queue: the
 * search takes up to a second and the table goes on meanwhile; the answer names the move it is about.
 */
export const hint = command({
  shape: hintShape,
  expected: "a hint message is { seat? }",
  seat: "own",
  outsideQueue: true,
  async run(room, client, _payload, seat) {
    const answer = await room.hints.ask(client.sessionId, seat);
    return answer.ok ? answer : no(answer.error);
  },
});
