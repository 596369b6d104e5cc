import { AdviceMessage } from "../messages";
import { command, no, zodShape } from "./command";

const adviceShape = zodShape(AdviceMessage);

/**
 * The look back's advice about one seat of a finished table: what the Grand Magician would have done at that
 * seat's key moments. Outside the queue (the searches take seconds; the finished table changes nothing meanwhile).
 * Anyone at the table asks about any seat: once the game is over it is public (the replay viewer reads every seat), and a
 * person who won must be able to ask about the rival whose key moments are listed (issue 29). The desk still refuses
 * an unfinished table first (GAME_NOT_OVER), so nothing of a game in play is given.
 */
export const advice = command({
  shape: adviceShape,
  expected: "an advice message is { seat }",
  outsideQueue: true,
  async run(room, client, payload) {
    const table = room.table;
    const record = {
      options: table.game?.options ?? { players: table.options.players },
      seed: table.seed,
      actions: table.actions.slice(),
      finished: table.status === "finished",
    };
    // No seats held, as a spectator asks: the desk's NEVER_YOUR_SEAT is for callers that keep a person to their seats.
    const answer = await room.advice.ask(client.sessionId, room.roomId, record, payload.seat, new Set());
    return answer.ok ? answer : no(answer.error);
  },
});
