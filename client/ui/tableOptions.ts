import { t } from "../i18n";
import type { Pace } from "../../shared/protocol/pace";

// The Dark Alley table options (RULES §12) on the landing page's forms, and their one-line label in the
// lobby listing and the lobby panel ("Dark Alley · Prophecies · Abilities").

/** The options as the server takes them (server/rooms/messages.ts CreateOptions). */
export interface ModuleChoice {
  darkAlley: boolean;
  prophecies: boolean;
  abilities: boolean;
}

const input = (id: string): HTMLInputElement => document.getElementById(id) as HTMLInputElement;

/**
 * Wires the new-table options: Dark Alley is not offered with the beginner setup or quick start (choosing it
 * clears them, choosing either clears it); Prophecies and Magician abilities show only with Dark Alley.
 */
export function wireModuleOptions(): void {
  const alley = input("dark-alley");
  const quick = input("quick-start");
  const beginner = input("beginner-setup");
  const sync = (): void => {
    document.getElementById("dark-alley-options")!.hidden = !alley.checked;
    document.getElementById("dark-alley-note")!.hidden = !alley.checked;
  };
  alley.addEventListener("change", () => {
    if (alley.checked) quick.checked = beginner.checked = false;
    sync();
  });
  for (const other of [quick, beginner]) {
    other.addEventListener("change", () => {
      if (other.checked) alley.checked = false;
      sync();
    });
  }
  sync();
  // The solo form has its own Dark Alley (a playtester ticked the new-table form's and got a base game): its
  // options show with it; its quick start is implied for a base game only.
  const soloAlley = input("solo-dark-alley");
  const soloSync = (): void => {
    document.getElementById("solo-dark-alley-options")!.hidden = !soloAlley.checked;
    document.getElementById("solo-dark-alley-note")!.hidden = !soloAlley.checked;
  };
  soloAlley.addEventListener("change", soloSync);
  soloSync();
}

/**
 * The module options a landing form asks for: the new-table form's (read by the hot-seat form too), or with
 * `prefix` "solo-" the solo form's own.
 */
export function moduleOptions(prefix = ""): ModuleChoice | Record<string, never> {
  if (!input(`${prefix}dark-alley`).checked) return {};
  return {
    darkAlley: true,
    prophecies: input(`${prefix}prophecies`).checked,
    abilities: input(`${prefix}abilities`).checked,
  };
}

/** "Dark Alley · Prophecies · Abilities" (only what is on), or "" for a base game. */
export function moduleLabel(o: {
  darkAlley?: boolean | undefined;
  prophecies?: boolean | undefined;
  abilities?: boolean | undefined;
}): string {
  if (!o.darkAlley) return "";
  return [
    t("options.darkAlley"),
    ...(o.prophecies ? [t("options.prophecies")] : []),
    ...(o.abilities ? [t("options.abilities")] : []),
  ].join(" · ");
}

/**
 * The pace the host picked for a new table (issue 29), from the online form's Pace or the hot-seat form's own (each
 * person's clock runs on their decisions, on one device as online): left out for "none", the server's default.
 */
export function paceOption(
  select = document.getElementById("pace") as HTMLSelectElement | null,
): { pace: "relaxed" | "normal" | "fast" } | Record<string, never> {
  const value = select?.value;
  return value === "relaxed" || value === "normal" || value === "fast" ? { pace: value } : {};
}

/** "Clock: 5 min + 10 s per decision" for a paced table (issue 29), "" for one without clocks. */
export function paceLabel(pace: Pace | null | undefined): string {
  if (!pace) return "";
  const bank =
    pace.bankSeconds % 60 === 0
      ? t("talk.minutes", { count: pace.bankSeconds / 60 })
      : t("talk.seconds", { count: pace.bankSeconds });
  return t("talk.paceLabel", { bank, bonus: t("talk.seconds", { count: pace.bonusSeconds }) });
}
