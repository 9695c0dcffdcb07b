// @vitest-environment jsdom
// A list never renders more than it shows: an answer holding more draws than a page
// leaves a page of them in the table, with a pager to the others.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import minigames from '../../../../locales/ko/minigames.json';
import resources from '../../../../locales/ko/resources.json';
import { LayoutProvider } from '@forms/renderer/layout-context';
import { miniGameOf, type MiniDraw } from '@/domain/betting/mini/games';
import { COUNT_PER_LIST } from '@/kit/paged-list/use-paged-list';
import { RecentDraws } from './RecentDraws';

const MANY = 500;
const draws: MiniDraw[] = Array.from({ length: MANY }, (_, i) => ({
  round: 100_000 - i,
  date: '2026-11-26 10:00:00',
  balls: [1, 2, 3, 4, 5],
  powerball: 6,
}));
vi.mock('../api/powerball-results', () => ({ useRecentDraws: () => ({ data: { list: draws }, isError: false }) }));

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { minigames, resources } } });
});

describe('the recent draws', () => {
  it.each(['desktop', 'mobile'] as const)('%s: 500 draws are a page of rows and a pager to the others', (layout) => {
    render(
      <I18nextProvider i18n={i18n}>
        <LayoutProvider layout={layout}>
          <RecentDraws game={miniGameOf('powerball')} />
        </LayoutProvider>
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: '파워볼 최근 결과' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(COUNT_PER_LIST);
    expect(within(table).getByRole('cell', { name: '100000' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    fireEvent.click(within(pager).getByRole('button', { name: '다음 페이지' }));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(COUNT_PER_LIST);
    expect(within(table).getByRole('cell', { name: String(100_000 - COUNT_PER_LIST) })).toBeTruthy();
    expect(within(table).queryByRole('cell', { name: '100000' })).toBeNull();
  });
});
