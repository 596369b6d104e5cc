/**
 * Ends the current task and resumes in a new one, so the page answers input (and may paint) in between: how the
 * first drawing's stages stay short tasks (issue 30, Total Blocking Time). `scheduler.yield()` (Chromium 129 on)
 * resumes ahead of other queued work, so a stage is not left behind the socket's next messages; elsewhere a
 * MessageChannel message, which, unlike a nested `setTimeout(0)`, is never clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `f` in a task of its own once the frame being prepared now has been painted: what the page shows at once is
 * on screen before the work that follows starts.
 */
export function afterNextPaint(f: () => void): void {
  requestAnimationFrame(() => setTimeout(f, 0));
}
