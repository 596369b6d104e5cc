import { fixedT } from "../../client/i18n/translator";
import { CHAT_MAX_CHARS } from "../../shared/protocol/chat";
import { escapeHtml } from "./firstScreenPage";
import type { FirstScreenLanguage } from "./firstScreenWords";

/**
 * The table chat's empty frame as a watcher's ChatPanel (client/ui/chatPanel.ts) draws it: its title, the
 * players' choice to read the watchers (hidden: a watcher reads both), the empty list and the form. The log above it
 * takes the side panel's remaining height, so without this frame the log's lines would move up when the chat comes.
 * The panel then replaces these elements with its own, in the same boxes; the lines people wrote come with it.
 */
export function chatFrameHtml(lng: FirstScreenLanguage): string {
  const t = fixedT(lng);
  const title = escapeHtml(t("talk.chatTitle"));
  const placeholder = escapeHtml(t("talk.placeholderWatchers"));
  return [
    `<div class="chat-header"><h3>${title}</h3><label class="check chat-watchers-toggle" hidden><input type="checkbox"> <span>${escapeHtml(t("talk.showWatchers"))}</span></label></div>`,
    `<ol class="chat-lines" tabindex="0" aria-live="polite" aria-label="${title}"></ol>`,
    `<form class="chat-form"><input maxlength="${CHAT_MAX_CHARS}" autocomplete="off" class="chat-input" placeholder="${placeholder}" aria-label="${placeholder}"><button type="submit">${escapeHtml(t("talk.send"))}</button></form>`,
    '<p class="error chat-error" role="alert"></p>',
  ].join("");
}
