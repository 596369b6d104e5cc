import { Application } from "pixi.js";
import type { TableSnapshot } from "../net/TableConnection";
import { DOWNTOWN_HEIGHT, DOWNTOWN_WIDTH, DowntownView } from "./DowntownView";

const MARGIN = 24;

/** The Pixi canvas of one table: owns the Application, lays the board out to fit its element. */
export class BoardScene {
  private readonly app = new Application();
  private readonly downtown = new DowntownView();

  private constructor(private readonly host: HTMLElement) {}

  static async mount(host: HTMLElement): Promise<BoardScene> {
    const scene = new BoardScene(host);
    await scene.app.init({
      resizeTo: host,
      background: 0x17121f,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
    });
    host.appendChild(scene.app.canvas);
    scene.app.stage.addChild(scene.downtown);
    scene.app.renderer.on("resize", () => scene.layout());
    scene.layout();
    return scene;
  }

  /** Draws `snapshot` and resolves once it is on screen. */
  draw(snapshot: TableSnapshot): void {
    this.downtown.update(snapshot.dice);
    this.app.render();
  }

  private layout(): void {
    const { width, height } = this.app.screen;
    const scale = Math.min((width - 2 * MARGIN) / DOWNTOWN_WIDTH, (height - 2 * MARGIN) / DOWNTOWN_HEIGHT, 1.6);
    this.downtown.scale.set(Math.max(scale, 0.3));
    this.downtown.position.set(
      (width - DOWNTOWN_WIDTH * this.downtown.scale.x) / 2,
      Math.max(MARGIN, (height - DOWNTOWN_HEIGHT * this.downtown.scale.y) / 3),
    );
  }
}
