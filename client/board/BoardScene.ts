import { HintGlow } from "./hintGlow";
import { Application, Container, Text } from "pixi.js";
// The one PixiJS extension set the board needs beyond what its classes register themselves (Graphics and Text bring
// their own pipes): pointer events. See `skipExtensionImports` in mount().
import "pixi.js/events";
import { DOWNTOWN_HEIGHT, DOWNTOWN_WIDTH, DowntownView } from "./DowntownView";
import { MARKET_WIDTH, MarketView } from "./MarketView";
import type { BoardEvents, BoardModel } from "./model";
import { slotPositions } from "./slots";
import { SLOT_BY_ID, type SlotId } from "../../shared/data/locations";
import { piecePositions, pieceReasons } from "./interactive";
import { THEATER_WIDTH, TheaterView } from "./TheaterView";
import { Tooltip } from "./tooltip";
import { TRACKS_HEIGHT, TracksView } from "./TracksView";
import { GLYPH } from "./widgets";
import { WORKSHOP_HEIGHT, WORKSHOP_WIDTH, WorkshopView } from "./WorkshopView";
import { animationFrames } from "./DieView";
import { beginDraw, beginRegion, endDraw } from "./appear";
import { regionKeys } from "./regions";
import { ruleForRegion } from "../rules/links";
import { ALLEY_WIDTH, AlleyView, alleyLandmarks } from "./AlleyView";
import { BoardFocus } from "./boardFocus";
import { softwareWebGL } from "./webglRenderer";
import { declineWebGL } from "./canvasOnlyAdapter";
import { boardMounted } from "./mounted";
import { ABBREVIATED } from "./widgets";
import { nextTask } from "../yieldToPage";
import { prepareTexts } from "./textCanvases";

const GAP = 10;

type Box = { x: number; y: number; width: number; height: number };

/** Whether `a` holds `b` somewhere below it. */
function isAncestor(a: Container, b: Container): boolean {
  for (let n = b.parent; n; n = n.parent) if (n === a) return true;
  return false;
}
/** The board's own coordinate space; the whole world is scaled to fit the canvas. */
export const WORLD_WIDTH = DOWNTOWN_WIDTH + MARKET_WIDTH + THEATER_WIDTH + 2 * GAP;
const WORKSHOP_TOP = DOWNTOWN_HEIGHT + GAP + TRACKS_HEIGHT + GAP;
export const WORLD_HEIGHT = WORKSHOP_TOP + WORKSHOP_HEIGHT;

/**
 * The Pixi canvas of one table: the main board (Downtown, Market Row, Theater), the tracks, and
 * every player's workshop (one's own large, the others compact), scaled to fit the element.
 */
export class BoardScene {
  /** Called with every newly mounted scene (the phone layout attaches its camera here: client/layout). */
  static readonly mounted = boardMounted;
  /** A pan-and-zoom camera that replaces fit-to-screen on phones (client/layout/camera.ts). */
  private camera: {
    resize(): void;
    follow(model: BoardModel): void;
    reveal?(rect: { x: number; y: number; width: number; height: number }): void;
    inView?(rect: { x: number; y: number; width: number; height: number }): boolean;
    release?(): void;
  } | null = null;
  /** The hint's light on the piece the strong bot would use (client/board/hintGlow.ts). */
  readonly hint = new HintGlow();
  /** The keyboard's place on the board (arrow keys, Enter, the focus ring): client/board/boardFocus.ts. */
  focus: BoardFocus | null = null;
  /** Drawn on top of everything just before each render, after the focus ring (the lesson's light: client/lesson/lessonLight.ts). */
  readonly decorations = new Set<(stage: Container) => void>();
  private lastModel: BoardModel | null = null;
  private readonly app = new Application();
  private readonly world = new Container();
  private readonly tooltip: Tooltip;
  private readonly downtown: DowntownView;
  private readonly market: MarketView;
  private readonly theater: TheaterView;
  private readonly tracks: TracksView;
  private workshops: WorkshopView[] = [];
  /** The Dark Alley (RULES §12.2), drawn at the right end of the workshop row in Dark Alley games only. */
  private alley: AlleyView | null = null;

  private constructor(private readonly host: HTMLElement) {
    this.tooltip = new Tooltip(host);
    this.tooltip.ruleOf = (target) => ruleForRegion(this.regionOf(target));
    this.downtown = new DowntownView(this.tooltip);
    this.market = new MarketView(this.tooltip);
    this.theater = new TheaterView(this.tooltip);
    this.tracks = new TracksView(WORLD_WIDTH, this.tooltip);
  }

  static async mount(host: HTMLElement): Promise<BoardScene> {
    const scene = new BoardScene(host);
    const software = softwareWebGL();
    // For scripts and tests: whether WebGL is a software rasterizer's, which renderer draws, and multisampling.
    document.body.dataset.webgl = software ? "software" : "gpu";
    const antialias = !software && (window.devicePixelRatio || 1) < 2;
    if (software) declineWebGL();
    document.body.dataset.antialias = String(antialias);
    await scene.app.init({
      // Without a GPU the board is drawn with the 2D canvas (PixiJS's CanvasRenderer): the browser's CPU
      // rasterizer draws its shapes and text in a few milliseconds, where WebGL drawn by SwiftShader took 100-300 ms
      // a frame, every one read back to the CPU for the page (docs/client.md, "Drawing without a GPU"). WebGL stays
      // the fallback; with a GPU it is the only choice.
      preference: software ? "canvas" : "webgl",
      // Render on demand: the board changes only on patches and during short animations, and a
      // 60 fps loop would keep a software-rendered page busy for nothing.
      autoStart: false,
      resizeTo: host,
      background: 0x17121f,
      // Multisampling smooths the edges of disks and rounded cards on a 1x screen. At 2x and more (phones,
      // tablets, retina laptops) the edges are already fine, and 4x samples of a canvas four times the
      // size cost a phone's GPU much more than they give. A software rasterizer never gets it: there it
      // made every frame ~1.6 times as long, and a click's answer waits for the frame in progress.
      antialias,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      // By default PixiJS imports its whole browser set as the renderer starts (accessibility, the DOM container,
      // filters, events, spritesheets): ~16 KiB gzipped more for the board. The board draws vector Graphics and
      // canvas Text only (no filters, masks, sprites or textures), has its own keyboard focus instead of Pixi's
      // accessibility layer (boardFocus.ts) and puts no DOM in the scene, so it imports just events (above).
      skipExtensionImports: true,
    });
    document.body.dataset.renderer = scene.app.renderer.name;
    host.appendChild(scene.app.canvas);
    scene.market.x = DOWNTOWN_WIDTH + GAP;
    scene.theater.x = DOWNTOWN_WIDTH + MARKET_WIDTH + 2 * GAP;
    scene.tracks.y = DOWNTOWN_HEIGHT + GAP;
    scene.world.addChild(scene.downtown, scene.market, scene.theater, scene.tracks);
    // Shown from the first drawing's first render on (drawFirst): PixiJS renders at once on every resize (its
    // ResizePlugin), and the empty regions' frames, painted while stage one's texts were being drawn, read as a
    // broken board. Until then the canvas shows its background under the page's "Drawing the board…".
    scene.world.visible = false;
    scene.app.stage.addChild(scene.world);
    scene.app.ticker.stop();
    scene.app.renderer.on("resize", () => {
      scene.layout();
      scene.invalidate();
    });
    scene.layout();
    scene.focus = new BoardFocus(scene.app, scene.app.canvas, host, scene.tooltip, {
      regionOf: (target) => scene.regionOf(target),
      ownWorkshop: () => (scene.lastModel?.viewer == null ? null : `workshop:${scene.lastModel.viewer}`),
      seatName: (seat) => scene.lastModel?.names[seat] ?? String(seat + 1),
      reveal: (target) => scene.reveal(target),
      invalidate: () => scene.invalidate(),
    });
    // A long press showed a tooltip (touch): the tap that ends it must not also place or open anything. Pixi
    // notifies only interactive containers, capture phase included; the stage has no area of its own to hit.
    scene.app.stage.eventMode = "static";
    scene.app.stage.on("pointertapcapture", (e) => {
      if (scene.tooltip.takeLongPress()) e.stopPropagation();
    });
    animationFrames.listener = () => scene.invalidate();
    await Promise.all([...BoardScene.mounted].map((listener) => listener(scene)));
    return scene;
  }

  private renderPending = false;
  /** Called once after the next frame is painted (the click-to-repaint measure). */
  private painted: (() => void)[] = [];

  /** Takes the host element's size now (the board may have been made while its table was hidden). */
  fit(): void {
    this.app.resize();
    this.layout();
    this.invalidate();
  }

  /** Runs `f` once the board has been painted on screen (after the next render). */
  afterPaint(f: () => void): void {
    this.painted.push(f);
    this.invalidate();
  }
  /** Board draws so far (snapshots and the page's own choices), on <body data-board-draws> for scripts. */
  private draws = 0;

  /** Asks for one render on the next animation frame (several calls make one render). */
  invalidate(): void {
    if (this.renderPending) return;
    if (this.rendersHeld) return; // drawRest renders at its end
    this.renderPending = true;
    requestAnimationFrame(() => {
      this.renderPending = false;
      // Asked before the hold began (the renderer's first resize): drawFirst and drawRest render at their end.
      if (this.rendersHeld) return;
      this.hint.beforeRender(this.app.stage);
      this.focus?.beforeRender();
      for (const decorate of this.decorations) decorate(this.app.stage);
      this.app.render();
      const painted = this.painted;
      this.painted = [];
      for (const f of painted) f();
    });
  }

  /** What each region last drew from (see regionKeys): a region whose inputs did not change is not redrawn. */
  private drawn = new Map<string, string>();

  /** Callbacks waiting for the whole board (see whenComplete). */
  private waiting: (() => void)[] = [];
  /** The second stage of the first drawing, scheduled and not yet run. */
  private restPending = false;

  /**
   * Runs `f` once every region is drawn: at once, or after the second stage of the first drawing. Scripts and
   * tests read the board when it says it is ready, so the page says so only then (TableScreen).
   */
  whenComplete(f: () => void): void {
    if (this.restPending) this.waiting.push(f);
    else f();
  }

  /**
   * Redraws the board from `model`: only the regions whose inputs changed. The first drawing comes in stages: what
   * the person looks for first (their own workshop, the tracks; a spectator: Downtown and the tracks) is drawn and
   * painted, then every other region in a task of its own (the page answers input between them: one task for them
   * all was the page's longest, over a second on a slow phone), painted once at the end.
   */
  draw(model: BoardModel, events: BoardEvents): void {
    if (this.restPending) {
      // The first drawing's stages are under way: they draw from the newest model (drawRest's last step redraws
      // whatever changed). Drawn whole here, one snapshot more undid the stages: every region in one long task.
      this.lastModel = model;
      this.lastEvents = events;
      return;
    }
    const first = this.drawn.size === 0;
    if (first) this.rendersHeld = true; // until stage one's texts are drawn (drawFirst)
    this.drawRegions(model, events, first ? firstStage(model) : null);
    if (!first) return;
    this.restPending = true;
    void this.drawFirst();
  }

  /**
   * Stage one's texts drawn to their canvases in a task of their own (in its render, with the renderer's set-up
   * before it, they made a long task), then its render; then the rest, two frames later: the first paints stage one
   * (the rest from the newest model; the regions a later draw already drew are skipped, their inputs unchanged).
   */
  private async drawFirst(): Promise<void> {
    await nextTask();
    this.world.visible = true;
    prepareTexts(this.world, this.app.renderer);
    this.rendersHeld = false;
    this.invalidate();
    requestAnimationFrame(() => requestAnimationFrame(() => void this.drawRest()));
  }

  /** The first drawing's later stages, one region a task; renders wait for the last (each costs a whole frame). */
  private async drawRest(): Promise<void> {
    this.rendersHeld = true;
    try {
      for (const name of this.regionNames()) {
        await nextTask();
        if (this.lastModel && this.lastEvents) this.drawRegions(this.lastModel, this.lastEvents, new Set([name]));
        // Its texts too: left to the render, every region's texts drawn to canvases made it the page's longest task.
        prepareTexts(this.world, this.app.renderer);
      }
      await nextTask();
    } finally {
      this.rendersHeld = false;
    }
    if (this.lastModel && this.lastEvents) this.drawRegions(this.lastModel, this.lastEvents, null);
    this.restPending = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const f of waiting) f();
  }

  /** Every region the last model draws, by name (regionKeys' names). */
  private regionNames(): string[] {
    const model = this.lastModel;
    if (!model) return [];
    const seats = model.view.players.map((p) => `workshop:${p.seat}`);
    return ["downtown", "market", "theater", "tracks", ...seats, ...(model.view.alley ? ["alley"] : [])];
  }

  /** While the first drawing's later stages run, a render asked for waits for their end (drawRest). */
  private rendersHeld = false;

  private lastEvents: BoardEvents | null = null;

  /** Draws the regions whose inputs changed, only those in `only` when given. */
  private drawRegions(model: BoardModel, events: BoardEvents, only: ReadonlySet<string> | null): void {
    this.lastModel = model;
    this.lastEvents = events;
    this.tooltip.hide();
    beginDraw();
    const keys = regionKeys(model);
    const region = (name: string, f: () => void, extra = ""): void => {
      if (only && !only.has(name)) return;
      const key = `${keys[name] ?? ""}${extra}`;
      if (this.drawn.get(name) === key) return;
      this.drawn.set(name, key);
      beginRegion(name);
      f();
    };
    // Under a phone's camera the Residence's trick names are drawn larger (DowntownView.large).
    const large = this.camera !== null;
    region(
      "downtown",
      () => {
        this.downtown.large = large;
        this.downtown.update(model, events);
      },
      large ? ":large" : "",
    );
    region("market", () => this.market.update(model, events));
    region("theater", () => this.theater.update(model, events));
    region("tracks", () => this.tracks.update(model));
    this.placeWorkshops(model, events, region);
    this.placeAlley(model, events, region);
    if (this.overlay) this.world.addChild(this.overlay); // stays on top of workshops added since
    // Forget the pieces, slots and tooltips of what was redrawn (destroyed) since.
    for (const map of [slotPositions, piecePositions] as Map<string, Container>[])
      for (const [k, c] of map) if (c.destroyed) map.delete(k);
    for (const [k, r] of pieceReasons) if (r.target.destroyed) pieceReasons.delete(k);
    this.tooltip.prune();
    this.focus?.afterDraw();
    endDraw();
    if (!only) document.body.dataset.boardDraws = String(++this.draws);
    this.camera?.follow(model);
    this.invalidate();
  }

  /** Puts a layer over the whole board (the show); it shares the board's coordinates and renders with it. */
  addOverlay(layer: Container): void {
    this.overlay = layer;
    this.world.addChild(layer);
  }

  private overlay: Container | null = null;

  /** The keys of the clickable pieces drawn now (for the debug hooks, which must not import PixiJS themselves). */
  pieceKeys(): string[] {
    return [...piecePositions].filter(([, c]) => !c.destroyed).map(([k]) => k);
  }

  /** Dimmed pieces and why (key → the reason a player reads), for the debug hooks. */
  dimmedReasons(): Record<string, string> {
    return Object.fromEntries([...pieceReasons].filter(([, r]) => !r.target.destroyed).map(([k, r]) => [k, r.reason]));
  }

  /** Where the Theater and the tracks sit in board coordinates. */
  origins(): { theater: { x: number; y: number }; tracks: { x: number; y: number } } {
    return { theater: { x: this.theater.x, y: this.theater.y }, tracks: { x: this.tracks.x, y: this.tracks.y } };
  }

  /** The part of the board a drawn object belongs to, for the keyboard's Page Up / Page Down. */
  private regionOf(target: Container): string {
    const named = new Map<Container, string>([
      [this.downtown, "downtown"],
      [this.market, "market"],
      [this.theater, "theater"],
      [this.tracks, "tracks"],
      [this.theater.zoom, "zoom"],
    ]);
    if (this.alley) named.set(this.alley, "alley");
    for (let n: Container | null = target; n; n = n.parent) {
      const name = named.get(n);
      if (name) return name;
      if (n instanceof WorkshopView) return `workshop:${n.seat}`;
    }
    return "board";
  }

  /** On a phone the camera brings a piece into view (board coordinates): the keyboard's piece, the lesson's lit one. */
  reveal(target: Container): void {
    if (!this.camera?.reveal) return;
    const b = target.getBounds();
    const a = this.world.toLocal({ x: b.x, y: b.y });
    const z = this.world.toLocal({ x: b.x + b.width, y: b.y + b.height });
    this.camera.reveal({ x: a.x, y: a.y, width: z.x - a.x, height: z.y - a.y });
  }

  /** A piece's rectangle in board (world) coordinates. */
  private worldRect(target: Container): { x: number; y: number; width: number; height: number } {
    const b = target.getBounds();
    const a = this.world.toLocal({ x: b.x, y: b.y });
    const z = this.world.toLocal({ x: b.x + b.width, y: b.y + b.height });
    return { x: a.x, y: a.y, width: z.x - a.x, height: z.y - a.y };
  }

  /**
   * On a phone, the lit slot nearest the camera's view when none is in view (null when one is, or without a camera):
   * the status said "Tap a lit slot" over a board showing none of them (playtest 7, defect 5).
   */
  litSlotOutOfView(): { slot: string; location: string } | null {
    const camera = this.camera;
    if (!camera?.inView) return null;
    const lit = [...slotPositions].filter(([, c]) => !c.destroyed && c.visible);
    if (lit.length === 0 || lit.some(([, c]) => camera.inView!(this.worldRect(c)))) return null;
    // Nearest to the middle of the screen, in board coordinates.
    const screen = this.app.screen;
    const middle = this.world.toLocal({ x: screen.width / 2, y: screen.height / 2 });
    const distance = (c: Container): number => {
      const r = this.worldRect(c);
      return Math.hypot(r.x + r.width / 2 - middle.x, r.y + r.height / 2 - middle.y);
    };
    const slot = lit.reduce((best, next) => (distance(next[1]) < distance(best[1]) ? next : best))[0];
    const location = SLOT_BY_ID[slot as SlotId]?.location;
    return location ? { slot, location } : null;
  }

  /** Brings a lit slot into view (the phone's cue: one tap to the nearest lit slot). */
  revealSlot(slotId: string): void {
    const slot = slotPositions.get(slotId);
    if (slot && !slot.destroyed) this.reveal(slot);
  }

  /** Hands the canvas and the world to a camera (phone layout), which from then on frames the board. */
  useCamera(
    make: (
      app: Application,
      world: Container,
      render: () => void,
    ) => { resize(): void; follow(model: BoardModel): void },
  ): void {
    this.camera = make(this.app, this.world, () => this.invalidate());
    // Made mid-game (a window narrowed to a phone's): it looks where the game is for this person at once, and the
    // Residence's names take their phone size.
    if (this.lastModel) this.camera.follow(this.lastModel);
    this.redrawDowntown();
    this.invalidate();
  }

  /** The window is no longer a phone's: the camera lets the world go and the board is fitted whole again. */
  dropCamera(): void {
    this.camera?.release?.();
    this.camera = null;
    this.layout();
    this.redrawDowntown();
    this.invalidate();
  }

  /** Where a lit slot is on the page, in CSS pixels (for pointer input without a mouse, and tests). */
  slotPoint(slotId: string): { x: number; y: number } | null {
    const slot = slotPositions.get(slotId);
    if (!slot || slot.destroyed) return null;
    const p = slot.getGlobalPosition();
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  /** A point on the canvas (a drawn piece's bounds) as a point on the page, in CSS pixels. */
  pagePoint(p: { x: number; y: number }): { x: number; y: number } {
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  /** Where a clickable piece is on the page (see interactive.ts), in CSS pixels. */
  piecePoint(key: string): { x: number; y: number } | null {
    const piece = piecePositions.get(key) ?? alleyLandmarks.get(key);
    if (!piece || piece.destroyed) return null;
    const b = piece.getBounds();
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + b.x + b.width / 2, y: rect.top + b.y + b.height / 2 };
  }

  /** The keyboard's piece on the page, in CSS pixels (null when none). */
  focusedBox(): { x: number; y: number; width: number; height: number } | null {
    const b = this.focus?.focusedBox();
    if (!b) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    return { ...b, x: rect.left + b.x, y: rect.top + b.y };
  }

  /** The middle of the bottom edge of a drawn piece ("zoom": the zoomed performance card), in CSS pixels. */
  pieceBottom(key: string): { x: number; y: number } | null {
    const target = key === "zoom" ? this.theater.zoom : piecePositions.get(key);
    if (!target || target.destroyed || target.children.length === 0) return null;
    const b = target.getBounds();
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + b.x + b.width / 2, y: rect.top + b.y + b.height - 4 };
  }

  /** Downtown again with the last model (its drawing depends on whether a camera frames the board). */
  private redrawDowntown(): void {
    if (this.lastModel && this.lastEvents) this.drawRegions(this.lastModel, this.lastEvents, new Set(["downtown"]));
  }

  /**
   * The Residence's trick rows as the page shows them (debug hook): each row's words and its size on the page in CSS
   * px (font size times every scale above it, the phone's camera included), and its box's right edge against its
   * column's.
   */
  residenceRows(): { text: string; px: number; right: number; columnRight: number }[] {
    const out: { text: string; px: number; right: number; columnRight: number }[] = [];
    for (const piece of this.downtown.trickRows) {
      if (piece.destroyed) continue;
      const m = piece.worldTransform;
      const scale = Math.hypot(m.a, m.b);
      const column = Math.floor((piece.x - 18) / ((DOWNTOWN_WIDTH - 28) / 4));
      out.push({
        text: piece.text,
        px: Number(piece.style.fontSize) * scale,
        right: piece.x + piece.width,
        columnRight: 18 + (column + 1) * ((DOWNTOWN_WIDTH - 28) / 4),
      });
    }
    return out;
  }

  /** The text of every tooltip on the board now. */
  tooltipTexts(): string[] {
    return this.tooltip.texts();
  }

  /** Every text the canvas draws now (visible ones only): what a person reads on the board, for checks and tests. */
  canvasTexts(): string[] {
    const out: string[] = [];
    const walk = (node: Container): void => {
      if (!node.visible || node.alpha <= 0 || node.destroyed) return;
      if (node instanceof Text && node.text.trim()) out.push(node.text);
      for (const child of node.children) walk(child as Container);
    };
    walk(this.app.stage);
    return out;
  }

  /**
   * The size on the page (CSS pixels: font size times every scale above it) of each visible text in another player's
   * workshop: what a person at this table has to read there.
   */
  otherWorkshopTextSizes(): { seat: number; text: string; px: number; glyph: boolean }[] {
    const viewer = this.lastModel?.viewer ?? null;
    const out: { seat: number; text: string; px: number; glyph: boolean }[] = [];
    const walk = (node: Container, seat: number): void => {
      if (!node.visible || node.alpha <= 0 || node.destroyed) return;
      if (node instanceof Text && node.text.trim()) {
        const m = node.worldTransform;
        const glyph = node.label === GLYPH || node.parent?.label === GLYPH;
        out.push({ seat, text: node.text, px: Number(node.style.fontSize) * Math.hypot(m.a, m.b), glyph });
      }
      for (const child of node.children) walk(child as Container, seat);
    };
    this.workshops.forEach((view, seat) => {
      if (seat !== viewer) walk(view, seat);
    });
    return out;
  }

  /**
   * Labels that do not fit (debug hook, tests/browser/language-switch.test.ts): two visible texts of one region that
   * overlap, or a text cut short with "…" by its box. Each as "region: «a» × «b»" / "region: «a» cut".
   */
  textClashes(): string[] {
    const texts: { node: Text; text: string; label: string; region: string; box: Box }[] = [];
    const walk = (node: Container): void => {
      if (!node.visible || node.alpha <= 0 || node.destroyed || node === this.overlay) return;
      if (node instanceof Text && node.text.trim()) {
        const b = node.getBounds();
        texts.push({
          node,
          text: node.text,
          label: node.label,
          region: this.regionOf(node),
          box: { x: b.x, y: b.y, width: b.width, height: b.height },
        });
      }
      for (const child of node.children) walk(child as Container);
    };
    walk(this.world);
    const out: string[] = [];
    // The pieces and slots a label must not sit under (its own piece, an ancestor, aside).
    const pieces = [...slotPositions, ...piecePositions].filter(([, p]) => !p.destroyed && p.visible);
    const overlap = (a: Box, b: Box): boolean => {
      // A pixel or two of shared edge is the fonts' own padding, not two things on top of each other.
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      return w > 2 && h > 2;
    };
    for (const [key, piece] of pieces) {
      const b = piece.getBounds();
      const box = { x: b.x, y: b.y, width: b.width, height: b.height };
      for (const a of texts) {
        if (a.node === piece || isAncestor(piece, a.node) || isAncestor(a.node, piece)) continue;
        if (overlap(a.box, box)) out.push(`${a.region}: «${a.text}» under ${key}`);
      }
    }
    // A workshop's words stay inside its frame (a long magician's line at the compact workshops' large type).
    for (const w of this.workshops) {
      if (!w.visible) continue;
      const a = w.toGlobal({ x: 0, y: 0 });
      const z = w.toGlobal({ x: WORKSHOP_WIDTH, y: WORKSHOP_HEIGHT });
      for (const t of texts) {
        if (!isAncestor(w, t.node)) continue;
        if (t.box.x < a.x - 2 || t.box.x + t.box.width > z.x + 2 || t.box.y + t.box.height > z.y + 2)
          out.push(`${t.region}: «${t.text}» past its frame`);
      }
    }
    for (const [i, a] of texts.entries()) {
      if (/…$/.test(a.text) && a.label !== ABBREVIATED) out.push(`${a.region}: «${a.text}» cut`);
      for (const b of texts.slice(i + 1)) {
        if (a.region !== b.region) continue;
        if (overlap(a.box, b.box)) out.push(`${a.region}: «${a.text}» × «${b.text}»`);
      }
    }
    return out;
  }

  /** The slots lit now (where the viewer may place a character). */
  litSlots(): string[] {
    return [...slotPositions].filter(([, c]) => !c.destroyed).map(([k]) => k);
  }

  private placeWorkshops(
    model: BoardModel,
    events: BoardEvents,
    region: (name: string, f: () => void, extra?: string) => void,
  ): void {
    const seats = model.view.players.map((p) => p.seat);
    if (this.workshops.length !== seats.length) {
      for (const w of this.workshops) w.destroy({ children: true });
      for (const k of this.drawn.keys()) if (k.startsWith("workshop:")) this.drawn.delete(k);
      this.workshops = seats.map((seat) => new WorkshopView(seat, this.tooltip));
      this.world.addChild(...this.workshops);
      this.world.addChild(this.theater.zoom); // above everything
    }
    // One's own workshop first and large; the others compact beside it.
    const own = model.viewer;
    const order = own === null ? seats : [own, ...seats.filter((s) => s !== own)];
    const left = own === null ? 0 : WORKSHOP_WIDTH + GAP;
    const alleyRoom = model.view.alley ? ALLEY_WIDTH + GAP : 0;
    const { scale: otherScale, perRow } = othersGrid(
      order.length - (own === null ? 0 : 1),
      WORLD_WIDTH - alleyRoom - left,
    );
    let n = 0;
    for (const seat of order) {
      const view = this.workshops[seat]!;
      const mine = seat === own;
      const scale = mine ? 1 : otherScale;
      view.scale.set(scale);
      const col = mine ? 0 : n % perRow;
      const row = mine ? 0 : Math.floor(n / perRow);
      view.position.set(
        mine ? 0 : left + col * (WORKSHOP_WIDTH * scale + GAP),
        WORKSHOP_TOP + row * (WORKSHOP_HEIGHT * scale + GAP),
      );
      if (!mine) n++;
      region(`workshop:${seat}`, () => view.update(model, events), `@${scale.toFixed(3)}`);
    }
  }

  /** The Dark Alley beside the workshops (made on the first Dark Alley model, removed if a model has none). */
  private placeAlley(
    model: BoardModel,
    events: BoardEvents,
    region: (name: string, f: () => void, extra?: string) => void,
  ): void {
    if (!model.view.alley) {
      if (this.alley) {
        this.alley.destroy({ children: true });
        this.alley = null;
        this.drawn.delete("alley");
      }
      return;
    }
    if (!this.alley) {
      this.alley = new AlleyView(this.tooltip);
      this.alley.position.set(WORLD_WIDTH - ALLEY_WIDTH, WORKSHOP_TOP);
      this.world.addChild(this.alley);
      this.world.addChild(this.theater.zoom); // above everything
    }
    region("alley", () => this.alley!.update(model, events));
  }

  private layout(): void {
    if (this.camera) return this.camera.resize();
    const { width, height } = this.app.screen;
    const scale = Math.min(width / WORLD_WIDTH, height / WORLD_HEIGHT);
    this.world.scale.set(scale);
    this.world.position.set((width - WORLD_WIDTH * scale) / 2, 0);
  }
}

/**
 * How the others' workshops share the room beside one's own: in one row, or in two rows when that draws them larger
 * (a 4-seat Dark Alley table, whose Alley takes 300 of the row: in one row their type fell to ~7 px at 1536×864).
 */
function othersGrid(count: number, room: number): { scale: number; perRow: number } {
  if (count === 0) return { scale: 1, perRow: 1 };
  const fit = (perRow: number, rows: number): number =>
    Math.min(
      1,
      (room - GAP * (perRow - 1)) / (perRow * WORKSHOP_WIDTH),
      (WORKSHOP_HEIGHT - GAP * (rows - 1)) / (rows * WORKSHOP_HEIGHT),
    );
  const oneRow = fit(count, 1);
  const perRow = Math.ceil(count / 2);
  const twoRows = count > 1 ? fit(perRow, 2) : 0;
  return twoRows > oneRow ? { scale: twoRows, perRow } : { scale: oneRow, perRow: count };
}

/** The regions of the first drawing's first stage: one's own workshop and the tracks, or Downtown for a spectator. */
function firstStage(model: BoardModel): ReadonlySet<string> {
  return new Set(model.viewer === null ? ["tracks", "downtown"] : ["tracks", `workshop:${model.viewer}`]);
}
