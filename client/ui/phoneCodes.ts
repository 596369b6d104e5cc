import { onLanguageChange, t } from "../i18n";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { qrSvg } from "./qrCode";
import { deviceList } from "./pairedDevices";

/**
 * Phones as private hands. A seat's QR code holds a one-use phone code (server/rooms/pairing.ts),
 * never the seat's permanent token; the phone opens /t/CODE#pair=XXXXXX and takes the seat at once.
 *
 * Who sees which code: a phone code can only be asked for with the seat's token, and tokens live
 * only in the session storage of the tab that holds the seat (the creator's hot-seat tab, or a
 * player's own tab). So a board-mode screen opened in that same tab shows codes for those seats;
 * a board-mode screen anywhere else (an ordinary spectator) shows only open lobby seats, whose
 * QR code is the public table link anyone may use anyway. The board itself still joins as a
 * spectator, so it never receives a hand.
 */

/** Seconds before a code's expiry at which a fresh one is fetched. */
const REFRESH_MARGIN = 60;

interface SeatCode {
  code: string;
  fetched: number;
  expiresIn: number;
}

/** Board mode: a panel of QR codes, one per open seat and per seat this tab holds but nobody plays. */
export function showPhoneCodes(connection: TableConnection): void {
  const panel = document.createElement("section");
  panel.id = "phone-codes";
  panel.className = "phone-codes";
  document.querySelector(".side")?.insertBefore(panel, document.getElementById("log"));
  const codes = new Map<number, SeatCode>();
  /** Which seat each kept token opens (learnt from the first code asked for it). */
  const seatOf = new Map<string, number>();
  let fetching = false;
  let last: TableSnapshot | null = null;
  let collapsed = false;

  /** Fresh codes for every kept token whose seat has nobody on it (and no code, or an old one). */
  const refresh = async (snapshot: TableSnapshot): Promise<void> => {
    if (fetching) return;
    fetching = true;
    try {
      // Lent tokens too (a seat this tab gave to a phone): after a revoke the seat needs a fresh code here.
      for (const token of connection.managedTokens()) {
        // A code still shown and still good is left alone (someone may be scanning it right now).
        const known = seatOf.get(token);
        if (known !== undefined && !stale(snapshot, known)) continue;
        const reply = await connection.pairCode(token).catch(() => null);
        if (!reply) continue;
        seatOf.set(token, reply.seat);
        const seat = snapshot.seats[reply.seat];
        const current = codes.get(reply.seat);
        if (seat?.connected && seat.kind === "human" && current) continue;
        codes.set(reply.seat, { code: reply.code, fetched: Date.now(), expiresIn: reply.expiresIn });
      }
    } finally {
      fetching = false;
    }
    if (last) render(last);
  };

  /** A seat nobody plays whose code is missing or about to expire. */
  const stale = (snapshot: TableSnapshot, i: number): boolean => {
    const seat = snapshot.seats[i];
    if (!seat || seat.kind !== "human" || seat.connected) return false;
    const c = codes.get(i);
    return !c || Date.now() > c.fetched + (c.expiresIn - REFRESH_MARGIN) * 1000;
  };
  const needsFetch = (snapshot: TableSnapshot): boolean => {
    const tokens = connection.managedTokens();
    if (!tokens.length) return false;
    return tokens.some((token) => !seatOf.has(token)) || snapshot.seats.some((_, i) => stale(snapshot, i));
  };

  const render = (snapshot: TableSnapshot): void => {
    last = snapshot;
    const title = document.createElement("h3");
    title.textContent = t("phones.title");
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "phone-codes-toggle";
    toggle.textContent = collapsed ? t("phones.show") : t("phones.hide");
    toggle.setAttribute("aria-expanded", String(!collapsed));
    toggle.addEventListener("click", () => {
      collapsed = !collapsed;
      render(snapshot);
    });
    const cards: HTMLElement[] = [];
    const origin = window.location.origin;
    snapshot.seats.forEach((seat, i) => {
      const name = seat.name || t("landing.seat", { n: i + 1 });
      if (seat.kind === "open" && snapshot.status === "lobby") {
        cards.push(
          card(
            i,
            t("phones.openSeat", { n: i + 1 }),
            `${origin}/t/${snapshot.code}`,
            t("phones.scanToJoin"),
            snapshot.code,
          ),
        );
        return;
      }
      const c = codes.get(i);
      if (!c || seat.kind !== "human") return;
      if (seat.connected) {
        const done = document.createElement("div");
        done.className = "phone-code done";
        done.dataset.seat = String(i);
        const line = document.createElement("p");
        line.textContent = `✓ ${t("phones.onPhone", { name })}`;
        done.append(line);
        // The phones of the seat, each revocable from here (a code read by the wrong person is undone in one press).
        const devices = connection.devicesOf(i);
        if (devices.length) done.append(deviceList(connection, i, name, devices));
        cards.push(done);
        return;
      }
      cards.push(
        card(
          i,
          name,
          `${origin}/t/${snapshot.code}#pair=${c.code}`,
          t("phones.scanToPlay", { name }),
          `${snapshot.code}-${c.code}`,
        ),
      );
    });
    if (!cards.length) {
      panel.replaceChildren();
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    const grid = document.createElement("div");
    grid.className = "phone-code-grid";
    grid.hidden = collapsed;
    grid.append(...cards);
    const parts: HTMLElement[] = [title, toggle, grid];
    if (!collapsed) {
      const intro = document.createElement("p");
      intro.className = "note";
      intro.textContent = `${t("phones.intro")} ${connection.keptTokens().length ? t("phones.expires") : ""}`.trim();
      parts.splice(2, 0, intro);
    }
    panel.replaceChildren(...parts);
  };

  connection.subscribe((snapshot) => {
    render(snapshot);
    if (needsFetch(snapshot)) void refresh(snapshot);
  });
  onLanguageChange(() => last && render(last));
  // Codes expire: look again every minute.
  setInterval(() => {
    if (last && needsFetch(last)) void refresh(last);
  }, 60_000);
}

function card(seat: number, title: string, url: string, caption: string, shortCode: string): HTMLElement {
  const figure = document.createElement("figure");
  figure.className = "phone-code";
  figure.dataset.seat = String(seat);
  figure.append(qrSvg(url, t("phones.qrLabel", { name: title })));
  const text = document.createElement("figcaption");
  const line = document.createElement("span");
  line.textContent = caption;
  const code = document.createElement("strong");
  code.className = "short-code";
  code.textContent = shortCode;
  const typed = document.createElement("span");
  typed.className = "note";
  typed.textContent = t("phones.orType");
  text.append(line, typed, code);
  figure.append(text);
  return figure;
}

/**
 * A table page: move one of this device's seats to a phone (e.g. one hot-seat player takes
 * their own hand mid-game). The dialog closes by itself once the phone has the seat.
 */
export async function showMoveToPhone(connection: TableConnection, seat: number, name: string): Promise<void> {
  const token = connection.tokenOf(seat);
  if (!token) return;
  const reply = await connection.pairCode(token);
  if (!reply) return;
  document.getElementById("move-to-phone")?.remove();
  const dialog = document.createElement("div");
  dialog.id = "move-to-phone";
  dialog.className = "curtain move-to-phone";
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  const title = document.createElement("h2");
  title.textContent = t("phones.moveTitle", { name });
  const intro = document.createElement("p");
  intro.textContent = t("phones.moveIntro", { name });
  const url = `${window.location.origin}/t/${connection.code}#pair=${reply.code}`;
  const figure = card(seat, name, url, "", `${connection.code}-${reply.code}`);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = t("phones.close");
  const stop = connection.subscribe((snapshot) => {
    if (!snapshot.mySeats.includes(seat)) done();
  });
  const done = (): void => {
    stop();
    dialog.remove();
  };
  close.addEventListener("click", done);
  dialog.append(title, intro, figure, close);
  document.getElementById("table")?.append(dialog);
  close.focus();
}
