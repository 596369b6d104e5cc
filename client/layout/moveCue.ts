import { t } from "../i18n";

/**
 * A phone's bar under the status line while this person's move waits in My workshop and another tab is shown: it
 * says what the move is (the action panel's own question, "Advertise for 3 coins? (+2 Fame)") and opens My workshop
 * in one tap. The status line alone said "you to act" over a board with no buttons, and the tab's small dot went
 * unseen (playtest 5, ph3.png). It never switches the tab by itself: a person looking at the board keeps it.
 */
export class MoveCue {
  private readonly button = document.createElement("button");
  private readonly prompt = document.createElement("span");
  private readonly go = document.createElement("span");

  constructor(open: () => void) {
    this.button.type = "button";
    this.button.id = "move-cue";
    this.button.className = "move-cue";
    this.button.hidden = true;
    this.prompt.className = "move-cue-prompt";
    this.go.className = "move-cue-go";
    this.button.append(this.prompt, this.go);
    this.button.addEventListener("click", open);
    document.getElementById("status-line")?.after(this.button);
  }

  /**
   * Shown or hidden; its words are the panel's question now, in the page's language, or, when `placeOnBoard`, the
   * board's way to place a character (a lit slot), which the panel's question does not say.
   */
  update(shown: boolean, placeOnBoard = false): void {
    this.button.hidden = !shown;
    if (!shown) return;
    const question = document.querySelector("#actions h3")?.textContent?.trim();
    this.prompt.textContent = placeOnBoard ? t("layout.moveCuePlace") : question || t("layout.moveCueFallback");
    this.go.textContent = t("layout.moveCue");
  }
}
