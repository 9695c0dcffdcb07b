// The point screens (/mypage/point/change, /mypage/point/use, /mypage/point/list) without the
// browser: a conversion accepted (the exact body, the balance and the list read again, the box
// emptied); below the minimum and above the remaining points refused before sending; each server
// refusal of /api/point/change (P009, NT99 above the form, P003 under the amount) as its own message
// with the typed amount kept and the exact body sent; the list's bodies (today asked, the page the
// pager picks, the page in the address); the rows' kinds in words; nothing in the period (said so,
// the figures at 0P); the summary not read (E002, its message instead of the conversion); the
// figures, and a refusal before sending, in English. The browser keeps the summary, the conversion's
// main path and its ten clicks, the list's paging through the pager, the address and a reload, mobile
// and axe of the empty and error states (tests/e2e/points.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { PointsScreen } from '@/features/mypage/points/PointsScreen';
import { seoulToday } from '../e2e/support/dates';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const CHANGE = '/api/point/change';
const LIST = '/api/point/list';
const form = () => screen.getByRole('form', { name: '포인트 전환' });
const pointsBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: '전환할 포인트' });

/** The list's page requests (the summary read asks for one row). */
const listBodies = async () =>
  (await requestsTo(LIST)).map((r) => r.body as Record<string, unknown>).filter((b) => b.count_per_list === 10);

async function convert({ user }: RenderedScreen, typed: string, submit = '포인트 전환') {
  await fill(user, pointsBox(), typed);
  await user.click(screen.getByRole('button', { name: submit }));
}

/** Each server refusal of /api/point/change: its own message, above the form or under the amount. */
const REFUSALS = [
  ['P009', '현재 포인트 전환을 이용할 수 없습니다.', 'form'],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.', 'form'],
  ['P003', '전환 금액을 입력해 주세요.', 'amount'],
] as const;

describe('the point conversion', () => {
  it('accepted: the exact body, the balance and the points read again, the box emptied', async () => {
    const view = await renderScreen(
      <>
        <PointsScreen view="use" />
        <BalanceRead />
      </>,
      { path: '/mypage/point/use', member: true },
    );
    await screen.findByText('보유 포인트 35,200P · 1,000P부터 전환할 수 있습니다.');
    await convert(view, '12000');
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
    expect(dialog.textContent).toContain('12,000P를 캐시 12,000원으로 전환할까요?');
    await clearRequests();
    await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await screen.findByText('12,000P를 캐시 12,000원으로 전환했습니다.', { exact: false });
    const sent = await requestsTo(CHANGE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ point: 12_000, siteId: 'winner' });
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await requestsTo(LIST)).length).toBeGreaterThan(0);
    expect(pointsBox().value).toBe('');
  });

  it('below the minimum and above the remaining points send nothing; then P009, NT99 and P003 each as its own message, the typed amount kept, the exact body sent', async () => {
    const view = await renderScreen(<PointsScreen view="change" />, { path: '/mypage/point/change', member: true });
    await screen.findByText('보유 포인트 35,200P · 1,000P부터 전환할 수 있습니다.');
    await convert(view, '999');
    await within(form()).findByText('포인트는 최소 1,000포인트부터 전환할 수 있습니다.');
    await convert(view, '35201');
    await within(form()).findByText('전환할 포인트가 보유 포인트를 초과합니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(CHANGE)).toHaveLength(0);

    for (const [code, message, where] of REFUSALS) {
      await setScenario(CHANGE, code, 1);
      await clearRequests();
      await convert(view, '5000');
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await closed(dialog);
      if (where === 'amount') {
        const control = pointsBox().closest('.MuiFormControl-root');
        expect(control, code).not.toBeNull();
        await within(control as HTMLElement).findByText(message);
      } else {
        const alert = await within(form()).findByRole('alert');
        await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      }
      expect(pointsBox().value, code).toBe('5,000');
      const sent = await requestsTo(CHANGE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ point: 5000, siteId: 'winner' });
    }
  });

  it('in English: the figures, and below the minimum refused before sending', async () => {
    const view = await renderScreen(<PointsScreen view="use" />, { path: '/mypage/point/use', member: true, language: 'en' });
    const figures = await screen.findByRole('region', { name: 'Your points' });
    await within(figures).findByText('35,200 P');
    await within(figures).findByText('Earned last month');
    await fill(view.user, screen.getByRole('textbox', { name: 'Points to convert' }), '500');
    await view.user.click(screen.getByRole('button', { name: 'Convert points' }));
    await screen.findByText('You can convert 1,000 points or more.');
    expect(await requestsTo(CHANGE)).toHaveLength(0);
  });
});

describe('the point list', () => {
  it('asks for today’s first page, then the page the pager picks', async () => {
    const view = await renderScreen(<PointsScreen view="list" />, { path: '/mypage/point/list', member: true });
    const table = await screen.findByRole('table', { name: '포인트 내역' });
    await within(table).findAllByText('충전 포인트');
    const today = seoulToday();
    expect((await listBodies()).at(-1)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today });
    await setScenario(LIST, 'page3');
    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '3 페이지로' }));
    await screen.findByRole('button', { name: '3 페이지 (현재)' });
    await expect.poll(async () => (await listBodies()).at(-1)?.page).toBe(3);
  });

  it('each row its kind in words and its points: the newest a top-up (3,000P), then a cash conversion (10,000P)', async () => {
    await renderScreen(<PointsScreen view="list" />, { path: '/mypage/point/list', member: true });
    const table = await screen.findByRole('table', { name: '포인트 내역' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const rows = within(table).getAllByRole('row');
    within(rows[1]!).getByText('충전 포인트');
    within(rows[1]!).getByText('3,000P');
    within(rows[2]!).getByText('캐시 전환');
    within(rows[2]!).getByText('10,000P');
  });

  it('nothing in the period: said so, the figures at 0P, no table', async () => {
    await setScenario(LIST, 'empty');
    await renderScreen(<PointsScreen view="list" />, { path: '/mypage/point/list', member: true });
    await screen.findByText('이 기간에 적립하거나 사용한 포인트가 없습니다.');
    // the summary is its own read: it may come after the list's
    const figures = await screen.findByRole('region', { name: '포인트 현황' });
    expect(within(figures).getAllByText('0P', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: '포인트 내역' })).toBeNull();
  });

  it('the summary not read (E002): its own message with a retry instead of the conversion', async () => {
    await setScenario(LIST, 'E002');
    await renderScreen(<PointsScreen view="use" />, { path: '/mypage/point/use', member: true });
    const failed = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => expect(failed.textContent).toContain('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'));
    within(failed).getByRole('button', { name: '다시 시도' });
    expect(screen.queryByRole('textbox', { name: '전환할 포인트' })).toBeNull();
  });

  it('asks for the page its address names', async () => {
    await setScenario(LIST, 'page3');
    await renderScreen(<PointsScreen view="list" />, { path: '/mypage/point/list?page=3', route: '/mypage/point/list', member: true });
    await screen.findByRole('button', { name: '3 페이지 (현재)' });
    await expect.poll(async () => (await listBodies()).at(-1)?.page).toBe(3);
  });
});
