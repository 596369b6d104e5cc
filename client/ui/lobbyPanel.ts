import type { TableConnection, TableSnapshot } from "../net/TableConnection";

/** The panel's title: the lobby's state before the start; afterwards the status line says where the game is. */
const STATUS_TEXT: Record<TableSnapshot["status"], string> = {
  lobby: "Waiting for players",
  playing: "Seats",
  finished: "Seats",
};

/**
 * The seats beside the board: who sits where, which seats are bots, who is connected. The host
 * fills open seats with bots and starts the game once every seat is taken.
 */
export function renderLobbyPanel(host: HTMLElement, snapshot: TableSnapshot, connection: TableConnection): void {
  const title = document.createElement("h3");
  title.textContent = STATUS_TEXT[snapshot.status];
  const list = document.createElement("ol");
  snapshot.seats.forEach((seat, i) => {
    const item = document.createElement("li");
    item.dataset.seat = String(i);
    item.dataset.kind = seat.kind;
    if (snapshot.mySeats.includes(i)) item.classList.add("mine");
    const who = document.createElement("span");
    who.textContent = seat.kind === "open" ? `Seat ${i + 1}: open` : `${seat.name}${snapshot.mySeats.includes(i) ? " (you)" : ""}`;
    const kind = document.createElement("span");
    kind.className = "seat-kind";
    kind.textContent = seat.kind === "bot" ? "bot" : seat.botTakeover ? "bot for now" : seat.kind === "human" && !seat.connected ? "away" : "";
    item.append(who, kind);
    if (snapshot.mySeats.includes(i) && seat.kind === "human" && snapshot.status === "lobby") {
      const rename = document.createElement("button");
      rename.type = "button";
      rename.textContent = "Rename";
      rename.addEventListener("click", () => {
        const name = window.prompt("Your name at this table", seat.name)?.trim();
        if (name) connection.rename(i, name);
      });
      item.append(rename);
    }
    if (snapshot.host && snapshot.status === "lobby" && seat.kind !== "human") {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = seat.kind === "bot" ? "Remove bot" : "Add bot";
      button.addEventListener("click", () => connection.seatBot(i, seat.kind !== "bot"));
      item.append(button);
    }
    list.append(item);
  });
  const parts: HTMLElement[] = [title, list];
  if (snapshot.spectators > 0) {
    const watchers = document.createElement("p");
    watchers.className = "note";
    watchers.textContent = `${snapshot.spectators} watching`;
    parts.push(watchers);
  }
  if (snapshot.status === "lobby") {
    if (snapshot.host) {
      const start = document.createElement("button");
      start.type = "button";
      start.className = "primary start";
      start.textContent = "Start game";
      const open = snapshot.seats.filter((s) => s.kind === "open").length;
      start.disabled = open > 0;
      start.title = open > 0 ? "Fill every seat first (invite people or add bots)" : "";
      start.addEventListener("click", () => connection.start());
      parts.push(start);
    } else {
      const note = document.createElement("p");
      note.className = "note";
      const open = snapshot.seats.filter((s) => s.kind === "open").length;
      note.textContent = !snapshot.mySeats.length
        ? "You are watching this table."
        : open > 0
          ? `The host starts the game when every seat is taken (${open} still open).`
          : `Every seat is taken: waiting for ${snapshot.seats[0]?.name || "the host"} to start the game.`;
      parts.push(note);
    }
  }
  host.replaceChildren(...parts);
}
