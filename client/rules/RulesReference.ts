import { language, onLanguageChange, t, type Language } from "../i18n";
import { cardsOf } from "./cards";
import { searchRules, sectionTexts } from "./search";
import { CHAPTERS, isSectionId, type Block, type RulesText, type SectionId } from "./sections";
import { rulesEn } from "./textEn";
import { rulesEs } from "./textEs";
import "./rules.css";

// The rules reference: a dialog over whatever page is open, with the contents, a search box and every section
// in the rulebook's order. Loaded on demand (open.ts). Everything is built as elements with textContent, never as
// HTML from the data, so the words can hold any character.

const TEXTS: Record<Language, RulesText> = { en: rulesEn, es: rulesEs };

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

class RulesReference {
  readonly dialog = el("dialog", { className: "rules-reference" });
  private readonly search = el("input", { type: "search", className: "rules-search" });
  private readonly count = el("p", { className: "rules-count" });
  private readonly nav = el("nav", { className: "rules-contents" });
  private readonly article = el("div", { className: "rules-sections" });
  private index: Map<SectionId, [string, string]> | null = null;
  private lang: Language = language();

  constructor() {
    this.dialog.setAttribute("aria-labelledby", "rules-title");
    this.dialog.dataset.testid = "rules-reference";
    this.count.setAttribute("aria-live", "polite");
    this.search.addEventListener("input", () => this.filter());
    // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
    this.dialog.addEventListener("click", (e) => {
      if (e.target === this.dialog) this.dialog.close();
    });
    this.dialog.addEventListener("close", () => delete document.body.dataset.rules);
    document.body.append(this.dialog);
    this.build();
    onLanguageChange(() => {
      this.lang = language();
      this.index = null;
      const open = this.dialog.open;
      const at = this.dialog.dataset.section;
      this.build();
      if (open && isSectionId(at)) this.goTo(at);
    });
  }

  private get text(): RulesText {
    return TEXTS[this.lang];
  }

  /** Builds the whole dialog in the current language. */
  private build(): void {
    const title = el("h2", { id: "rules-title", textContent: t("rules.title") });
    const close = el("button", { type: "button", className: "rules-close", textContent: t("rules.close") });
    close.addEventListener("click", () => this.dialog.close());
    this.search.placeholder = t("rules.searchPlaceholder");
    this.search.setAttribute("aria-label", t("rules.search"));
    const head = el("header", { className: "rules-head" });
    head.append(title, this.search, close);

    const contents = el("details", { className: "rules-toc" });
    contents.append(el("summary", { textContent: t("rules.contents") }));
    // Beside the sections on a wide screen the contents stay open; on a phone they fold above them.
    contents.open = window.matchMedia("(min-width: 701px)").matches;
    const chapters = el("ol");
    for (const chapter of CHAPTERS) {
      const item = el("li", { textContent: this.text.chapters[chapter.id] });
      const list = el("ol");
      for (const id of chapter.sections) {
        const a = el("a", { href: `#rule-${id}`, textContent: this.text.sections[id].title });
        a.addEventListener("click", (e) => {
          e.preventDefault();
          this.search.value = "";
          this.filter();
          this.goTo(id);
        });
        const li = el("li");
        li.append(a);
        list.append(li);
      }
      item.append(list);
      chapters.append(item);
    }
    contents.append(chapters);
    this.nav.replaceChildren(contents);

    this.article.replaceChildren();
    for (const chapter of CHAPTERS) {
      const part = el("section", { className: "rules-chapter" });
      part.append(el("h3", { textContent: this.text.chapters[chapter.id] }));
      for (const id of chapter.sections) part.append(this.section(id));
      this.article.append(part);
    }
    const body = el("div", { className: "rules-body" });
    body.append(this.nav, el("div", { className: "rules-main" }));
    body.lastElementChild!.append(this.count, this.article);
    this.dialog.replaceChildren(head, body);
    this.filter();
  }

  private section(id: SectionId): HTMLElement {
    const s = this.text.sections[id];
    const out = el("article", { id: `rule-${id}`, className: "rules-section" });
    out.dataset.section = id;
    out.tabIndex = -1;
    out.append(el("h4", { textContent: s.title }));
    for (const block of s.body) out.append(blockElement(block));
    const cards = cardsOf(id);
    if (cards.length) {
      const list = el("dl", { className: "rules-cards" });
      for (const c of cards) {
        list.append(el("dt", { textContent: c.title }));
        for (const line of c.lines) list.append(el("dd", { textContent: line }));
      }
      out.append(list);
    }
    if (s.readings?.length) {
      const box = el("aside", { className: "rules-readings" });
      box.append(el("h5", { textContent: t("rules.reading") }));
      for (const r of s.readings) box.append(el("p", { textContent: r.text }));
      out.append(box);
    }
    return out;
  }

  /** Shows only the sections matching the search box (all when it is empty). */
  private filter(): void {
    const query = this.search.value.trim();
    const sections = this.article.querySelectorAll<HTMLElement>(".rules-section");
    if (!query) {
      for (const s of sections) s.hidden = false;
      for (const c of this.article.querySelectorAll<HTMLElement>(".rules-chapter")) c.hidden = false;
      this.count.textContent = "";
      return;
    }
    this.index ??= sectionTexts(this.text);
    const found = searchRules(this.index, query);
    const shown = new Set<string>(found);
    for (const s of sections) s.hidden = !shown.has(s.dataset.section!);
    for (const c of this.article.querySelectorAll<HTMLElement>(".rules-chapter"))
      c.hidden = !c.querySelector(".rules-section:not([hidden])");
    // Best match first: move it to the top of the list's view.
    this.count.textContent = found.length
      ? t("rules.matches", { count: found.length, query })
      : t("rules.noMatch", { query });
    if (found[0]) this.article.querySelector(`#rule-${found[0]}`)?.scrollIntoView({ block: "nearest" });
  }

  /** Brings a section into view and marks it as the one asked for. */
  goTo(id: SectionId): void {
    this.dialog.dataset.section = id;
    for (const s of this.article.querySelectorAll(".rules-section.asked")) s.classList.remove("asked");
    const target = this.article.querySelector<HTMLElement>(`#rule-${id}`);
    if (!target) return;
    target.classList.add("asked");
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }

  show(section: SectionId | null): void {
    if (!this.dialog.open) this.dialog.showModal();
    document.body.dataset.rules = "open";
    if (section) {
      this.search.value = "";
      this.filter();
      this.goTo(section);
    } else {
      delete this.dialog.dataset.section;
      this.search.focus();
    }
  }
}

function blockElement(block: Block): HTMLElement {
  if (typeof block === "string") return el("p", { textContent: block });
  const list = el("ul");
  for (const point of block) list.append(el("li", { textContent: point }));
  return list;
}

let reference: RulesReference | null = null;

/** Opens the reference (made once per page), at `section` when given. */
export function showRules(section: SectionId | null): void {
  reference ??= new RulesReference();
  reference.show(section);
}
