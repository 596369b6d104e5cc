import type { GameState } from "../../shared/engine";

/** RULES §10: the final scoring, line by line, and the winner (ties: earlier in initiative). */
export function renderScores(host: HTMLElement, game: GameState, names: readonly string[]): void {
  const final = game.final ?? [];
  const title = document.createElement("h2");
  const winner = game.winner;
  title.textContent = winner === null ? "Final scores" : `${names[winner] ?? `Seat ${winner + 1}`} wins!`;
  const table = document.createElement("table");
  table.className = "scores";
  const head = table.createTHead().insertRow();
  for (const h of ["Player", "Fame", "Shards", "Coins ÷ 3", "Apprentices", "Specialists", "Total"]) {
    const th = document.createElement("th");
    th.textContent = h;
    head.append(th);
  }
  const body = table.createTBody();
  for (const line of [...final].sort((a, b) => b.total - a.total)) {
    const row = body.insertRow();
    row.dataset.seat = String(line.seat);
    if (line.seat === winner) row.className = "winner";
    const cells = [
      names[line.seat] ?? `Seat ${line.seat + 1}`,
      String(line.fameBefore),
      `+${line.shards}`,
      `+${Math.floor(line.coins / 3)}`,
      `+${line.apprentices * 2}`,
      `+${line.specialists * 3}`,
      String(line.total),
    ];
    for (const c of cells) row.insertCell().textContent = c;
  }
  const note = document.createElement("p");
  note.className = "note";
  note.textContent = "Fame +1 per shard, +1 per 3 coins, +2 per apprentice, +3 per specialist. Ties go to the player earlier in initiative.";
  host.replaceChildren(title, table, note);
}
