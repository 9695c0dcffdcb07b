// Desktop and compact mobile variants of every form: a form's variant is a page layout.
import type { Layout } from '../meta/types';

export type FormVariant = Layout;

export const VARIANTS = {
  desktop: { size: 'medium', gap: 2.5, maxWidth: 560, submitFullWidth: false, quickColumns: 6 },
  mobile: { size: 'small', gap: 1.5, maxWidth: undefined, submitFullWidth: true, quickColumns: 3 },
} as const satisfies Record<
  FormVariant,
  { size: 'small' | 'medium'; gap: number; maxWidth: number | undefined; submitFullWidth: boolean; quickColumns: number }
>;
