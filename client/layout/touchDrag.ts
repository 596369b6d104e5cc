/**
 * Drag to plan by touch. The planning hand uses HTML drag and drop, which touch screens do not
 * start; here a finger dragging a card (button[data-card] in .hand) moves a ghost of it, and
 * letting go over a character row hands the row the same drop event a mouse would, carrying the
 * card, so the planning panel has one code path for both.
 */
export function installTouchDrag(): void {
  let drag: { card: string; ghost: HTMLElement; startX: number; startY: number; moved: boolean; id: number } | null =
    null;

  document.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    const card = (e.target as HTMLElement).closest<HTMLButtonElement>(".hand button[data-card]");
    if (!card || card.disabled) return;
    const ghost = card.cloneNode(true) as HTMLElement;
    ghost.classList.add("drag-ghost");
    ghost.setAttribute("aria-hidden", "true");
    ghost.hidden = true;
    document.body.append(ghost);
    drag = { card: card.dataset.card!, ghost, startX: e.clientX, startY: e.clientY, moved: false, id: e.pointerId };
  });

  document.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < 10) return;
    drag.moved = true;
    drag.ghost.hidden = false;
    drag.ghost.style.left = `${e.clientX - 30}px`;
    drag.ghost.style.top = `${e.clientY - 20}px`;
    for (const row of document.querySelectorAll(".plan li.drop-over")) row.classList.remove("drop-over");
    rowAt(e.clientX, e.clientY)?.classList.add("drop-over");
  });

  const end = (e: PointerEvent, drop: boolean): void => {
    if (!drag || e.pointerId !== drag.id) return;
    const { card, ghost, moved } = drag;
    drag = null;
    ghost.remove();
    for (const row of document.querySelectorAll(".plan li.drop-over")) row.classList.remove("drop-over");
    if (!drop || !moved) return; // a tap stays a click (pick the card, then tap a character)
    const row = rowAt(e.clientX, e.clientY);
    if (!row) return;
    const data = new DataTransfer();
    data.setData("text/x-card", card);
    row.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }));
    row.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
  };
  document.addEventListener("pointerup", (e) => end(e, true));
  document.addEventListener("pointercancel", (e) => end(e, false));
}

function rowAt(x: number, y: number): HTMLElement | null {
  return document.elementFromPoint(x, y)?.closest<HTMLElement>(".plan li[data-character]") ?? null;
}
