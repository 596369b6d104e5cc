import { language, t } from "../i18n";
import type { PairedDevice, TableConnection } from "../net/TableConnection";
import { phoneIcon } from "./phoneIcon";

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
    row.append(phoneIcon(true), text, revoke);
    list.append(row);
  }
  return list;
}
