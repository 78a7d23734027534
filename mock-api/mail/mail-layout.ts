import { textDirectionOf } from '../../shared/domain/locales';
import { fontStack, palette as colors, radiusLengths as radii } from '../../shared/ui/theme';
import { escapeHtml } from '../http/html-escape';
import type { OutgoingMail } from './outgoing-mail';

/** What a message says, once: the text and HTML parts are both drawn from it. */
export type MailContent = {
  to: string;
  locale: string;
  subject: string;
  /** The brand's name, at the top of the HTML part. */
  brand: string;
  paragraphs: readonly string[];
  /** The one thing the message asks the reader to do, as a button (HTML) and an address (text). */
  action?: { label: string; href: string };
  /** Paragraphs after the action: how long it works, what to do if it was not you. */
  after?: readonly string[];
  footer: string;
};

// pre-line keeps a paragraph's own line breaks (a booking's facts, one a line) and folds the rest.
const paragraphHtml = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${colors.ink};white-space:pre-line">${escapeHtml(text)}</p>`;

function actionHtml({ label, href }: NonNullable<MailContent['action']>): string {
  return (
    `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:${radii.control};` +
    `background:${colors.brand};color:${colors.brandText};font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`
  );
}

/**
 * The HTML part: inline styles only (mail clients drop style sheets and custom properties, so the theme's literal values), one centred column, the brand's
 * colours and type, every text escaped, and the page direction of the message's language.
 */
function htmlOf(content: MailContent): string {
  const dir = textDirectionOf(content.locale);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colors.canvas};font-family:${escapeHtml(fontStack)}">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">`,
    `<div style="background:${colors.brand};color:${colors.brandText};padding:16px 24px;border-radius:${radii.card} ${radii.card} 0 0;font-size:20px;letter-spacing:0.04em">${escapeHtml(content.brand)}</div>`,
    `<div style="background:${colors.surface};padding:24px;border-radius:0 0 ${radii.card} ${radii.card}">`,
    ...content.paragraphs.map(paragraphHtml),
    content.action ? actionHtml(content.action) : '',
    ...(content.after ?? []).map(paragraphHtml),
    '</div>',
    `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${colors.inkMuted}">${escapeHtml(content.footer)}</p>`,
    '</div></body></html>',
  ].join('');
}

/** The text part: the same paragraphs, and the action's address on a line of its own. */
function textOf(content: MailContent): string {
  const action = content.action ? [`${content.action.label}:`, content.action.href, ''] : [];
  return [...content.paragraphs.flatMap((text) => [text, '']), ...action, ...(content.after ?? []).flatMap((text) => [text, '']), '—', content.footer].join('\n');
}

export function composeMail(content: MailContent): OutgoingMail {
  return { to: content.to, subject: content.subject, text: textOf(content), html: htmlOf(content), locale: content.locale };
}
