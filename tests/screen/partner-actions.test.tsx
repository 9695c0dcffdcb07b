// Partner actions without the browser, as the partner member (member info example `partner`): the
// money move between sub-members (/partner/partnerMoneyMoveList) refused before the confirmation
// above the sender's held money, then C301 and C303 each as its own message with what was typed kept
// and the exact body; the rate change (/mypage/stributor_mypage) above my own rate refused before the
// confirmation, then E002 as its own message with the rate kept and the exact body. The browser keeps
// the status on both layouts, the move's double click and C303 with axe, the phone's checks, the rate
// change and its lock, the settlement reservations (C999, C503) and the sub-partner creation (U116)
// with axe (tests/e2e/partner-actions.test.ts).
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DistributorMyPage } from '@/features/partner/pages/DistributorMyPage';
import { PartnerMoneyMoveListPage } from '@/features/partner/pages/PartnerMoneyMoveListPage';
import { restoreSession } from '@/session/restore';
import { fill } from './support/fill';
import { signInMember } from './support/member';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const MOVE = '/api/partner/moneyMove';
const RATES = '/api/partner/rateUpdate';
const WAIT = { timeout: 10_000 };

/** tester01 signed in, then the member read again as the app does (the mock's `partner` example). */
async function signInPartner(): Promise<void> {
  await setScenario('/api/member/info', 'partner');
  await signInMember();
  await restoreSession();
}

/** Accepts the confirmation once it shows `line`; resolves once it is gone. */
async function confirm({ user }: RenderedScreen, line: string) {
  const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' }, WAIT);
  within(dialog).getByText(line, { exact: false });
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  await waitForElementToBeRemoved(dialog);
}

/** The move's form once the sub-members are listed in it. */
async function openMove() {
  await signInPartner();
  const view = await renderScreen(<PartnerMoneyMoveListPage />, { path: '/partner/partnerMoneyMoveList' });
  const form = await screen.findByRole('form', { name: '머니 이동' }, WAIT);
  const from = await within(form).findByRole<HTMLSelectElement>('combobox', { name: /보내는 회원/ }, WAIT);
  const to = within(form).getByRole<HTMLSelectElement>('combobox', { name: /받는 회원/ });
  const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /금액/ });
  const submit = () => view.user.click(within(form).getByRole('button', { name: '이동 신청' }));
  await waitFor(() => expect(within(from).getByRole('option', { name: '대박기원 (user1234)' })).toBeTruthy(), WAIT);
  return { view, form, from, to, amount, submit };
}

describe('money move between sub-members', () => {
  it('more than the sender holds sends nothing', async () => {
    const { view, form, from, to, amount, submit } = await openMove();

    // 대박기원 holds 54,000원
    await view.user.selectOptions(from, '대박기원 (user1234)');
    await view.user.selectOptions(to, '역삼매장 (store01)');
    await fill(view.user, amount, '54001');
    await submit();
    await within(form).findByText('보내는 회원의 보유머니보다 많이 이동할 수 없습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(MOVE)).toHaveLength(0);
  });

  it('C301 and C303 each their own message with what was typed kept and the exact body', async () => {
    const { view, form, from, to, amount, submit } = await openMove();
    await view.user.selectOptions(from, '강남총판 (dist01)');
    await view.user.selectOptions(to, '행운칠칠 (lucky77)');
    await fill(view.user, amount, '35000');
    for (const [code, message] of [
      ['C301', '머니 지급 권한이 없습니다.'],
      ['C303', '지급 금액을 확인해 주세요.'],
    ] as const) {
      await setScenario(MOVE, code, 1);
      await clearRequests();
      await submit();
      await confirm(view, '금액: 35,000원');
      await waitFor(() => expect(form.textContent, code).toContain(message), WAIT);
      expect(amount.value, code).toBe('35,000');
      expect(from.value, code).toBe('dist01');
      expect(to.value, code).toBe('lucky77');
      const sent = await requestsTo(MOVE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ siteId: 'winner', fromId: 'dist01', toId: 'lucky77', amount: 35_000 });
    }
  });
});

describe('rate change', () => {
  it('above my own rate sends nothing; E002 its own message with the rate kept and the exact body', async () => {
    await signInPartner();
    const view = await renderScreen(<DistributorMyPage />, { path: '/mypage/stributor_mypage' });
    const form = await screen.findByRole('form', { name: '요율 조정' }, WAIT);
    const casino = within(form).getByRole<HTMLInputElement>('textbox', { name: '카지노 롤링' });
    // the form starts from the sub-partner's own rates (역삼매장: 0.5 %)
    await waitFor(() => expect(casino.value).toBe('0.5'), WAIT);
    const save = () => view.user.click(within(form).getByRole('button', { name: '요율 저장' }));

    // above my rate (1 %), below my own parent's (1.2 %)
    await fill(view.user, casino, '1.1');
    await save();
    await within(form).findByText('내 요율보다 높게 설정할 수 없습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(RATES)).toHaveLength(0);

    await fill(view.user, casino, '1');
    await setScenario(RATES, 'E002', 1);
    await save();
    await confirm(view, '역삼매장의 요율을 저장하시겠습니까?');
    await screen.findByText('요율은 변경 후 하루 동안 다시 변경할 수 없습니다. 잠금이 풀린 뒤 다시 시도해 주세요.', {}, WAIT);
    expect(casino.value).toBe('1');
    expect((await requestsTo(RATES)).map((r) => r.body)).toEqual([
      {
        siteId: 'winner',
        memId: 'store01',
        rates: [
          { category: 'casino', rollingRate: 1, losingRate: 20 },
          { category: 'hotel', rollingRate: 0.4, losingRate: 15 },
          { category: 'slot', rollingRate: 2, losingRate: 20 },
          { category: 'mini', rollingRate: 1, losingRate: 10 },
        ],
      },
    ]);
  });
});
