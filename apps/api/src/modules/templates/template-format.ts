import {
  TEMPLATE_MESSAGES,
  TEMPLATE_PLACEHOLDERS,
  type TemplateKind,
} from '@eval/contracts/mail-templates';
import { escapeHtml } from '../../lib/html';

/**
 * The safe formatted text of template bodies (docs/campaigns.md, "Templates"). An
 * administrator writes plain text with a small markdown-like subset; the whole text is
 * escaped first and only then is that subset turned into HTML, and placeholder values are
 * escaped again when filled in, so neither the template nor a centre's name can put markup,
 * let alone a script, into a message.
 *
 * - a blank line separates paragraphs; a single line break stays a line break;
 * - lines that start with "- " form a list;
 * - **bold**, *italic*;
 * - [text]({{enlace}}) or [text](https://…) is a link (no other scheme).
 */

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const TAG = /<\s*\/?\s*[a-zA-Z!][^>]*>/;
const SAFE_TARGET = /^(?:\{\{enlace\}\}|https:\/\/[^\s"'<>]+)$/;

/** The Spanish reason `text` cannot be saved as a template of `kind`, or null. */
export function templateProblem(kind: TemplateKind, text: string): string | null {
  const allowed = TEMPLATE_PLACEHOLDERS[kind];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!allowed.includes(name)) return TEMPLATE_MESSAGES.unknownPlaceholder(name, allowed);
  }
  if (TAG.test(text)) return TEMPLATE_MESSAGES.noHtml;
  for (const match of text.matchAll(LINK)) {
    if (!SAFE_TARGET.test((match[2] ?? '').replace(PLACEHOLDER, '{{$1}}')))
      return TEMPLATE_MESSAGES.badLink;
  }
  return null;
}

/** Placeholders written with inner spaces (`{{ nombre }}`) in their one canonical form. */
export const canonical = (text: string): string => text.replace(PLACEHOLDER, '{{$1}}');

function inline(escaped: string): string {
  return escaped
    .replace(LINK, (_m, label: string, target: string) =>
      SAFE_TARGET.test(target) ? `<a href="${target}" style="color:#2b74c4">${label}</a>` : label,
    )
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*\n]+)\*/g, '<em>$1</em>');
}

/**
 * The body as HTML with its placeholders still in place (`{{nombre}}`): what is stored once per
 * template and filled per recipient (fillHtml, or the campaign's INSERT … SELECT).
 */
export function bodyToHtml(body: string): string {
  const blocks = canonical(body.replace(/\r\n?/g, '\n'))
    .trim()
    .split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((line) => escapeHtml(line.trim()));
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}

/** The body as plain text (the message's text part), placeholders still in place. */
export function bodyToText(body: string): string {
  return canonical(body.replace(/\r\n?/g, '\n'))
    .trim()
    .replace(LINK, '$1: $2')
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/\*([^*\n]+)\*/g, '$1');
}

export type PlaceholderValues = Partial<Record<string, string>>;

/** Fills placeholders of HTML with escaped values; an unknown or missing one becomes empty. */
export const fillHtml = (html: string, values: PlaceholderValues): string =>
  html.replace(PLACEHOLDER, (_m, name: string) => escapeHtml(values[name] ?? ''));

/** Fills placeholders of plain text (subject, text part) with the values as they are. */
export const fillText = (text: string, values: PlaceholderValues): string =>
  text.replace(PLACEHOLDER, (_m, name: string) => values[name] ?? '');
