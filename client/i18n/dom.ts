import { LANGUAGES, language, onLanguageChange, setLanguage, t, type Language } from "./index";

/**
 * Translates the page's fixed markup: `data-i18n` sets the text, `data-i18n-placeholder`,
 * `data-i18n-title` and `data-i18n-aria-label` set those attributes. Called at start and after
 * every language change; parts built in code translate themselves when they redraw.
 */
export function translateStatic(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n]")) el.textContent = t(el.dataset.i18n!, values(el));
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n-placeholder]"))
    el.setAttribute("placeholder", t(el.dataset.i18nPlaceholder!, values(el)));
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n-title]"))
    el.title = t(el.dataset.i18nTitle!, values(el));
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n-aria-label]"))
    el.setAttribute("aria-label", t(el.dataset.i18nAriaLabel!, values(el)));
  document.documentElement.lang = language();
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
