// The main page's live video (docs/rules.md#main-page), without the browser: the broadcast of
// /api/main's liveVideoUrl in a titled frame with a link to the /live page; "no live broadcast right
// now" while there is none (and a non-https address is never framed); when /api/main fails, the page's
// one failure with its retry stands in its place, and the retry brings it back. Another language's words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MainPage } from '@/features/main/components/MainPage';
import { setFault, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('live video on the main page', () => {
  it('frames the broadcast from the contract, with a link to the live page', async () => {
    await setScenario('/api/main', 'liveVideo');
    await renderScreen(<MainPage />, { path: '/' });
    const block = await region('라이브 영상');
    const frame = await within(block).findByTitle('라이브 스포츠 중계', {}, { timeout: 10_000 });
    expect(frame.getAttribute('src')).toBe('https://video.example.test/live/sports-1');
    expect(within(block).getByRole('link', { name: '라이브 영상 크게 보기' }).getAttribute('href')).toBe('/live');
  });

  it('says there is no broadcast while liveVideoUrl is null, in English too', async () => {
    await renderScreen(<MainPage />, { path: '/', language: 'en' });
    const block = await region('Live video');
    await within(block).findByText('There is no live broadcast right now.', {}, { timeout: 10_000 });
    expect(within(block).queryByTitle('Live sports broadcast')).toBeNull();
  });

  it("a failed /api/main: the page's one failure with a retry in its place; the retry shows the block again", async () => {
    // the query's own retry meets the fault too
    await setFault('/api/main', { status: 500, times: 2 });
    const view = await renderScreen(<MainPage />, { path: '/' });
    const boards = await region('게임 · 랭킹');
    const retry = await within(boards).findByRole('button', { name: /다시 시도/ }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: '라이브 영상' })).toBeNull();
    await view.user.click(retry);
    const block = await region('라이브 영상');
    await waitFor(() => expect(within(block).getByText('지금은 라이브 중계가 없습니다.')).toBeTruthy(), { timeout: 10_000 });
  });
});
