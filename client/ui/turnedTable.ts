/**
 * A wide table of players (one row each) as a phone reads it: turned, the players across and one row per column of
 * the wide form. On a 390 px phone the Dark Alley's final scores hid their Total off the right edge, and a
 * playtester leading on Fame read the game as won (playtest 8); "the Fame by turn" hid its end the same way. The
 * wide table and its turned copy sit side by side in one box and the stylesheet shows one of them by the screen's
 * width (style.css, `.table-fit`), so nothing depends on measuring. Cells are copies: their words and titles come
 * along, and each keeps its row's classes (the winner's highlight) and seat.
 *
 * The turned copy has its own classes (`turned-table` and the wide one's, suffixed `-turned`), so what reads the
 * wide table by its class (tests, styles) finds it alone.
 */
export function fitForPhones(table: HTMLTableElement): HTMLElement {
  const turned = document.createElement("table");
  turned.className = ["turned-table", ...[...table.classList].map((c) => `${c}-turned`)].join(" ");
  const head = table.tHead?.rows[0];
  const rows = [...(table.tBodies[0]?.rows ?? [])];
  const columns = head?.cells.length ?? 0;
  const top = turned.createTHead().insertRow();
  if (head?.cells[0]) top.append(head.cells[0].cloneNode(true));
  for (const row of rows) top.append(asCell(row, 0, "th"));
  const body = turned.createTBody();
  for (let i = 1; i < columns; i++) {
    const line = body.insertRow();
    line.append(head!.cells[i]!.cloneNode(true));
    for (const row of rows) line.append(asCell(row, i, "td"));
  }
  const box = document.createElement("div");
  box.className = "table-fit";
  box.append(table, turned);
  return box;
}

/** Row `row`'s cell `i` as a cell of the turned table, with the row's classes and seat. */
function asCell(row: HTMLTableRowElement, i: number, tag: "th" | "td"): HTMLTableCellElement {
  const cell = document.createElement(tag);
  const from = row.cells[i];
  if (from) {
    cell.append(...[...from.childNodes].map((n) => n.cloneNode(true)));
    if (from.title) cell.title = from.title;
  }
  cell.classList.add(...row.classList);
  if (row.dataset.seat) cell.dataset.seat = row.dataset.seat;
  return cell;
}
