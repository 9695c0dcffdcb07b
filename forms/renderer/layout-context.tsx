// Which layout the page is in (desktop or mobile), provided once by each app's root and read by
// screens and by SchemaForm (whose variant follows it unless told otherwise), so one screen serves
// both route tables. It lives here, in the lowest layer that reads it; screens import it from here.
// The Layout type itself is pure data (forms/meta/types.ts), for code without React.
import { createContext, useContext, type ReactNode } from 'react';
import type { Layout } from '../meta/types';

const LayoutContext = createContext<Layout>('desktop');

export function LayoutProvider({ layout, children }: { layout: Layout; children: ReactNode }) {
  return <LayoutContext.Provider value={layout}>{children}</LayoutContext.Provider>;
}

/** The page's layout: 'desktop' (601 px and up at start) or 'mobile'. */
export const useLayout = (): Layout => useContext(LayoutContext);
