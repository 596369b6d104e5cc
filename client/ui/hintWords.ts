import type { GameState } from "../../shared/engine";
import type { HintReply } from "../net/TableConnection";
import { refusalText, t } from "../i18n";
import { actionLabel } from "./actionText";

// The hint's words, made from the server's answer (a move and its reason's values) each time the hint is drawn, so
// the same answer reads in the language chosen at that moment (issue 31). Apart from hintPanel.ts: no board here.

/** A hint's line, and its reason when it has a move. */
export function hintWords(reply: HintReply, game: GameState | null): { line: string; reason?: string } {
  if (!reply.ok) return { line: refusalText(reply) };
  if (!reply.action) return { line: t("botplay.hint.nothing") };
  return {
    line: t("botplay.hint.would", { action: actionLabel(reply.action, game) }),
    reason: t(`bots.reason.${reply.reason.code}`, { fame: reply.reason.fame, percent: reply.reason.percent }),
  };
}
