import { Application, Container } from "pixi.js";
import { DOWNTOWN_HEIGHT, DOWNTOWN_WIDTH, DowntownView } from "./DowntownView";
import { MARKET_WIDTH, MarketView } from "./MarketView";
import type { BoardEvents, BoardModel } from "./model";
import { slotPositions } from "./slots";
import { THEATER_WIDTH, TheaterView } from "./TheaterView";
import { Tooltip } from "./tooltip";
import { TRACKS_HEIGHT, TracksView } from "./TracksView";
import { WORKSHOP_HEIGHT, WORKSHOP_WIDTH, WorkshopView } from "./WorkshopView";
import { animationFrames } from "./DieView";
import { beginDraw, endDraw } from "./appear";

const GAP = 10;
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
  static readonly mounted = new Set<(scene: BoardScene) => void>();
  /** A pan-and-zoom camera that replaces fit-to-screen on phones (client/layout/camera.ts). */
  private camera: { resize(): void; follow(model: BoardModel): void } | null = null;
  private readonly app = new Application();
  private readonly world = new Container();
  private readonly tooltip: Tooltip;
  private readonly downtown: DowntownView;
  private readonly market: MarketView;
  private readonly theater: TheaterView;
  private readonly tracks: TracksView;
  private workshops: WorkshopView[] = [];

  private constructor(private readonly host: HTMLElement) {
    this.tooltip = new Tooltip(host);
    this.downtown = new DowntownView(this.tooltip);
    this.market = new MarketView(this.tooltip);
    this.theater = new TheaterView(this.tooltip);
    this.tracks = new TracksView(WORLD_WIDTH, this.tooltip);
  }

  static async mount(host: HTMLElement): Promise<BoardScene> {
    const scene = new BoardScene(host);
    await scene.app.init({
      // Render on demand: the board changes only on patches and during short animations, and a
      // 60 fps loop would keep a software-rendered page busy for nothing.
      autoStart: false,
      resizeTo: host,
      background: 0x17121f,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
    });
    host.appendChild(scene.app.canvas);
    scene.market.x = DOWNTOWN_WIDTH + GAP;
    scene.theater.x = DOWNTOWN_WIDTH + MARKET_WIDTH + 2 * GAP;
    scene.tracks.y = DOWNTOWN_HEIGHT + GAP;
    scene.world.addChild(scene.downtown, scene.market, scene.theater, scene.tracks);
    scene.app.stage.addChild(scene.world);
    scene.app.ticker.stop();
    scene.app.renderer.on("resize", () => {
      scene.layout();
      scene.invalidate();
    });
    scene.layout();
    animationFrames.listener = () => scene.invalidate();
    for (const listener of BoardScene.mounted) listener(scene);
    return scene;
  }

  private renderPending = false;

  /** Asks for one render on the next animation frame (several calls make one render). */
  invalidate(): void {
    if (this.renderPending) return;
    this.renderPending = true;
    requestAnimationFrame(() => {
      this.renderPending = false;
      this.app.render();
    });
  }

  /** Redraws the board from `model`. */
  draw(model: BoardModel, events: BoardEvents): void {
    slotPositions.clear();
    this.tooltip.hide();
    beginDraw();
    this.downtown.update(model, events);
    this.market.update(model, events);
    this.theater.update(model, events);
    this.tracks.update(model);
    this.placeWorkshops(model, events);
    endDraw();
    this.camera?.follow(model);
    this.invalidate();
  }

  /** Hands the canvas and the world to a camera (phone layout), which from then on frames the board. */
  useCamera(make: (app: Application, world: Container, render: () => void) => { resize(): void; follow(model: BoardModel): void }): void {
    this.camera = make(this.app, this.world, () => this.invalidate());
  }

  /** Where a lit slot is on the page, in CSS pixels (for pointer input without a mouse, and tests). */
  slotPoint(slotId: string): { x: number; y: number } | null {
    const slot = slotPositions.get(slotId);
    if (!slot) return null;
    const p = slot.getGlobalPosition();
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  /** The slots lit now (where the viewer may place a character). */
  litSlots(): string[] {
    return [...slotPositions.keys()];
  }

  private placeWorkshops(model: BoardModel, events: BoardEvents): void {
    const seats = model.view.players.map((p) => p.seat);
    if (this.workshops.length !== seats.length) {
      for (const w of this.workshops) w.destroy({ children: true });
      this.workshops = seats.map((seat) => new WorkshopView(seat, this.tooltip));
      this.world.addChild(...this.workshops);
    }
    // One's own workshop first and large; the others compact beside it.
    const own = model.viewer;
    const order = own === null ? seats : [own, ...seats.filter((s) => s !== own)];
    const ownScale = own === null ? 0 : 1;
    const others = order.length - (own === null ? 0 : 1);
    const room = WORLD_WIDTH - (own === null ? 0 : WORKSHOP_WIDTH * ownScale + GAP) - GAP * Math.max(0, others - 1);
    const otherScale = Math.min(1, room / (others * WORKSHOP_WIDTH));
    let x = 0;
    for (const seat of order) {
      const view = this.workshops[seat]!;
      const scale = seat === own ? ownScale : otherScale;
      view.scale.set(scale);
      view.position.set(x, WORKSHOP_TOP);
      view.update(model, events);
      x += WORKSHOP_WIDTH * scale + GAP;
    }
  }

  private layout(): void {
    if (this.camera) return this.camera.resize();
    const { width, height } = this.app.screen;
    const scale = Math.min(width / WORLD_WIDTH, height / WORLD_HEIGHT);
    this.world.scale.set(scale);
    this.world.position.set((width - WORLD_WIDTH * scale) / 2, 0);
  }
}
