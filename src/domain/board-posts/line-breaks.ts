// What a member (or the staff's console) typed keeps its lines: a post's, an inquiry's and an
// answer's content is HTML, and a line break typed inside its text is shown as one
// (docs/rules.md#board-posts). Only breaks with text on both sides inside one run of text count: the whitespace
// between tags, and at the edges of a run of text, is the HTML's own layout and stays as it is.

const BREAKS = /\r\n|\r|\n/;
/** Where a typed line break means nothing. */
const KEEP_AS_IS = new Set(['PRE', 'TEXTAREA', 'SCRIPT', 'STYLE', 'TEMPLATE']);

function insidePlain(node: Node): boolean {
  for (let p = node.parentNode; p; p = p.parentNode) if (p instanceof Element && KEEP_AS_IS.has(p.tagName)) return true;
  return false;
}

/**
 * The HTML with each line break typed inside its text written as `<br>`. Parsed in an inert
 * `<template>` (nothing in it runs or loads); the result still goes through SafeHtml.
 */
export function withLineBreaks(html: string): string {
  if (!BREAKS.test(html) || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n instanceof Text) texts.push(n);
  for (const text of texts) {
    const value = text.data;
    const [, lead = '', body = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(value) ?? [];
    if (!BREAKS.test(body) || insidePlain(text)) continue;
    const parts = body.split(BREAKS);
    const pieces: Node[] = [document.createTextNode(lead + (parts[0] ?? ''))];
    for (const part of parts.slice(1)) pieces.push(document.createElement('br'), document.createTextNode(part));
    const last = pieces[pieces.length - 1];
    if (last instanceof Text) last.data += trail;
    text.replaceWith(...pieces);
  }
  return template.innerHTML;
}
