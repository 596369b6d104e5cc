import type { Application, Container } from "pixi.js";
import { Viewport } from "pixi-viewport";
import { SLOT_BY_ID, type LocationId } from "../../shared/data";
import { DOWNTOWN_HEIGHT, DOWNTOWN_WIDTH } from "../board/DowntownView";
import { MARKET_WIDTH } from "../board/MarketView";
import { THEATER_WIDTH } from "../board/TheaterView";
import { TRACKS_HEIGHT } from "../board/TracksView";
import { WORKSHOP_HEIGHT, WORKSHOP_WIDTH } from "../board/WorkshopView";
import type { BoardModel } from "../board/model";
import { ALLEY_HEIGHT, ALLEY_WIDTH } from "../board/AlleyView";

/** The board's layout (BoardScene): three locations side by side, the tracks, then the workshops. */
const GAP = 10;
const WORLD_WIDTH = DOWNTOWN_WIDTH + MARKET_WIDTH + THEATER_WIDTH + 2 * GAP;
const WORKSHOP_TOP = DOWNTOWN_HEIGHT + GAP + TRACKS_HEIGHT + GAP;
const WORLD_HEIGHT = WORKSHOP_TOP + WORKSHOP_HEIGHT;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each thing a phone jumps to lies in board coordinates. */
export const REGIONS: Record<
  "downtown" | "market_row" | "theater" | "workshop" | "others" | "dark_alley" | "board",
  Region
> = {
  downtown: { x: 0, y: 0, width: DOWNTOWN_WIDTH, height: DOWNTOWN_HEIGHT },
  market_row: { x: DOWNTOWN_WIDTH + GAP, y: 0, width: MARKET_WIDTH, height: DOWNTOWN_HEIGHT },
  theater: { x: DOWNTOWN_WIDTH + MARKET_WIDTH + 2 * GAP, y: 0, width: THEATER_WIDTH, height: DOWNTOWN_HEIGHT },
  // One's own workshop is drawn first, at the left (BoardScene.placeWorkshops).
  workshop: { x: 0, y: WORKSHOP_TOP, width: WORKSHOP_WIDTH, height: WORKSHOP_HEIGHT },
  // The other players' workshops, drawn compact to the right of one's own.
  others: {
    x: WORKSHOP_WIDTH + GAP,
    y: WORKSHOP_TOP,
    width: WORLD_WIDTH - WORKSHOP_WIDTH - GAP,
    height: WORKSHOP_HEIGHT,
  },
  // The Dark Alley (a Dark Alley game only): right of the workshops (BoardScene.placeAlley).
  dark_alley: { x: WORLD_WIDTH - ALLEY_WIDTH, y: WORKSHOP_TOP, width: ALLEY_WIDTH, height: ALLEY_HEIGHT },
  board: { x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT },
};
export type RegionName = keyof typeof REGIONS;

/**
 * The phone's camera over the board: drag to pan, pinch (or wheel) to zoom, clamped to the
 * board, built on pixi-viewport. No inertia and no animated glides: the canvas renders on demand
 * (BoardScene), and a jump that happens at once also suits people who ask for reduced motion.
 */
export class Camera {
  private readonly viewport: Viewport;
  private lastFocus = "";
  private settling = false;
  private lastModel: BoardModel | null = null;
  /** The region shown when nothing in the game says where to look (the tab's own place). */
  private home: RegionName = "board";

  constructor(
    private readonly app: Application,
    private readonly world: Container,
    private readonly render: () => void,
  ) {
    this.viewport = new Viewport({
      screenWidth: app.screen.width,
      screenHeight: app.screen.height,
      worldWidth: WORLD_WIDTH,
      worldHeight: WORLD_HEIGHT,
      events: app.renderer.events,
      ticker: app.ticker,
      // A finger moving less than this is a tap (placing a character), not a pan.
      threshold: 8,
    });
    this.viewport
      .drag({ clampWheel: true })
      .pinch()
      .wheel({ smooth: false })
      .clamp({ direction: "all", underflow: "center" })
      .clampZoom({ minScale: 0.2, maxScale: 3 });
    world.scale.set(1);
    world.position.set(0, 0);
    app.stage.removeChild(world);
    this.viewport.addChild(world);
    app.stage.addChild(this.viewport);
    // The shared ticker is not running (renders are on demand), so the plugins that settle the
    // view after a move (clamp) are stepped here, once per move.
    const settle = (): void => {
      if (this.settling) return;
      this.settling = true;
      this.viewport.update(16);
      this.settling = false;
      this.moved();
    };
    this.viewport.on("moved", settle);
    this.viewport.on("zoomed", settle);
    this.show("downtown");
  }

  /**
   * Gives the world back to the stage where the viewport stood (the window grew wider than a phone's), and stops
   * listening to the canvas: the board is fitted whole again (BoardScene.dropCamera).
   */
  release(): void {
    delete document.getElementById("board")?.dataset.more;
    const stage = this.app.stage;
    const at = stage.getChildIndex(this.viewport);
    this.viewport.removeChild(this.world);
    stage.addChildAt(this.world, at);
    stage.removeChild(this.viewport);
    this.viewport.destroy();
  }

  /** The canvas changed size (rotation, tab switch). */
  resize(): void {
    this.viewport.resize(this.app.screen.width, this.app.screen.height, WORLD_WIDTH, WORLD_HEIGHT);
    // A region fitted while the board had another size (another tab was up, or none) is fitted again to the new
    // size; the same size (a redraw) keeps the person's own zoom.
    const revealed = this.revealed;
    this.show(this.current, this.fittedTo === `${this.app.screen.width}x${this.app.screen.height}`);
    // A piece brought into view (the lesson's lit piece, the keyboard's) stays in view: the side panel growing by
    // a line (a lesson's note, the hint) resizes the board, and refitting the region alone would hide it again.
    if (revealed) this.reveal(revealed);
  }

  /** The last rectangle brought into view since the camera last jumped to a region. */
  private revealed: { x: number; y: number; width: number; height: number } | null = null;

  private current: RegionName = "board";
  /** The screen size `current` was last fitted to ("" when not yet): a resize to another size fits it again. */
  private fittedTo = "";

  /** Fits a region to the screen's width (whole region if it is taller than wide on screen). */
  show(region: RegionName, keepZoom = false): void {
    this.current = region;
    this.revealed = null;
    const r = REGIONS[region];
    const { width, height } = this.app.screen;
    if (width <= 0 || height <= 0) {
      this.fittedTo = "";
      return;
    }
    if (!keepZoom || !this.viewport.scaled) {
      this.viewport.setZoom(Math.min(width / r.width, height / r.height), true);
      this.fittedTo = `${width}x${height}`;
    }
    this.viewport.moveCenter(r.x + r.width / 2, r.y + r.height / 2);
    // pixi-viewport recomputes its hit area (the part of the world a tap can reach) only in update(): without it,
    // after a jump to another region, taps on what was outside the previous view reach no piece.
    this.viewport.update(16);
    this.moved();
  }

  /** The tab's own place to look (Board: the whole board; My workshop: one's workshop). */
  setHome(region: RegionName): void {
    this.home = region;
    this.lastFocus = "";
    // The Board tab opens where the game is for this person (else Downtown; pan for the rest).
    if (region === "board" && this.lastModel) this.follow(this.lastModel);
    else this.show(region === "board" ? "downtown" : region);
  }

  /**
   * After every move: repaint, and mark on the board's element the sides where more board lies beyond the screen
   * (<div id="board" data-more="left right">), which layout.css draws as a fading edge with an arrow: on a phone
   * nothing said the board could be dragged to the Market Row and the Theater (playtest 7, defect 5). Then the
   * listeners (the phone's cue: is a lit slot in view now?) hear of it.
   */
  private moved(): void {
    const v = this.viewport;
    const slack = 4 / (v.scale.x || 1);
    const more = [
      v.left > slack ? "left" : "",
      v.right < WORLD_WIDTH - slack ? "right" : "",
      v.top > slack ? "up" : "",
      v.bottom < WORLD_HEIGHT - slack ? "down" : "",
    ].filter(Boolean);
    const host = document.getElementById("board");
    if (host) host.dataset.more = more.join(" ");
    this.render();
    this.onMoved?.();
  }

  /** Called after every move of the camera (a pan, a zoom, a jump). */
  onMoved: (() => void) | null = null;

  /** Whether a rectangle of the board is wholly on screen (with a small margin). */
  inView(r: { x: number; y: number; width: number; height: number }): boolean {
    const v = this.viewport;
    const margin = 12 / (v.scale.x || 1);
    return (
      r.x >= v.left + margin &&
      r.y >= v.top + margin &&
      r.x + r.width <= v.right - margin &&
      r.y + r.height <= v.bottom - margin
    );
  }

  /** Brings a rectangle of the board (the keyboard's piece) into view, keeping the zoom; no move when it is shown. */
  reveal(r: { x: number; y: number; width: number; height: number }): void {
    this.revealed = r;
    const v = this.viewport;
    if (this.inView(r)) return;
    v.moveCenter(r.x + r.width / 2, r.y + r.height / 2);
    this.viewport.update(16); // the clamp plugin keeps the view on the board
    this.moved();
  }

  /**
   * Jumps to where this page's current character acts (its placement's location), once per
   * change, so a person panning elsewhere is not pulled back on every update.
   */
  follow(model: BoardModel): void {
    this.lastModel = model;
    if (this.home !== "board") return;
    const placement = model.game.placement;
    let target: RegionName = "downtown";
    const lit = [...model.placeTargets.keys()][0];
    if (placement && model.mySeats.includes(placement.seat)) target = regionOf(SLOT_BY_ID[placement.slot]?.location);
    else if (lit)
      target = regionOf(SLOT_BY_ID[lit]?.location); // where this person may place now
    else if (model.game.phase === "performance") target = "theater";
    const key = `${target}:${placement?.seat ?? ""}:${placement?.character ?? ""}:${model.game.phase}:${lit ?? ""}`;
    if (key === this.lastFocus) return;
    this.lastFocus = key;
    this.show(target);
  }
}

function regionOf(location: LocationId | undefined): RegionName {
  return location === "downtown" ||
    location === "market_row" ||
    location === "theater" ||
    location === "workshop" ||
    location === "dark_alley"
    ? location
    : "board";
}
