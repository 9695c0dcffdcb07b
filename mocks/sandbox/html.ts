// Text written into HTML: what a member typed in a plain-text field, or a name in a page the sandbox
// serves, shown as typed and never applied as markup.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `s` with the characters HTML reads as markup written as entities. Line breaks stay as they are. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
