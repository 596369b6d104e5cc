// PixiJS's WebGL renderer as a chunk of its own, fetched beside the board's code (webglRenderer.ts, fetchRenderer).
export { WebGLRenderer } from "pixi.js";
