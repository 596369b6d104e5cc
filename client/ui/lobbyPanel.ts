import { t } from "../i18n";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { seatMarker } from "./seatMarker";
import { deviceList } from "./pairedDevices";
import { phoneIcon } from "./phoneIcon";
import { moduleLabel } from "./tableOptions";
import { levelName, levelSelect } from "./botLevels";

/**
 * The seats beside the board: who sits where, which seats are bots, who is connected. The host
 * fills open seats with bots and starts the game once every seat is taken. Each of this device's
 * seats can be moved to a phone (a QR code for that seat).
 */
export function renderLobbyPanel(host: HTMLElement, snapshot: TableSnapshot, connection: TableConnection): void {
  const title = document.createElement("h3");
  // Before the start, the lobby's state; afterwards the status line says where the game is.
  title.textContent = snapshot.status === "lobby" ? t("lobby.waiting") : t("lobby.seats");
  const list = document.createElement("ol");
  snapshot.seats.forEach((seat, i) => {
    const item = document.createElement("li");
    item.dataset.seat = String(i);
    item.dataset.kind = seat.kind;
    const mine = snapshot.mySeats.includes(i);
    if (mine) item.classList.add("mine");
    const who = document.createElement("span");
    who.className = "seat-who";
    const name = seat.name || t("landing.seat", { n: i + 1 });
    const text =
      seat.kind === "open" ? t("lobby.seatOpen", { n: i + 1 }) : mine ? t("lobby.you", { name: seat.name }) : seat.name;
    who.append(seatMarker(i), document.createTextNode(text));
    const kind = document.createElement("span");
    kind.className = "seat-kind";
    kind.textContent =
      seat.kind === "bot"
        ? t("lobby.bot")
        : seat.botTakeover
          ? t("lobby.botForNow")
          : seat.kind === "human" && !seat.connected
            ? t("lobby.away")
            : "";
    // A bot's level: the host picks it in the lobby; everyone else (and everyone once the game runs) reads it.
    const level = levelName(seat.level);
    if (level && !(snapshot.host && snapshot.status === "lobby" && seat.kind === "bot"))
      kind.textContent = `${kind.textContent} · ${level}`;
    item.append(who, kind);
    if (snapshot.host && snapshot.status === "lobby" && seat.kind === "bot") {
      item.append(
        levelSelect(seat.level, t("botplay.levelOf", { name }), (chosen) => connection.seatBot(i, true, chosen)),
      );
    }
    if (snapshot.mySeats.includes(i) && seat.kind === "human" && snapshot.status === "lobby") {
      const rename = document.createElement("button");
      rename.type = "button";
      rename.textContent = t("lobbyMore.rename");
      rename.addEventListener("click", () => {
        const name = window.prompt(t("lobbyMore.renamePrompt"), seat.name)?.trim();
        if (name) connection.rename(i, name);
      });
      item.append(rename);
    }
    // The host removes a person (a squatter) from a lobby seat; they are told and watch on.
    if (snapshot.host && snapshot.status === "lobby" && seat.kind === "human" && !mine) {
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "remove-person";
      remove.textContent = t("seats.remove");
      remove.title = t("seats.removeTitle", { name });
      remove.addEventListener("click", () => {
        if (window.confirm(t("seats.removeConfirm", { name, n: i + 1 }))) connection.removeFromSeat(i);
      });
      item.append(remove);
    }
    if (snapshot.host && snapshot.status === "lobby" && seat.kind !== "human") {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = seat.kind === "bot" ? t("lobby.removeBot") : t("lobby.addBot");
      button.addEventListener("click", () => connection.seatBot(i, seat.kind !== "bot"));
      item.append(button);
    }
    // A device playing several seats (hot-seat) can send one person to their own phone.
    if (mine && snapshot.mySeats.length > 1 && seat.kind === "human" && snapshot.status !== "finished") {
      const phone = document.createElement("button");
      phone.type = "button";
      phone.className = "to-phone";
      phone.append(phoneIcon(), t("lobby.toPhone"));
      phone.title = t("lobby.toPhoneTitle", { name });
      phone.setAttribute("aria-label", phone.title);
      // The QR code maker is a chunk of its own (qrcode-generator), fetched on the first click, not with every table.
      phone.addEventListener(
        "click",
        () => void import("./phoneCodes").then(({ showMoveToPhone }) => showMoveToPhone(connection, i, name)),
      );
      item.append(phone);
    }
    // A seat this page lent to a phone comes back here in one press (every phone of it is revoked). Not on a
    // board-mode screen: the seat's hand would then show on the big screen.
    if (
      seat.kind === "human" &&
      snapshot.status !== "finished" &&
      connection.canReclaim(i) &&
      !document.body.classList.contains("board-mode")
    ) {
      const back = document.createElement("button");
      back.type = "button";
      back.className = "reclaim-seat";
      back.textContent = t("seats.reclaim");
      back.title = t("seats.reclaimTitle", { name });
      back.addEventListener("click", () => void connection.reclaim(i));
      item.append(back);
    }
    const devices = seat.kind === "human" ? connection.devicesOf(i) : [];
    if (devices.length) item.append(deviceList(connection, i, name, devices));
    list.append(item);
  });
  const parts: HTMLElement[] = [title];
  const modules = moduleLabel(snapshot.state);
  if (modules) {
    const line = document.createElement("p");
    line.className = "note table-modules";
    line.textContent = modules;
    parts.push(line);
  }
  parts.push(list);
  if (snapshot.spectators > 0) {
    const watchers = document.createElement("p");
    watchers.className = "note";
    watchers.textContent = t("lobby.watching", { count: snapshot.spectators });
    parts.push(watchers);
  }
  if (snapshot.status === "lobby") {
    if (snapshot.host) {
      const start = document.createElement("button");
      start.type = "button";
      start.className = "primary start";
      start.textContent = t("lobby.start");
      const open = snapshot.seats.filter((s) => s.kind === "open").length;
      start.disabled = open > 0;
      start.title = open > 0 ? t("lobby.fillFirst") : "";
      start.addEventListener("click", () => connection.start());
      parts.push(start);
    } else {
      const note = document.createElement("p");
      note.className = "note";
      const open = snapshot.seats.filter((s) => s.kind === "open").length;
      note.textContent = !snapshot.mySeats.length
        ? t("lobby.watchingTable")
        : open > 0
          ? t("lobby.hostStarts")
          : t("lobbyMore.seatsFull", { host: snapshot.seats[0]?.name || t("lobbyMore.theHost") });
      parts.push(note);
    }
  }
  host.replaceChildren(...parts);
}
