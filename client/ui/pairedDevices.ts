import { language, t } from "../i18n";
import type { PairedDevice, TableConnection } from "../net/TableConnection";
import { svgElement } from "./svg";

/**
 * The phones paired to a seat, for the host or the seat's owner: when each was paired, whether it
 * plays now, and a button that revokes it (its link stops working at once).
 */
export function deviceList(
  connection: TableConnection,
  seat: number,
  name: string,
  devices: readonly PairedDevice[],
): HTMLElement {
  const list = document.createElement("ul");
  list.className = "paired-devices";
  for (const device of devices) {
    const row = document.createElement("li");
    row.dataset.seat = String(seat);
    const time = new Date(device.pairedAt).toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" });
    const text = document.createElement("span");
    text.textContent = t("seats.devicePaired", { time }) + (device.connected ? ` · ${t("seats.devicePlaying")}` : "");
    const revoke = document.createElement("button");
    revoke.type = "button";
    revoke.className = "revoke-device";
    revoke.textContent = t("seats.revoke");
    revoke.title = t("seats.revokeTitle", { name });
    revoke.addEventListener("click", () => {
      revoke.disabled = true;
      void connection.revokeDevice(seat, device.id);
    });
    row.append(smallPhone(), text, revoke);
    list.append(row);
  }
  return list;
}

/** The phone outline of the lobby's "Phone" button, smaller, before each paired phone. */
function smallPhone(): SVGSVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 10 16", "aria-hidden": "true", class: "phone-icon" });
  svg.append(
    svgElement("rect", {
      x: 1,
      y: 0.8,
      width: 8,
      height: 14.4,
      rx: 1.6,
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 1.3,
    }),
  );
  return svg;
}
