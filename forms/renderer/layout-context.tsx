// Which layout the page is in (desktop or mobile), provided once by each app's root and read by
// screens and by SchemaForm (whose variant follows it unless told otherwise), so one screen serves
// both route tables. It lives here, in the lowest layer that reads it; src re-exports it
// (src/components/layout.ts) for screens.
import { createContext, useContext, type ReactNode } from 'react';
import type { FormVariant } from './layout';

export type Layout = FormVariant;

const LayoutContext = createContext<Layout>('desktop');

export function LayoutProvider({ layout, children }: { layout: Layout; children: ReactNode }) {
  return <LayoutContext.Provider value={layout}>{children}</LayoutContext.Provider>;
}

/** The page's layout: 'desktop' (601 px and up at start) or 'mobile'. */
export const useLayout = (): Layout => useContext(LayoutContext);
