// The point conversion (/mypage/point/change, /mypage/point/use) without the browser: below the
// minimum and above the remaining points refused before sending; each server refusal of
// /api/point/change (P009, NT99 above the form, P003 under the amount) as its own message with the
// typed amount kept and the exact body sent; the figures, and a refusal before sending, in English.
// The browser keeps the summary, the conversion's main path and its ten clicks, the list and its
// paging, the empty and error states, mobile and axe (tests/e2e/points.test.ts).
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsScreen } from '@/features/mypage/points/PointsScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const CHANGE = '/api/point/change';
const form = () => screen.getByRole('form', { name: '포인트 전환' });
const pointsBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: '전환할 포인트' });

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
      await waitForElementToBeRemoved(dialog);
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
