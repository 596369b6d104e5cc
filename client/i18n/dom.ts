import { LANGUAGES, language, onLanguageChange, setLanguage, t, type Language } from "./index";

/**
 * Translates the page's fixed markup: `data-i18n` sets the text, `data-i18n-placeholder`,
 * `data-i18n-title` and `data-i18n-aria-label` set those attributes. Called at start and after
 * every language change; parts built in code translate themselves when they redraw.
 */
export function translateStatic(root: ParentNode = document): void {
  // Written only where the words differ: at the start, most of the markup is already in English, and every write
  // invalidates the page's style and layout inside the entry's task (issue 30, Total Blocking Time).
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const text = t(el.dataset.i18n!, values(el));
    if (el.textContent !== text) el.textContent = text;
  }
  const attribute = (selector: string, name: string, key: (el: HTMLElement) => string): void => {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      const text = t(key(el), values(el));
      if (el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  };
  attribute("[data-i18n-placeholder]", "placeholder", (el) => el.dataset.i18nPlaceholder!);
  attribute("[data-i18n-title]", "title", (el) => el.dataset.i18nTitle!);
  attribute("[data-i18n-aria-label]", "aria-label", (el) => el.dataset.i18nAriaLabel!);
  if (document.documentElement.lang !== language()) document.documentElement.lang = language();
}

/** Interpolation values given in markup as `data-i18n-n="3"` etc. */
function values(el: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(el.dataset)) {
    const m = /^i18nVar(\w+)$/.exec(key);
    if (m && value !== undefined) out[m[1]!.toLowerCase()] = value;
  }
  return out;
}

/** The language picker in the top bar: each language named in itself; the choice is kept on this device. */
export function mountLanguagePicker(host: HTMLElement): void {
  const label = document.createElement("label");
  label.className = "language-picker";
  const text = document.createElement("span");
  text.className = "sr-only";
  text.dataset.i18n = "language.label";
  const select = document.createElement("select");
  select.id = "language";
  for (const lng of LANGUAGES) select.append(new Option(t(`language.${lng}`), lng));
  select.value = language();
  // A language other than English is fetched on its first choice: if that fails (offline), the picker shows the
  // language the page still speaks.
  select.addEventListener("change", () => {
    setLanguage(select.value as Language).catch(() => {
      select.value = language();
    });
  });
  label.append(text, select);
  host.append(label);
  onLanguageChange(() => {
    select.value = language();
    translateStatic();
  });
  translateStatic();
}
