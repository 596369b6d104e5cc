// Whether this browser's WebGL is drawn by the CPU. A machine without a usable GPU (a virtual machine, a remote
// desktop, a browser with GPU access blocked, the browser tests' Chromium) gets a software rasterizer: Chrome's
// SwiftShader, Mesa's llvmpipe, Windows' Basic Render Driver. There each WebGL frame cost the CPU 100-300 ms and was
// read back for the page, so the board draws on a 2D canvas instead (BoardScene.mount; without multisampling if
// WebGL is still its fallback).

/** Names of software rasterizers as WebGL reports them (the unmasked renderer string). */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** Whether a WebGL renderer name is a software rasterizer's. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

let known: boolean | null = null;

/**
 * Whether this browser's WebGL is a software rasterizer, asked once of a throw-away 1×1 context (before the board's
 * own context exists, since multisampling is chosen when a context is made). An unknown name counts as a GPU.
 */
export function softwareWebGL(): boolean {
  if (known !== null) return known;
  let name = "";
  try {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (gl) {
      const info = gl.getExtension("WEBGL_debug_renderer_info");
      name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? "");
      gl.getExtension("WEBGL_lose_context")?.loseContext();
    }
  } catch {
    name = "";
  }
  known = isSoftwareRenderer(name);
  return known;
}

/**
 * The probe as a worker's script: a throw-away 1×1 WebGL context on an OffscreenCanvas, its renderer's name posted
 * back (null when the worker cannot make one: an old browser, where the page's own probe answers instead).
 */
const PROBE_SOURCE = `let name = null;
try {
  const gl = new OffscreenCanvas(1, 1).getContext("webgl2") || new OffscreenCanvas(1, 1).getContext("webgl");
  if (gl) {
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) || "");
    const lose = gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
  }
} catch (e) {
  name = null;
}
postMessage(name);`;

/** How long the worker may take before the page asks on its own thread. */
const PROBE_PATIENCE_MS = 3_000;

let probing: Promise<boolean> | null = null;

/**
 * softwareWebGL's answer, asked off the page's thread: a first WebGL context costs the page's thread 11-18 ms here
 * (×4 on Lighthouse's phone, all of it in a long task of the first board), a worker's none. The answer is the same
 * GPU's. Without workers or OffscreenCanvas WebGL, or if the worker fails, the page asks itself.
 */
export function probeWebGL(): Promise<boolean> {
  if (known !== null) return Promise.resolve(known);
  probing ??= new Promise<boolean>((resolve) => {
    let worker: Worker | null = null;
    let url = "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = (name: string | null): void => {
      clearTimeout(timer);
      worker?.terminate();
      worker = null;
      if (url) URL.revokeObjectURL(url);
      url = "";
      if (known === null) known = name === null ? softwareWebGL() : isSoftwareRenderer(name);
      resolve(known);
    };
    try {
      if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return answer(null);
      url = URL.createObjectURL(new Blob([PROBE_SOURCE], { type: "text/javascript" }));
      worker = new Worker(url);
      worker.onmessage = (e: MessageEvent) => answer(typeof e.data === "string" ? e.data : null);
      worker.onerror = () => answer(null);
      timer = setTimeout(() => answer(null), PROBE_PATIENCE_MS);
    } catch {
      answer(null);
    }
  });
  return probing;
}

/**
 * Fetches PixiJS's WebGL renderer beside the board's code when the board will use it (with a GPU: BoardScene.mount).
 * PixiJS imports it only once its set-up starts, after the board's code has arrived and run: its 20 KiB (gzipped)
 * came one more round trip later. The 2D canvas's renderer needs nothing here: Rolldown already puts it in the
 * board's own chunks (PixiJS's text drawing shares them), so only its few-byte entry is fetched then.
 */
export async function fetchRenderer(): Promise<unknown> {
  return (await probeWebGL()) ? undefined : import("./webglRendererCode");
}
