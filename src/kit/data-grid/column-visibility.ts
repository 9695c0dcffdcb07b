// Which columns a grid shows, kept per grid and per member in localStorage: a partner's choice
// survives a reload and is not another partner's on the same browser.
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const PREFIX = 'winner.grid.columns.';

export const columnsStorageKey = (grid: string, memId: string): string => `${PREFIX}${grid}.${memId}`;

function read(key: string): GridColumnVisibilityModel {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

export function useColumnVisibility(key: string) {
  const [stored, setStored] = useState(() => ({ key, model: read(key) }));
  // another member (or grid) on the same component: read its own choice
  const model = stored.key === key ? stored.model : read(key);
  if (stored.key !== key) setStored({ key, model });
  const set = useCallback(
    (next: GridColumnVisibilityModel) => {
      setStored({ key, model: next });
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or refused: the choice holds until the page is left
      }
    },
    [key],
  );
  return [model, set] as const;
}
