import type { TableConnection } from "../net/TableConnection";
import { ChatPanel } from "./chatPanel";
import { ClockStrip } from "./clockStrip";
import { soundSetting } from "./turnCue";

const $ = (id: string): HTMLElement => document.getElementById(id)!;
const made = new WeakSet<TableConnection>();

/**
 * The table's parts that need neither the board nor the engine: the chat, the clocks and the sound setting. Made once
 * per connection, by whichever screen comes first (the lobby, or the table screen for a game already running), so
 * the chat typed in the lobby stays when the board appears.
 */
export function mountTableParts(connection: TableConnection): void {
  if (made.has(connection)) return;
  made.add(connection);
  if (!document.body.classList.contains("board-mode")) $("settings").replaceChildren(soundSetting());
  // Issue 29: the table chat under the log, the clocks under the status line (on every phone tab).
  new ChatPanel($("chat"), connection);
  new ClockStrip($("clocks"), connection);
}
