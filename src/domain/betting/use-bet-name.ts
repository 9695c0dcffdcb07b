// A bet's game group, vendor and game in the member's language (./bet-names.ts), with the codes they
// are named by: the betting history and a board post's bets name bets so. The server names game
// groups in Korean and English only (CommonCode); another language gets the site's own words for a
// known group (shell:gameGroups, as the side menu does; docs/rules.md#names).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { codeName } from '@/lib/code-name';
import { betGame, betVendor, type NamedBet } from './bet-names';

const SERVER_NAMED = new Set(['ko', 'en']);

/** A game group's name by its code in the member's language (the code itself when no group has it). */
export function useGroupName(language: string): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('shell');
  const groups = useGameGroupCodes().data;
  return useCallback(
    (code: string | undefined) => {
      if (code !== undefined && !SERVER_NAMED.has(language) && i18n.exists(`shell:gameGroups.${code}`))
        return t(`gameGroups.${code as 'casino'}`, { lng: language });
      const group = groups?.find((g) => g.code === code);
      return group ? codeName(group, language) : code;
    },
    [groups, language, i18n, t],
  );
}

/** A bet's vendor and game, "vendor · game"; a bet whose vendor is its group (a sports slip) is named by the group. */
export function useBetName(language: string): (bet: NamedBet) => string {
  const groups = useGameGroupCodes().data;
  const codes = useGameCodes().data;
  const groupName = useGroupName(language);
  const named = useMemo(() => [...(codes ?? []), ...(groups ?? [])], [codes, groups]);
  return useCallback(
    (bet: NamedBet) => {
      const group =
        bet.vendorCode === undefined && bet.company
          ? groups?.find((g) => g.codeName === bet.company || g.codeNameEN === bet.company)
          : undefined;
      const vendor = group ? groupName(group.code) : betVendor(bet, named, language);
      return [vendor, betGame(bet, language)].filter(Boolean).join(' · ');
    },
    [groups, groupName, named, language],
  );
}
