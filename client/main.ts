import { TableConnection, type TableOptions } from "./net/TableConnection";
import { TableScreen } from "./ui/tableScreen";
import { showTablesList } from "./ui/tablesList";

/** Boots the page: the landing form at "/", the table at "/t/CODE". */
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const landing = $("landing");
const tableSection = $("table");
const status = $("status");
const landingError = $("landing-error");
const nameInput = $<HTMLInputElement>("player-name");
nameInput.value = sessionStorage.getItem("trickerion:name") ?? "";

function playerName(): string {
  const name = nameInput.value.trim();
  sessionStorage.setItem("trickerion:name", name);
  return name;
}

function tableCodeFromPath(): string | null {
  const match = /^\/t\/([A-Za-z0-9]+)\/?$/.exec(window.location.pathname);
  return match ? match[1]!.toUpperCase() : null;
}

let stopList: (() => void) | null = null;

async function openTable(connect: () => Promise<TableConnection>): Promise<void> {
  status.textContent = "Connecting…";
  let connection: TableConnection;
  try {
    connection = await connect();
  } catch (error) {
    status.textContent = "";
    landing.hidden = false;
    tableSection.hidden = true;
    landingError.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  stopList?.();
  const path = `/t/${connection.code}`;
  if (window.location.pathname !== path) window.history.pushState({}, "", path);
  landing.hidden = true;
  tableSection.hidden = false;
  document.body.classList.add("at-table");
  $("table-info").hidden = false;
  $("table-code").textContent = connection.code;
  status.textContent = "";
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  connection.onRefused((refusal) => {
    // The server's own words for a refused action, shown for a few seconds.
    status.textContent = `Not allowed: ${refusal.message}`;
    status.classList.add("error");
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => {
      status.textContent = "";
      status.classList.remove("error");
    }, 6_000);
  });
  connection.room.onLeave(() => {
    status.textContent = "Disconnected from the table. Reload the page to reconnect.";
  });
  await TableScreen.open(connection);
}

$("create-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const options: TableOptions = {
    players: Number($<HTMLSelectElement>("player-count").value) as TableOptions["players"],
    quickStart: $<HTMLInputElement>("quick-start").checked,
    beginnerSetup: $<HTMLInputElement>("beginner-setup").checked,
    listed: $<HTMLInputElement>("listed").checked,
  };
  void openTable(() => TableConnection.create(options, playerName()));
});

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const code = $<HTMLInputElement>("join-code").value.trim();
  if (!/^[A-Za-z0-9]{4,8}$/.test(code)) {
    landingError.textContent = "A table code is 4 to 8 letters or digits.";
    return;
  }
  void openTable(() => TableConnection.join(code, playerName()));
});

$("copy-link").addEventListener("click", () => {
  void navigator.clipboard?.writeText(window.location.href).then(
    () => (status.textContent = "Link copied."),
    () => (status.textContent = `Share this link: ${window.location.href}`),
  );
});

const initialCode = tableCodeFromPath();
if (initialCode) void openTable(() => TableConnection.join(initialCode, playerName()));
else stopList = showTablesList($("tables-list"), (code, spectator) => void openTable(() => TableConnection.join(code, playerName(), spectator)));
