import type { Client } from "@colyseus/core";
import type { Socket } from "node:net";

/**
 * One write per connection per change. An accepted action sends every client its patch, then the
 * events message, then (to the sender) the request's reply: three WebSocket frames, and the ws
 * library writes each frame to the socket at once, one system call each. Corking the clients'
 * sockets from the patch until the current burst of work (this tick and its promise jobs) is over
 * hands all of a client's frames to the kernel in one `writev`, in the same order, in the same
 * turn of the event loop: nothing is delayed, only fewer system calls and packets.
 *
 * The socket is ws's own (`WebSocket._socket`, a net.Socket); a transport without one is left as it is.
 */
export class CorkedSends {
  private corked: Socket[] | null = null;

  /**
   * Corks every client's socket until the current tick's work (promise jobs included) is done.
   * `sender`'s socket is written last: when a client hears the reply to its request, every other
   * client's patch is already on its way, as when each frame was written at once (tests and
   * harnesses that act for several seats rely on it).
   */
  cork(clients: Iterable<Client>, sender?: Client): void {
    if (this.corked) return;
    const corked: Socket[] = [];
    let last: Socket | null = null;
    for (const client of clients) {
      const socket = (client.ref as { _socket?: Socket } | undefined)?._socket;
      if (socket && !socket.destroyed) {
        socket.cork();
        if (client === sender) last = socket;
        else corked.push(socket);
      }
    }
    if (last) corked.push(last);
    this.corked = corked;
    // A tick callback queued now runs once the promise jobs queued before and during it are done
    // (Node drains the microtask queue before the next tick callback): the request's reply, sent
    // by Colyseus when the handler's promise settles, is written in the same batch.
    process.nextTick(() => {
      this.corked = null;
      for (const socket of corked) socket.uncork();
    });
  }
}
