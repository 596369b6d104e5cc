import type { GameState } from "../../shared/engine";
import type { TableSnapshot } from "../net/TableConnection";
import { t } from "../i18n";

/**
 * The hot-seat curtain: while several seats at this device plan (Assignment phase), the table is covered and
 * names who should take the device; nothing hidden is drawn until that person says they have it. Then their
 * seat is the one shown, until they confirm their plan and the curtain comes down for the next.
 */
export class HotSeatCurtain {
  /** The seat that has taken the device behind the curtain, or null while the curtain is down. */
  private handedTo: number | null = null;

  /** @param taken called when the named person takes the device (the screen draws their seat). */
  constructor(
    private readonly host: HTMLElement,
    private readonly taken: () => void,
  ) {}

  /**
   * The seat behind the curtain now, or the curtain down for the next seat still to plan (null: none left
   * here). Not down, with no seat: this is no hot-seat planning.
   */
  state(snapshot: TableSnapshot, game: GameState): { down: boolean; seat: number | null } {
    if (snapshot.mySeats.length < 2 || game.phase !== "assignment") {
      this.handedTo = null;
      return { down: false, seat: null };
    }
    const pending = snapshot.mySeats.filter((seat) => !game.players[seat]!.confirmed);
    if (this.handedTo !== null && !pending.includes(this.handedTo)) this.handedTo = null;
    if (this.handedTo !== null) return { down: false, seat: this.handedTo };
    return { down: true, seat: pending[0] ?? null };
  }

  /** Shows the curtain over the table for `seat` (null: takes it away). */
  show(seat: number | null, snapshot: TableSnapshot): void {
    let curtain = document.getElementById("curtain");
    if (seat === null) {
      curtain?.remove();
      return;
    }
    const name = snapshot.seats[seat]?.name || t("panel.seat", { n: seat + 1 });
    if (!curtain) {
      curtain = document.createElement("div");
      curtain.id = "curtain";
      curtain.className = "curtain";
      curtain.setAttribute("role", "dialog");
      this.host.append(curtain);
    }
    // Drawn again for another seat or another language.
    if (curtain.dataset.seat === String(seat) && curtain.lang === document.documentElement.lang) return;
    curtain.dataset.seat = String(seat);
    curtain.lang = document.documentElement.lang;
    const title = document.createElement("h2");
    title.textContent = t("curtain.title", { name });
    const text = document.createElement("p");
    text.textContent = t("curtain.text", { name });
    const show = document.createElement("button");
    show.type = "button";
    show.className = "primary";
    show.textContent = t("curtain.show", { name });
    show.addEventListener("click", () => {
      this.handedTo = seat;
      curtain?.remove();
      this.taken();
    });
    curtain.replaceChildren(title, text, show);
  }
}
