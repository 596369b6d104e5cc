import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { clockText } from "../net/tableTalk";
import { onLanguageChange, refusalText, t } from "../i18n";
import { paceLabel } from "./tableOptions";

/**
 * A paced table's clocks (issue 29), beside the board and on every phone tab: each player's time left, the
 * ones that run (everyone who must act; in the Assignment phase all unconfirmed players at once) counted down
 * here between the server's views, "out of time" for a seat the bot plays, and, for this page's own timed-out
 * seat, the button that takes it back at once.
 */
export class ClockStrip {
  private snapshot: TableSnapshot | null = null;
  private ticking: ReturnType<typeof setInterval> | null = null;
  private readonly list = document.createElement("ul");
  private readonly pace = document.createElement("p");
  private readonly banner = document.createElement("div");

  constructor(
    private readonly host: HTMLElement,
    private readonly connection: TableConnection,
  ) {
    host.classList.add("clocks");
    this.list.className = "clock-list";
    this.pace.className = "clock-pace";
    this.banner.className = "clock-timed-out";
    this.banner.setAttribute("role", "alert");
    host.replaceChildren(this.banner, this.list, this.pace);
    host.hidden = true;
    connection.subscribe((snapshot) => {
      this.snapshot = snapshot;
      this.render();
    });
    connection.talk.onClocks(() => this.render());
    onLanguageChange(() => this.render());
  }

  private render(): void {
    const view = this.connection.talk.clocks;
    const snapshot = this.snapshot;
    this.host.hidden = !view || !snapshot;
    if (!view || !snapshot) return;
    // In the lobby only the pace shows, so whoever sits down knows the table is timed.
    this.list.hidden = snapshot.status === "lobby";
    this.list.setAttribute("aria-label", t("talk.clocksLabel"));
    this.pace.textContent = paceLabel(view.pace);
    const items = view.seats.map((s, seat) => {
      const name = snapshot.seats[seat]?.name || `${seat + 1}`;
      const li = document.createElement("li");
      li.className = "clock";
      li.dataset.seat = String(seat);
      const left = this.connection.talk.leftNow(seat) ?? s.left;
      const time = clockText(left);
      li.classList.toggle("running", s.running);
      li.classList.toggle("low", s.running && left < 30_000);
      li.classList.toggle("out", s.timedOut);
      li.textContent = s.timedOut
        ? t("talk.outOfTime", { name })
        : s.running
          ? t("talk.thinking", { name, time })
          : t("talk.clock", { name, time });
      return li;
    });
    this.list.replaceChildren(...items);
    this.renderBanner(view.seats, snapshot);
    // Count down locally while a clock runs; stop when none does (no timer on an idle page).
    const running = view.seats.some((s) => s.running);
    if (running && !this.ticking) this.ticking = setInterval(() => this.render(), 500);
    if (!running && this.ticking) {
      clearInterval(this.ticking);
      this.ticking = null;
    }
  }

  private renderBanner(seats: readonly { timedOut: boolean }[], snapshot: TableSnapshot): void {
    // Only while the game runs: after the last move there is nothing left to take back.
    const mine =
      snapshot.status !== "playing"
        ? []
        : snapshot.mySeats.filter((seat) => seats[seat]?.timedOut && snapshot.seats[seat]?.botTakeover);
    this.banner.hidden = mine.length === 0;
    if (!mine.length) {
      this.banner.replaceChildren();
      return;
    }
    if (this.banner.dataset.seats === mine.join() && this.banner.dataset.lang === t("talk.takeBack")) return;
    this.banner.dataset.seats = mine.join();
    this.banner.dataset.lang = t("talk.takeBack");
    this.banner.replaceChildren(
      ...mine.map((seat) => {
        const row = document.createElement("p");
        row.append(document.createTextNode(`${t("talk.timedOut", { name: snapshot.seats[seat]?.name ?? "" })} `));
        const button = document.createElement("button");
        button.type = "button";
        button.className = "primary clock-take-back";
        button.textContent = t("talk.takeBack");
        button.addEventListener("click", async () => {
          button.disabled = true;
          const refused = await this.connection.talk.resume(seat);
          button.disabled = false;
          if (refused) row.append(document.createTextNode(` ${refusalText(refused)}`));
        });
        row.append(button);
        return row;
      }),
    );
  }
}
