import { WebSocket as NodeWebSocket } from "ws";

/**
 * Colyseus 0.18 declares Node 22, where `WebSocket` is a global; on Node 20 its reconnection path
 * reads `WebSocket.OPEN` from the global scope and throws. Supplying the `ws` class (the same
 * implementation its transport uses) makes reconnection work on Node 20 too.
 */
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === "undefined") {
  (globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
}
