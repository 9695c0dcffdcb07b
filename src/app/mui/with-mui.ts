// MUI (its theme, Emotion and the components) is not in the first chunk: the chrome and the main
// page are built without it (src/components/ui), and everything that uses it loads it with itself.
// withMui wraps a lazy loader so the component arrives already inside MUI's theme.
import type { ComponentType } from 'react';

export function withMui<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([import('./MuiScope'), load()]).then(([{ scoped }, Component]) => scoped(Component));
}
