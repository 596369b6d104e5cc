import type { BoardScene } from "./BoardScene";
import type { BoardEvents, BoardModel } from "./model";
import { fetchRenderer } from "./webglRenderer";

/** The board's code (PixiJS and all it draws with): boardCode.ts, one dynamic import. */
export type BoardCode = typeof import("./boardCode");

/**
 * The table's board, made when it is first needed (docs/client.md, "Loading"). It has no PixiJS of its own: the
 * table screen draws its DOM frame (status, panels, log) at once and hands every board model here; the board's
 * code is fetched and its renderer made when `make` is called (once the DOM frame is painted at a desktop table,
 * when a tab that draws opens on a phone), and the last model is drawn then. Until then the board's questions
 * (where is this piece?) have no answer (null), and drawing only remembers the model.
 */
export class BoardOnDemand {
  /** The code, fetched once (the idle-time preload and `make` share it). */
  private static code: Promise<BoardCode> | null = null;

  private made: { scene: BoardScene; code: BoardCode } | null = null;
  private making: Promise<BoardScene> | null = null;
  private last: { model: BoardModel; events: BoardEvents } | null = null;
  /** The newest "whole board drawn" callback asked before the board was made (each one supersedes the last). */
  private completeWaiting: (() => void) | null = null;
  private readonly madeListeners = new Set<(scene: BoardScene, code: BoardCode) => void>();

  constructor(private readonly host: HTMLElement) {
    document.body.dataset.board = "later"; // for the page's CSS (a phone's tabs), scripts and tests
  }

  /** Fetches and runs the board's code without making its renderer (a failed fetch may be tried again). */
  static fetchCode(): Promise<BoardCode> {
    BoardOnDemand.code ??= import("./boardCode").catch((error: unknown) => {
      BoardOnDemand.code = null;
      throw error;
    });
    return BoardOnDemand.code;
  }

  /** The board, once made; null before. */
  get scene(): BoardScene | null {
    return this.made?.scene ?? null;
  }

  /** Makes the board (once; a failure may be tried again) and draws the last model on it. */
  make(): Promise<BoardScene> {
    this.making ??= this.makeNow().catch((error: unknown) => {
      this.making = null;
      document.body.dataset.board = "failed";
      throw error;
    });
    return this.making;
  }

  private async makeNow(): Promise<BoardScene> {
    document.body.dataset.board = "making";
    // The renderer's chunk comes beside the code, not after it (a failure here is PixiJS's own import's to report).
    const [code] = await Promise.all([BoardOnDemand.fetchCode(), fetchRenderer().catch(() => undefined)]);
    const scene = await code.BoardScene.mount(this.host);
    // It may have been made while the table was still hidden: take the board's real size now.
    scene.fit();
    this.made = { scene, code };
    document.body.dataset.board = "made";
    for (const listener of this.madeListeners) listener(scene, code);
    if (this.last) scene.draw(this.last.model, this.last.events);
    const complete = this.completeWaiting;
    this.completeWaiting = null;
    if (complete) scene.whenComplete(complete);
    return scene;
  }

  /** Calls `listener` once the board is made (at once if it is). */
  onMade(listener: (scene: BoardScene, code: BoardCode) => void): void {
    this.madeListeners.add(listener);
    if (this.made) listener(this.made.scene, this.made.code);
  }

  draw(model: BoardModel, events: BoardEvents): void {
    this.last = { model, events };
    this.made?.scene.draw(model, events);
  }

  /** Runs `f` once the whole board is drawn: never before the board is made (scripts read a drawn board). */
  whenComplete(f: () => void): void {
    if (this.made) this.made.scene.whenComplete(f);
    else this.completeWaiting = f;
  }

  /** Runs `f` after the next paint: the canvas's once made, the page's before. */
  afterPaint(f: () => void): void {
    if (this.made) this.made.scene.afterPaint(f);
    else requestAnimationFrame(() => requestAnimationFrame(f));
  }

  slotPoint(slotId: string): { x: number; y: number } | null {
    return this.made?.scene.slotPoint(slotId) ?? null;
  }

  piecePoint(key: string): { x: number; y: number } | null {
    return this.made?.scene.piecePoint(key) ?? null;
  }

  pieceBottom(key: string): { x: number; y: number } | null {
    return this.made?.scene.pieceBottom(key) ?? null;
  }
}
