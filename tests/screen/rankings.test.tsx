// The main page's rankings (src/features/main/components/RankingList.tsx) without the browser: each
// winner's game in the member's language from RankingEntry.gameNames (docs/rules.md#names), the
// Korean `gameName` only where the server names it in no other language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankingList } from '@/features/main/components/RankingList';
import { renderScreen } from './support/render';

const Rankings = () => (
  <>
    <h1>main</h1>
    <RankingList board="ranking" />
    <RankingList board="slotRanking" />
  </>
);

describe('the rankings', () => {
  it.each([
    ['en', 'Baccarat', 'Sugar Rush'],
    ['vi', 'Baccarat', 'Sugar Rush'],
    ['ko', '바카라', '슈가 러쉬'],
  ] as const)('in %s: the games in its words', async (language, first, second) => {
    await renderScreen(<Rankings />, { path: '/', language });
    const lists = await screen.findAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      expect(within(list).getByText(first)).toBeTruthy();
      expect(within(list).getByText(second)).toBeTruthy();
    }
    if (language !== 'ko') expect(screen.queryByText('슈가 러쉬')).toBeNull();
  });
});
