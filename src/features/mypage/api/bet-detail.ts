// One bet with its picks (/api/bet/detail; no call without a bet), from the current or the old history.
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const useBetDetail = (betIdx: number | null, old: boolean) =>
  useQuery({
    ...contractQuery('/api/bet/detail', { betIdx: betIdx ?? 0, oldYn: old ? 'Y' : 'N' }),
    enabled: betIdx !== null,
  });
