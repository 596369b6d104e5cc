import type { BoardScene } from "../board/BoardScene";
import { boardMounted } from "../board/mounted";
import { onLanguageChange, t } from "../i18n";
import type { Camera, RegionName } from "./camera";
import { installTouchDrag } from "./touchDrag";
import { installLongPress } from "./longPress";
import { MoveCue } from "./moveCue";

/** Screen classes: a phone gets the player view with tabs, a tablet a collapsible panel. */
const PHONE = "(max-width: 480px)";
const TABLET = "(min-width: 481px) and (max-width: 1279px)";
/**
 * A touch screen too short to read the whole board fitted to it: a phone turned sideways is a tablet's width, whose
 * whole board came out ~0.36 of its size. Its board gets the phone's camera too (pinch, pan, and the jump to where
 * one acts), beside the tablet's panel.
 */
const SHORT_TOUCH = "(max-height: 480px) and (pointer: coarse)";
/** Whether this page's board is framed by the camera (the media queries above; never a big screen's board mode). */
let cameraWanted = (): boolean => false;

export type Tab = "board" | "workshop" | "players" | "log";
const TABS: readonly Tab[] = ["board", "workshop", "players", "log"];

let camera: Camera | null = null;
/** The table's board, once mounted: the camera comes and goes with the phone's width, not only at mounting. */
let board: BoardScene | null = null;
/** The phone's "your move" bar on the tabs that do not hold the move's buttons. */
let moveCue: MoveCue | null = null;

/**
 * Sets <body data-layout="phone|tablet|desktop"> (the CSS does the rest), adds the phone's tab
 * bar and the tablet's panel toggle, gives the phone's board a pan-and-zoom camera, and makes
 * the planning hand draggable by touch.
 */
export function startLayout(): void {
  const phone = window.matchMedia(PHONE);
  const tablet = window.matchMedia(TABLET);
  const shortTouch = window.matchMedia(SHORT_TOUCH);
  cameraWanted = () =>
    (phone.matches || (tablet.matches && shortTouch.matches)) && !document.body.classList.contains("board-mode");
  const apply = (): void => {
    document.body.dataset.layout = phone.matches ? "phone" : tablet.matches ? "tablet" : "desktop";
    placeShowBar();
    void frameBoard();
  };
  phone.addEventListener("change", apply);
  tablet.addEventListener("change", apply);
  shortTouch.addEventListener("change", apply);
  apply();
  buildTabs();
  moveCue = new MoveCue(
    () => selectTab("workshop"),
    (slot) => board?.revealSlot(slot),
  );
  buildPanelToggle();
  installTouchDrag();
  installLongPress();
  boardMounted.add((scene) => {
    board = scene;
    camera = null; // a new board (another table, a rematch) has none yet
    return frameBoard();
  });
  followGame();
}

/**
 * A phone's board (and a short touch screen's) is framed by the pan-and-zoom camera, every other board is fitted
 * whole to its canvas. Checked at mounting and at every change of layout: a board mounted at a desktop's width and
 * then narrowed to a phone's (or a phone turned back upright) stayed fitted whole, an unreadable thumbnail, until a
 * reload (playtest 5, ph1.png); a phone widened kept its camera's close-up instead of the whole board.
 */
async function frameBoard(): Promise<void> {
  const scene = board;
  if (!scene) return;
  if (!cameraWanted()) {
    if (camera) scene.dropCamera();
    camera = null;
    return;
  }
  if (!camera) {
    // The camera (pixi-viewport) comes with the board's chunk, never with the landing page.
    const { Camera } = await import("./camera");
    // The size may have changed again, or another board come, while the chunk loaded.
    if (camera || board !== scene || !cameraWanted()) return;
    scene.useCamera((app, world, render) => {
      camera = new Camera(app, world, render);
      // A pan may bring a lit slot into view, or take the last one out of it: the cue says where they are.
      camera.onMoved = cueSoon;
      return camera;
    });
  }
  // Where it looks: a phone's tab's own place; without tabs (a phone turned sideways), where the game is.
  if (document.body.dataset.layout === "phone") selectTab((document.body.dataset.tab as Tab | undefined) ?? "board");
  else camera?.setHome("board");
}

/**
 * On a desktop the show bar stands in for the status line at the top of the side panel: it is placed there, in the
 * panel's flow (the status line gives way while it shows: sidePanel.css), so neither covers the other's words and
 * the board stays uncovered. Elsewhere it floats over the board, where a phone's tabs and a tablet's folded panel
 * cannot hide it.
 */
function placeShowBar(): void {
  const bar = document.getElementById("show-bar");
  const side = document.querySelector<HTMLElement>("#table > .side");
  if (!bar || !side) return;
  if (document.body.dataset.layout === "desktop") {
    if (bar.parentElement !== side) side.prepend(bar);
  } else if (bar.parentElement === side) side.after(bar);
}

/** The phone's tabs: Board / My workshop / Players / Log, a WAI-ARIA tab list at the bottom of the table. */
function buildTabs(): void {
  const table = document.getElementById("table");
  if (!table) return;
  const nav = document.createElement("nav");
  nav.id = "table-tabs";
  nav.className = "table-tabs";
  nav.setAttribute("role", "tablist");
  for (const tab of TABS) {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("role", "tab");
    button.dataset.tab = tab;
    button.addEventListener("click", () => selectTab(tab));
    nav.append(button);
  }
  const label = (): void => {
    nav.setAttribute("aria-label", t("layout.tabs"));
    for (const b of nav.querySelectorAll<HTMLButtonElement>("button")) b.textContent = t(`layout.${b.dataset.tab}`);
  };
  label();
  onLanguageChange(label);
  table.append(nav);
  // A phone's hand whose first screen came with the page (server/firstScreen/) already shows its workshop tab:
  // switching to the board and back moved its status line twice.
  selectTab((document.body.dataset.tab as Tab | undefined) ?? "board");
}

export function selectTab(tab: Tab): void {
  document.body.dataset.tab = tab;
  for (const b of document.querySelectorAll<HTMLButtonElement>("#table-tabs button"))
    b.setAttribute("aria-selected", String(b.dataset.tab === tab));
  // The canvas follows its element's size only on window resizes (Pixi's resizeTo).
  window.dispatchEvent(new Event("resize"));
  const home: Partial<Record<Tab, RegionName>> = { board: "board", workshop: "workshop", players: "others" };
  if (camera && home[tab]) camera.setHome(home[tab]);
}

/** Tablet: the side panel folds away to give the board the whole width. */
function buildPanelToggle(): void {
  const tools = document.getElementById("topbar-tools");
  if (!tools) return;
  const button = document.createElement("button");
  button.type = "button";
  button.id = "panel-toggle";
  button.className = "panel-toggle";
  const label = (): void => {
    const collapsed = document.body.classList.contains("panel-collapsed");
    button.textContent = t("layout.panel");
    button.title = t(collapsed ? "layout.showPanel" : "layout.hidePanel");
    button.setAttribute("aria-label", button.title);
    button.setAttribute("aria-pressed", String(!collapsed));
  };
  button.addEventListener("click", () => {
    document.body.classList.toggle("panel-collapsed");
    label();
    window.dispatchEvent(new Event("resize"));
  });
  label();
  onLanguageChange(label);
  tools.prepend(button);
}

/**
 * On a phone, bring up the tab a person needs when the game asks something of them: their hand
 * when secret planning starts, the board when it is their turn to place.
 */
function followGame(): void {
  let phase = "";
  let myTurn = "";
  let status = "";
  new MutationObserver(() => {
    const body = document.body;
    const nowPhase = body.dataset.phase ?? "";
    const nowTurn = body.dataset.myTurn ?? "";
    const nowStatus = body.dataset.status ?? "";
    // Remembered at every width: a window narrowed to a phone's mid-turn must not take a person acting from
    // the My workshop tab back to the board at the next patch.
    if (body.dataset.layout === "phone") {
      // The lobby is the seat list: show it while the table waits for players.
      if (nowStatus !== status && nowStatus === "lobby") selectTab("players");
      else if (nowStatus !== status && nowStatus === "playing" && status === "lobby") selectTab("board");
      if (nowPhase !== phase && nowPhase === "assignment") selectTab("workshop");
      else if (nowTurn === "true" && myTurn !== "true" && nowPhase === "placement") selectTab("board");
    }
    status = nowStatus;
    phase = nowPhase;
    myTurn = nowTurn;
    cueWorkshop();
  }).observe(document.body, {
    attributes: true,
    attributeFilter: ["data-phase", "data-my-turn", "data-status", "data-tab", "data-renders"],
  });
  // The bar repeats the panel's question: it follows the panel's rebuilds and the page's language.
  const actions = document.getElementById("actions");
  if (actions) new MutationObserver(cueWorkshop).observe(actions, { childList: true, subtree: true });
  onLanguageChange(cueWorkshop);
}

/**
 * A character to place: the panel's form has no button to press until chosen, and on the board a lit slot does it
 * at once, so the bar says so (playtest 6: at each placement's start the Board tab said nothing of what to do).
 */
function placeStep(): boolean {
  return document.body.dataset.phase === "placement" && document.getElementById("actions")?.dataset.step === "placeOne";
}

let cueQueued = false;

/** The cue again after the camera's moves have settled (once a frame at most). */
function cueSoon(): void {
  if (cueQueued) return;
  cueQueued = true;
  requestAnimationFrame(() => {
    cueQueued = false;
    cueWorkshop();
  });
}

/**
 * On a phone the choices of one's turn (Done, a Special card's effect, Don't perform…) are buttons in My workshop
 * while the Board tab shows the board: the My workshop tab then carries a dot and says so to screen readers, and the
 * move's bar under the status line says what the move is and opens My workshop (moveCue.ts).
 */
function cueWorkshop(): void {
  const tab = document.querySelector<HTMLButtonElement>('#table-tabs button[data-tab="workshop"]');
  if (!tab) return;
  const body = document.body;
  const phone = body.dataset.layout === "phone";
  const workshopCue =
    phone &&
    body.dataset.myTurn === "true" &&
    body.dataset.tab !== "workshop" &&
    (document.querySelector("#actions button:not([disabled])") !== null || placeStep());
  // Where the board is the camera's (a phone's Board tab, or a phone turned sideways beside its panel): a place to
  // make whose lit slots are all off-screen gets the bar too, saying where they are (one tap shows the nearest).
  const onBoard = placeStep() && body.dataset.myTurn === "true" && (phone ? body.dataset.tab === "board" : true);
  const away = onBoard ? (board?.litSlotOutOfView() ?? null) : null;
  const cue = workshopCue || away !== null;
  moveCue?.update(cue, onBoard, away);
  tab.dataset.cue = String(cue);
  if (cue) tab.setAttribute("aria-label", t("layout.workshopCue"));
  else tab.removeAttribute("aria-label");
}
