import { name, t } from "../i18n";

/**
 * A phone's bar under the status line while this person's move waits in My workshop and another tab is shown: it
 * says what the move is (the action panel's own question, "Advertise for 3 coins? (+2 Fame)") and opens My workshop
 * in one tap. The status line alone said "you to act" over a board with no buttons, and the tab's small dot went
 * unseen (playtest 5, ph3.png). It never switches the tab by itself: a person looking at the board keeps it.
 *
 * On the Board tab while a character is to be placed, it says to tap a lit slot; when no lit slot is on screen it
 * says where they are and one tap brings the nearest into view (playtest 7: "Tap a lit slot" over a board whose
 * lit slots were all off-screen at the Market Row, and nothing said the board could be dragged).
 */
export class MoveCue {
  private readonly button = document.createElement("button");
  private readonly prompt = document.createElement("span");
  private readonly go = document.createElement("span");
  /** The lit slot out of view that a tap brings into view, or null (a tap opens My workshop). */
  private away: { slot: string; location: string } | null = null;

  constructor(open: () => void, reveal: (slot: string) => void) {
    this.button.type = "button";
    this.button.id = "move-cue";
    this.button.className = "move-cue";
    this.button.hidden = true;
    this.prompt.className = "move-cue-prompt";
    this.go.className = "move-cue-go";
    this.button.append(this.prompt, this.go);
    this.button.addEventListener("click", () => (this.away ? reveal(this.away.slot) : open()));
    document.getElementById("status-line")?.after(this.button);
  }

  /**
   * Shown or hidden; its words are the panel's question now, in the page's language, or, when `placeOnBoard`, the
   * board's way to place a character (a lit slot), which the panel's question does not say. `away`: every lit slot
   * is off-screen, the nearest one at this location.
   */
  update(shown: boolean, placeOnBoard = false, away: { slot: string; location: string } | null = null): void {
    this.button.hidden = !shown;
    this.away = shown && placeOnBoard ? away : null;
    this.button.dataset.away = this.away ? "true" : "false";
    if (!shown) return;
    const question = document.querySelector("#actions h3")?.textContent?.trim();
    if (this.away) {
      write(this.prompt, t("layout.moveCueAway", { location: name("location", this.away.location) }));
      write(this.go, t("layout.moveCueShow"));
      return;
    }
    write(this.prompt, placeOnBoard ? t("layout.moveCuePlace") : question || t("layout.moveCueFallback"));
    write(this.go, t("layout.moveCue"));
  }
}

/** Writes only a change: the bar is asked again after every move of the camera, and a finger may be on it. */
function write(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}
