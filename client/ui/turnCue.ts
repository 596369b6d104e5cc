// "Your turn" cues for a person whose tab is in the background: the tab title and favicon change while it is
// this page's turn, and an optional short sound plays when the turn arrives (a setting, off by default).

import { onLanguageChange, t } from "../i18n";

const SOUND_KEY = "trickerion:turnSound";
const ICON = "/favicon.svg";
const TURN_ICON = "/favicon-turn.svg";

export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    /* the choice then lasts for this page only */
  }
}

export class TurnCue {
  private mine = false;
  private audio: HTMLAudioElement | null = null;

  constructor(private readonly baseTitle: () => string) {}

  /** Called after every render with whether this page must act now. */
  update(myTurn: boolean): void {
    const title = myTurn ? t("panel.yourTurnTitle", { title: this.baseTitle() }) : this.baseTitle();
    if (document.title !== title) document.title = title;
    const icon = document.querySelector<HTMLLinkElement>("link[rel=icon]");
    const href = myTurn ? TURN_ICON : ICON;
    if (icon && icon.getAttribute("href") !== href) icon.setAttribute("href", href);
    if (myTurn && !this.mine && soundOn()) this.play();
    this.mine = myTurn;
  }

  private play(): void {
    this.audio ??= new Audio("/sounds/your-turn.wav");
    this.audio.currentTime = 0;
    // Browsers refuse sound before the first click on the page; the title and icon still tell.
    void this.audio.play().catch(() => {});
    document.body.dataset.turnSound = String(Number(document.body.dataset.turnSound ?? 0) + 1);
  }
}

/** The "Sound on my turn" checkbox. */
export function soundSetting(): HTMLElement {
  const label = document.createElement("label");
  label.className = "check sound-setting";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.checked = soundOn();
  box.addEventListener("change", () => setSound(box.checked));
  const words = document.createTextNode("");
  const say = (): void => {
    words.textContent = ` ${t("panel.sound")}`;
  };
  say();
  // Made once per table: it must follow a language switch like the rest of the panel.
  const stop = onLanguageChange(() => (label.isConnected ? say() : stop()));
  label.append(box, words);
  return label;
}
