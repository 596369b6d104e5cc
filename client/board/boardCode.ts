// The board's code in one dynamic import (PixiJS and everything drawn with it): BoardOnDemand fetches it when the
// board is first needed, so the table's DOM frame (status, panels, log) never waits for it.
export { BoardScene } from "./BoardScene";
export { showDrawing } from "../show/showBoard";
