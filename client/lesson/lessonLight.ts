import { Graphics, type Container } from "pixi.js";
import { BoardScene } from "../board/BoardScene";
import { focusables } from "../board/focusables";
import { piecePositions } from "../board/interactive";
import { slotPositions } from "../board/slots";
import { selectTab } from "../layout/layout";
import type { Light } from "./script";

// The lesson's light: a blue ring drawn on the canvas around the board piece a step names (over the board, under
// nothing), or a blue outline on a side-panel button. Blue, not the board's gold "you can act here" outline nor the
// keyboard's white focus ring, so the three never read as one another.

const LIGHT = 0x38c6ff;
const LIGHT_EDGE = 0x000000;
const PAD = 8;
const LIT_CLASS = "lesson-lit";

let scene: BoardScene | null = null;
let lights: Light[] = [];
const ring = new Graphics();
ring.eventMode = "none";
ring.label = "lesson-light";

/**
 * Draws the light on this board. The lesson's chunk loads after the table's board is mounted (so a listener on
 * BoardScene.mounted alone would never hear of it, and nothing lit would be drawn): the runner attaches it.
 */
export function attachLight(board: BoardScene): void {
  if (scene === board) return;
  scene?.decorations.delete(drawRing);
  scene = board;
  board.decorations.add(drawRing);
  board.invalidate();
}
BoardScene.mounted.add(attachLight);

/** A board key's drawn object: every focusable piece and slot, dimmed ones too (the ring shows where, not what is possible). */
function targetOf(key: string): Container | null {
  const found = focusables.get(key)?.target ?? piecePositions.get(key) ?? slotPositions.get(key.replace(/^slot:/, ""));
  return found && !found.destroyed ? found : null;
}

function drawRing(stage: Container): void {
  revealLit();
  if (stage.children[stage.children.length - 1] !== ring) stage.addChild(ring);
  ring.clear();
  for (const light of lights) {
    if (!("board" in light)) continue;
    const target = targetOf(light.board);
    if (!target) continue;
    const b = target.getBounds();
    ring
      .roundRect(b.x - PAD, b.y - PAD, b.width + 2 * PAD, b.height + 2 * PAD, 8)
      .stroke({ width: 8, color: LIGHT_EDGE, alpha: 0.8 });
    ring.roundRect(b.x - PAD, b.y - PAD, b.width + 2 * PAD, b.height + 2 * PAD, 8).stroke({ width: 4, color: LIGHT });
  }
}

/** Marks the panel's lit buttons (again after each redraw of the panel: see watchPanel). */
function markPanel(): void {
  const wanted = new Set<Element>();
  for (const light of lights)
    if ("panel" in light) for (const el of document.querySelectorAll(light.panel)) wanted.add(el);
  for (const el of document.querySelectorAll(`.${LIT_CLASS}`)) if (!wanted.has(el)) el.classList.remove(LIT_CLASS);
  for (const el of wanted) el.classList.add(LIT_CLASS);
}

/**
 * Lit board pieces whose pop-over the person has opened in this step: on a phone the camera moves on to the next lit
 * piece (a trick chosen in the workshop, then its space in the Theater) once the pop-over closes.
 */
const used = new Set<string>();
let menuObserver: MutationObserver | null = null;
function watchMenu(): void {
  const menu = document.querySelector<HTMLElement>(".piece-menu");
  if (menuObserver || !menu) return;
  menuObserver = new MutationObserver(() => {
    const key = menu.dataset.piece;
    if (!key || !lights.some((l) => "board" in l && l.board === key)) return;
    used.add(key);
    if (menu.hidden && document.body.dataset.layout === "phone") {
      revealing = nextBoardLight();
      scene?.invalidate();
    }
  });
  menuObserver.observe(menu, { attributes: true, attributeFilter: ["hidden", "data-piece"] });
}

/** The first lit board piece not used yet in this step (else the first). */
function nextBoardLight(): string | null {
  const board = lights.filter((l): l is { board: string } => "board" in l).map((l) => l.board);
  return board.find((k) => !used.has(k)) ?? board[0] ?? null;
}

let observer: MutationObserver | null = null;
function watchPanel(): void {
  if (observer) return;
  const host = document.getElementById("actions");
  if (!host) return;
  // The planning and action panels rebuild their buttons on every pick and patch.
  observer = new MutationObserver(() => markPanel());
  observer.observe(host, { childList: true, subtree: true });
}

/**
 * Lights a step's pieces. `fresh`: the step has just begun, so on a phone the tab that holds the first piece opens;
 * on a phone's board the camera brings the first lit piece into view.
 */
export function setLights(next: Light[], fresh: boolean): void {
  lights = next;
  if (fresh) used.clear();
  watchPanel();
  watchMenu();
  markPanel();
  if (document.body.dataset.layout === "phone" && next.length) {
    const first = next[0]!;
    const tab = "panel" in first ? "workshop" : "board";
    // Opening another tab resizes the canvas on the next frames and the camera refits then: reveal after that.
    // The tab opens when the step begins; the camera brings the piece back after every change (the camera follows
    // the game on its own, e.g. to where the bot just placed), unless the piece is already in view.
    const switching = fresh && document.body.dataset.tab !== tab;
    if (switching) selectTab(tab);
    const target = nextBoardLight();
    if (target && document.body.dataset.tab === "board") {
      // The reveal happens in the ring's drawing: ask for one once the tab's new size has been taken.
      if (switching)
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            revealing = target;
            scene?.invalidate();
          }),
        );
      else revealing = target;
    }
  }
  scene?.invalidate();
}

/** A phone's camera brings this lit piece into view once it is drawn (the step has just begun). */
let revealing: string | null = null;

function revealLit(): void {
  const key = revealing;
  const target = key ? targetOf(key) : null;
  if (!key || !target) return;
  revealing = null;
  // After this render: the camera's move renders again.
  requestAnimationFrame(() => {
    const again = targetOf(key);
    if (again) scene?.reveal(again);
  });
}

/** The lit pieces and where they are on the page (CSS pixels), null for a piece not drawn now: for the tests. */
export function litBoxes(): { light: string; box: { x: number; y: number; width: number; height: number } | null }[] {
  const canvas = document.querySelector<HTMLCanvasElement>("#board canvas");
  const origin = canvas?.getBoundingClientRect() ?? { left: 0, top: 0 };
  return lights.map((light) => {
    if ("panel" in light) {
      const el = document.querySelector(light.panel);
      const r = el?.getBoundingClientRect();
      return { light: light.panel, box: r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null };
    }
    const target = targetOf(light.board);
    if (!target) return { light: light.board, box: null };
    const b = target.getBounds();
    return { light: light.board, box: { x: origin.left + b.x, y: origin.top + b.y, width: b.width, height: b.height } };
  });
}
