import { loadAlleyWords, t } from "../i18n";
import type { SectionId } from "./sections";
import "./ruleLink.css";

// The one door to the rules reference: a "Rules" button and "Rule ›" links call openRules; the reference itself
// (its words in two languages, the card lists, the renderer) is a separate chunk, fetched the first time it opens,
// so a page that never opens it never pays for it.

type Reference = typeof import("./RulesReference");
let loading: Promise<Reference> | null = null;

/** Opens the rules reference, at `section` when given. */
export function openRules(section?: SectionId | null): Promise<void> {
  document.body.dataset.rules = "loading";
  // The card lists name Dark Alley's Special cards, prophecies and abilities: their words come with the reference.
  loading ??= Promise.all([import("./RulesReference"), loadAlleyWords()]).then(([m]) => m);
  return loading.then(
    (m) => m.showRules(section ?? null),
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) may succeed next time.
      loading = null;
      delete document.body.dataset.rules;
      alert(t("rules.failed", { error: error instanceof Error ? error.message : String(error) }));
    },
  );
}

/** A small "Rule ›" button that opens the reference at `section` (for refusals, tooltips, pop-overs). */
export function ruleLink(section: SectionId): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "rule-link";
  b.textContent = t("rules.link");
  b.title = t("rules.linkTitle");
  b.dataset.rule = section;
  b.addEventListener("click", (e) => {
    // Inside a pop-over or the board: the link must not also act on what it sits in.
    e.stopPropagation();
    void openRules(section);
  });
  return b;
}

/** The top bar's "Rules" button (landing page, table, phone hand: the top bar is on every page). */
export function rulesButton(): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.id = "rules-open";
  b.className = "rules-open";
  b.dataset.i18n = "rules.open";
  b.dataset.i18nTitle = "rules.openTitle";
  b.textContent = t("rules.open");
  b.title = t("rules.openTitle");
  b.addEventListener("click", () => void openRules());
  return b;
}
