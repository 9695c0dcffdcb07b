// Server HTML reduced to its text, where markup has no place (a banner card is one link, and links
// cannot nest): parsed in an inert document (no scripts run, nothing loads), paragraph breaks kept.
// Where the HTML itself is shown, it goes through SafeHtml (src/components/SafeHtml.tsx).
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '</p>\n'), 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
