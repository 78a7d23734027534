const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Text made safe inside a double-quoted HTML attribute and anywhere else in a page or an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => HTML_ESCAPES[character]!);
}
