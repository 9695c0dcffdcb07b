import { PageMain } from './PageMain';

/** No chrome at all: the game window (/slot/game). */
export function EmptyLayout() {
  return <PageMain sx={{ minHeight: '100vh', p: 1 }} />;
}
