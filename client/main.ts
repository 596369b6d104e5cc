import { BoardScene } from "./board/BoardScene";
import { TableConnection } from "./net/TableConnection";
import { renderBoardSummary } from "./ui/boardSummary";

/** Boots the page: the landing form at "/", the table at "/t/CODE". */
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const landing = $("landing");
const tableSection = $("table");
const status = $("status");
const landingError = $("landing-error");

function tableCodeFromPath(): string | null {
  const match = /^\/t\/([A-Za-z0-9]+)\/?$/.exec(window.location.pathname);
  return match ? match[1]!.toUpperCase() : null;
}

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
  const path = `/t/${connection.code}`;
  if (window.location.pathname !== path) window.history.pushState({}, "", path);
  landing.hidden = true;
  tableSection.hidden = false;
  $("table-info").hidden = false;
  $("table-code").textContent = connection.code;
  status.textContent = `At table ${connection.code}. Share the link to let others join.`;

  const scene = await BoardScene.mount($("board"));
  const summary = $("board-summary");
  connection.subscribe((snapshot) => {
    scene.draw(snapshot);
    renderBoardSummary(summary, snapshot);
    document.body.dataset.boardReady = "true";
  });
  connection.room.onLeave(() => {
    status.textContent = "Disconnected from the table. Reload the page to reconnect.";
  });
}

$("create-table").addEventListener("click", () => {
  landingError.textContent = "";
  void openTable(() => TableConnection.create());
});

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const code = $<HTMLInputElement>("join-code").value.trim();
  if (!/^[A-Za-z0-9]{4,8}$/.test(code)) {
    landingError.textContent = "A table code is 4 to 8 letters or digits.";
    return;
  }
  void openTable(() => TableConnection.join(code));
});

$("copy-link").addEventListener("click", () => {
  void navigator.clipboard?.writeText(window.location.href).then(
    () => (status.textContent = "Link copied."),
    () => (status.textContent = `Share this link: ${window.location.href}`),
  );
});

const initialCode = tableCodeFromPath();
if (initialCode) void openTable(() => TableConnection.join(initialCode));
