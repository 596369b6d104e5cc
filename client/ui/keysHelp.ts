import { onLanguageChange, t } from "../i18n";

/** The rows of the help: the key's words and what it does (both i18n keys under boardKeys.help). */
const ROWS = [
  "tab",
  "arrows",
  "pages",
  "homeEnd",
  "next",
  "enter",
  "escape",
  "rotate",
  "undo",
  "plan",
  "question",
] as const;

let dialog: HTMLDialogElement | null = null;

/**
 * The keyboard help: a "Keys" button in the top bar and the "?" key (anywhere but in a text field) open a modal
 * dialog listing the board's keys; Escape or Close shuts it and the browser puts focus back where it was.
 */
export function installKeysHelp(): void {
  if (dialog) return;
  const tools = document.getElementById("topbar-tools");
  dialog = document.createElement("dialog");
  dialog.className = "keys-help";
  dialog.id = "keys-help";
  dialog.setAttribute("aria-labelledby", "keys-help-title");
  document.body.append(dialog);
  const button = document.createElement("button");
  button.type = "button";
  button.id = "keys-help-open";
  button.className = "keys-help-open";
  button.addEventListener("click", () => toggleKeysHelp());
  const label = (): void => {
    button.textContent = t("boardKeys.help.open");
    button.title = t("boardKeys.help.openTitle");
    button.setAttribute("aria-keyshortcuts", "?");
    if (dialog?.open) fill(dialog);
  };
  label();
  onLanguageChange(label);
  tools?.append(button);
  document.addEventListener("keydown", (e) => {
    if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey) return;
    if ((e.target as HTMLElement | null)?.closest?.("input, select, textarea, [contenteditable]")) return;
    e.preventDefault();
    toggleKeysHelp();
  });
}

export function toggleKeysHelp(): void {
  if (!dialog) return;
  if (dialog.open) {
    dialog.close();
    return;
  }
  fill(dialog);
  dialog.showModal();
}

function fill(d: HTMLDialogElement): void {
  const title = document.createElement("h2");
  title.id = "keys-help-title";
  title.textContent = t("boardKeys.help.title");
  const intro = document.createElement("p");
  intro.textContent = t("boardKeys.help.intro");
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  for (const k of ["key", "does"]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = t(`boardKeys.help.${k}`);
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of ROWS) {
    const tr = body.insertRow();
    const key = document.createElement("th");
    key.scope = "row";
    const kbd = document.createElement("kbd");
    kbd.textContent = t(`boardKeys.help.${row}`);
    key.append(kbd);
    const does = tr.insertCell();
    does.textContent = t(`boardKeys.help.${row}Does`);
    tr.prepend(key);
  }
  const touch = document.createElement("p");
  touch.textContent = t("boardKeys.help.touch");
  const close = document.createElement("button");
  close.type = "button";
  close.className = "primary";
  close.textContent = t("boardKeys.help.close");
  close.addEventListener("click", () => d.close());
  d.replaceChildren(title, intro, table, touch, close);
}
