// How a story line looks in the game log: its glyph, its seat's colour and the heading it comes under. Pure (no DOM):
// the log panel (client/ui/logPanel.ts) and the server's first screen (server/firstScreen/firstScreenLog.ts) both
// draw lines from it, so the page can take the server's lines over without a word or a colour changing.

import { seatColour } from "../board/palette";
import type { Catalogue } from "./catalogue";
import type { StoryLine } from "./story";

/** A small glyph per kind of line (DejaVu Sans has them all). */
export const LOG_ICONS: Record<StoryLine["kind"], string> = {
  start: "⚑",
  act: "•",
  reveal: "♠",
  show: "★",
  skip: "☾",
  wages: "◉",
  orders: "⬒",
  cards: "▤",
  turn: "⚄",
  final: "♛",
  orb: "◍",
};

/** A seat's colour as CSS ("#e06c00"). */
export const seatCss = (seat: number): string => `#${seatColour(seat).toString(16).padStart(6, "0")}`;

/** The heading a line is told under: "Setup", or "Turn 2 · Placement". */
export function logHeading(line: StoryLine, words: Catalogue): string {
  return line.turn === 0 ? words.phase.setup : `${words.turnHeading(line.turn)} · ${words.phase[line.phase]}`;
}
