// Test helper: controls without an accessible name. A fast structural check (aria-label,
// aria-labelledby, a label, or text), for whole pages where role queries by name are slow in jsdom.
const text = (element: Element | null | undefined): string => element?.textContent?.trim() ?? '';

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, [role=img], [role=radiogroup], [role=group], form, a';

/** Every control of the container that a screen reader could not name. */
export function unnamedControls(container: Element): Element[] {
  const labelFor = new Map<string, string>();
  for (const label of container.querySelectorAll('label[for]')) labelFor.set(label.getAttribute('for') ?? '', text(label));
  const byId = (id: string) => text(container.ownerDocument.getElementById(id));
  const nameOf = (element: Element): string =>
    element.getAttribute('aria-label')?.trim() ||
    (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map(byId).join(' ').trim() ||
    (element.id ? (labelFor.get(element.id) ?? '') : '') ||
    text(element.closest('label')) ||
    (element.matches('input, select, textarea') ? '' : text(element));
  return [...container.querySelectorAll(CONTROLS)].filter((element) => !element.closest('[aria-hidden=true]') && nameOf(element) === '');
}
