import { AdviceMessage } from "../messages";
import { command, no, zodShape } from "./command";

const adviceShape = zodShape(AdviceMessage);

/**
 * The look back's advice about one seat of a finished table: what the Grand Magician would have done at that
 * seat's key moments. Outside the queue (the searches take seconds; the finished table changes nothing meanwhile).
 * A player asks about the seats they played; a spectator, about any seat (the game is over and public).
 */
export const advice = command({
  shape: adviceShape,
  expected: "an advice message is { seat }",
  outsideQueue: true,
  async run(room, client, payload) {
    const table = room.table;
    const held = room.seating.seatsOf.get(client.sessionId) ?? new Set<number>();
    const record = {
      options: table.game?.options ?? { players: table.options.players },
      seed: table.seed,
      actions: table.actions.slice(),
      finished: table.status === "finished",
    };
    const answer = await room.advice.ask(client.sessionId, room.roomId, record, payload.seat, held);
    return answer.ok ? answer : no(answer.error);
  },
});
