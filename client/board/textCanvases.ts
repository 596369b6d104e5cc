import { Text, type Container, type Renderer } from "pixi.js";

/** The part of PixiJS's text pipe (CanvasTextPipe, shared by the 2D-canvas and WebGL renderers) used here. */
interface TextPipe {
  _getGpuText(text: Text): { currentKey: string };
  _updateGpuText(text: Text): void;
}

/**
 * Draws the canvas of every shown Text under `root` whose words or style changed since it was last drawn, now,
 * in this task. PixiJS draws a Text's canvas when it first renders it: the first drawing's last render drew every
 * region's texts at once (~130 of its ~230 ms at 4× CPU, the page's longest task: issue 30). Called after each
 * region is drawn, it spreads that work over the regions' own tasks; the render then finds the canvases current
 * (the pipe's own check, the text's `styleKey`) and only draws. It uses the pipe's internal method, so a PixiJS
 * without it leaves the work to the render, as before (nothing breaks, the task is long again).
 */
export function prepareTexts(root: Container, renderer: Renderer): void {
  const pipe = (renderer.renderPipes as unknown as { text?: Partial<TextPipe> }).text;
  if (typeof pipe?._getGpuText !== "function" || typeof pipe._updateGpuText !== "function") return;
  const ready = pipe as TextPipe;
  const walk = (node: Container): void => {
    // What the render skips, skipped: a hidden Text's canvas is never drawn.
    if (!node.visible || !node.renderable || node.destroyed) return;
    if (node instanceof Text) {
      if (node.text !== "" && ready._getGpuText(node).currentKey !== node.styleKey) ready._updateGpuText(node);
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(root);
}
