import { BrowserAdapter, DOMAdapter } from "pixi.js";

// PixiJS's browser adapter for a board drawn by the 2D canvas renderer (no GPU: webglRenderer.ts). PixiJS's default
// batcher makes its WebGL shader whatever renderer draws, and the shader asks a throw-away WebGL context for the
// best fragment precision (getMaxFragmentPrecision): on a machine without a GPU that context cost the first board
// 11-18 ms of the page's thread (×4 on Lighthouse's phone), for a shader the canvas renderer never runs. With this
// adapter the canvases PixiJS makes for itself give no WebGL context: the precision keeps PixiJS's own fallback
// ("mediump") and everything the canvas renderer draws with (its view, the text canvases) is a 2D context as before.

/** The adapter: the browser's, but PixiJS's own canvases decline WebGL. */
const canvasOnly: typeof BrowserAdapter = {
  ...BrowserAdapter,
  createCanvas(width?: number, height?: number) {
    const canvas = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
    const own = canvas.getContext.bind(canvas) as (type: string, options?: unknown) => RenderingContext | null;
    canvas.getContext = ((type: string, options?: unknown) =>
      type.startsWith("webgl") || type === "experimental-webgl"
        ? null
        : own(type, options)) as typeof canvas.getContext;
    return canvas;
  },
};

/** From now on PixiJS's canvases give no WebGL context (only for a board drawn by the canvas renderer). */
export function declineWebGL(): void {
  DOMAdapter.set(canvasOnly);
}
