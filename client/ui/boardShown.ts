/**
 * Whether the table's canvas is on screen now, so it must be made (TableScreen, BoardOnDemand). A phone's player
 * view shows it on its Board tab, and on Players once the game runs (the others' workshops); My workshop shows its
 * strip of one's own workshop only once the board is made (layout.css), so it never asks for it: a phone's hand is
 * DOM only until the person opens a tab that draws. Every other page (desktop, tablet, a big screen's board mode)
 * shows the board beside its panels.
 */
export function boardShown(): boolean {
  const body = document.body;
  if (body.dataset.layout !== "phone" || body.classList.contains("board-mode")) return true;
  return body.dataset.tab === "board" || (body.dataset.tab === "players" && body.dataset.status !== "lobby");
}
