// Partner actions without the browser, as the partner member (member info example `partner`): the
// status's read (its start date); the money move between sub-members
// (/partner/partnerMoneyMoveList) refused before the confirmation above the sender's held money (in
// Korean, and in English on a phone), then C301 and C303 each as its own message with what was
// typed kept and the exact body, then the exact body sent once with the list of moves and the
// header's balance read again; the rate change (/mypage/stributor_mypage) above my own rate refused
// before the confirmation (in Korean, and in English on a phone), then PR01 (above my own at the
// server) as its own message with the rate kept and the exact body, then the exact body once; PR02
// (locked, with until when) its own message, the rates read again and the form locked until then; a settlement payment reserved (the exact body); the
// reservations filtered by state at the server (the body), a cancel refused (C503) in its
// confirmation, then the cancel's exact body and the list read again; the sub-partner creation
// (/striNew): U116 under the id with every field kept, then the exact body. The browser keeps the
// status on both layouts, the move's double click, the phone's pages, the rate change and its lock,
// the settlement reservations (C999 with axe, the double clicks) and the sub-partner creation
// (U116) with axe (tests/e2e/partner-actions.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it, vi } from 'vitest';
import { DistributorMyPageScreen } from '@/features/partner/pages/DistributorMyPageScreen';
import { DistributorScreen } from '@/features/partner/pages/DistributorScreen';
import { PartnerMoneyMoveListScreen } from '@/features/partner/pages/PartnerMoneyMoveListScreen';
import { SubPartnerCreateScreen } from '@/features/partner/pages/SubPartnerCreateScreen';
import { restoreSession } from '@/session/restore';
import { fill } from './support/fill';
import { signInMember } from './support/member';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const MOVE = '/api/partner/moneyMove';
const RATES = '/api/partner/rateUpdate';
const RATES_BODY = {
  siteId: 'winner',
  memId: 'store01',
  rates: [
    { category: 'casino', rollingRate: 1, losingRate: 20 },
    { category: 'hotel', rollingRate: 0.4, losingRate: 15 },
    { category: 'slot', rollingRate: 2, losingRate: 20 },
    { category: 'mini', rollingRate: 1, losingRate: 10 },
  ],
};
const RESERVE = '/api/partner/settlementReserve';
const RESERVE_LIST = '/api/partner/settlementReserveList';
const RESERVE_CANCEL = '/api/partner/settlementReserveCancel';
const CREATE = '/api/partner/create';
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
  await closed(dialog);
}

/** The move's form once the sub-members are listed in it (the shell's balance read beside it). */
async function openMove() {
  await signInPartner();
  const view = await renderScreen(
    <>
      <PartnerMoneyMoveListScreen />
      <BalanceRead />
    </>,
    { path: '/partner/partnerMoneyMoveList' },
  );
  const form = await screen.findByRole('form', { name: '머니 이동' }, WAIT);
  const from = await within(form).findByRole<HTMLSelectElement>('combobox', { name: /보내는 회원/ }, WAIT);
  const to = within(form).getByRole<HTMLSelectElement>('combobox', { name: /받는 회원/ });
  const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /금액/ });
  const submit = () => view.user.click(within(form).getByRole('button', { name: '이동 신청' }));
  await waitFor(() => expect(within(from).getByRole('option', { name: '대박기원 (user1234)' })).toBeTruthy(), WAIT);
  return { view, form, from, to, amount, submit };
}

describe('status', () => {
  it('read from a start date', async () => {
    await signInPartner();
    await clearRequests();
    await renderScreen(<DistributorScreen />, { path: '/stributor' });
    await expect
      .poll(async () => (await requestsTo('/api/partner/stats'))[0]?.body, WAIT)
      .toMatchObject({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe('money move between sub-members', () => {
  it('the page titled above its form, the history its second section; more than the sender holds sends nothing', async () => {
    const { view, form, from, to, amount, submit } = await openMove();
    const headings = screen.getAllByRole('heading').filter((h) => h.tagName === 'H1' || h.tagName === 'H2');
    expect(headings[0]).toBe(screen.getByRole('heading', { level: 1, name: '머니 이동' }));
    await screen.findByRole('heading', { level: 2, name: '머니 이동 내역' }, WAIT);

    // 대박기원 holds 54,000원
    await view.user.selectOptions(from, '대박기원 (user1234)');
    await view.user.selectOptions(to, '역삼매장 (store01)');
    await fill(view.user, amount, '54001');
    await submit();
    await within(form).findByText('보내는 회원의 보유머니보다 많이 이동할 수 없습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(MOVE)).toHaveLength(0);
  });

  it('in English on a phone: more than the sender holds is refused in English, nothing sent', async () => {
    await signInPartner();
    const view = await renderScreen(<PartnerMoneyMoveListScreen />, {
      path: '/partner/partnerMoneyMoveList',
      language: 'en',
      layout: 'mobile',
    });
    const form = await screen.findByRole('form', { name: 'Transfer between members' }, WAIT);
    const from = within(form).getByRole<HTMLSelectElement>('combobox', { name: /From member/ });
    await waitFor(() => expect(within(from).getByRole('option', { name: '대박기원 (user1234)' })).toBeTruthy(), WAIT);
    await view.user.selectOptions(from, '대박기원 (user1234)');
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /To member/ }), '역삼매장 (store01)');
    await fill(view.user, within(form).getByRole('textbox', { name: /Amount/ }), '60000');
    await view.user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await within(form).findByText("The amount is more than the sending member's cash balance.");
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(MOVE)).toHaveLength(0);
  });

  it('C301 and C303 each their own message with what was typed kept and the exact body; then the exact body once, the moves and the balance read again', async () => {
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
    // no refusal now: the same body once; the moves and the header's balance read again
    await clearRequests();
    await submit();
    await confirm(view, '금액: 35,000원');
    await screen.findByText('강남총판님에게서 행운칠칠님에게 35,000원을 이동했습니다.', {}, WAIT);
    expect((await requestsTo(MOVE)).map((r) => r.body)).toEqual([{ siteId: 'winner', fromId: 'dist01', toId: 'lucky77', amount: 35_000 }]);
    await expect.poll(async () => (await requestsTo('/api/partner/moneyMoveList')).length, WAIT).toBeGreaterThan(0);
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length, WAIT).toBeGreaterThan(0);
  });
});

describe('rate change', () => {
  it('above my own rate sends nothing; PR01 its own message with the rate kept and the exact body; then the exact body once', async () => {
    await signInPartner();
    const view = await renderScreen(<DistributorMyPageScreen />, { path: '/mypage/stributor_mypage' });
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
    await setScenario(RATES, 'PR01', 1);
    await save();
    await confirm(view, '역삼매장의 요율을 저장하시겠습니까?');
    await screen.findByText('하부 회원의 요율은 내 요율보다 높게 설정할 수 없습니다.', {}, WAIT);
    expect(casino.value).toBe('1');
    expect((await requestsTo(RATES)).map((r) => r.body)).toEqual([RATES_BODY]);

    await clearRequests();
    await save();
    await confirm(view, '역삼매장의 요율을 저장하시겠습니까?');
    await screen.findByText('역삼매장의 요율을 저장했습니다.', {}, WAIT);
    expect((await requestsTo(RATES)).map((r) => r.body)).toEqual([RATES_BODY]);
  });

  it('PR02 says until when (Seoul time), reads the rates again and locks the form until then', async () => {
    // before the example's data.until (2026-11-23 14:05 in Seoul)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T03:00:00Z'), shouldAdvanceTime: true });
    try {
      await signInPartner();
      const view = await renderScreen(<DistributorMyPageScreen />, { path: '/mypage/stributor_mypage' });
      const form = await screen.findByRole('form', { name: '요율 조정' }, WAIT);
      const casino = within(form).getByRole<HTMLInputElement>('textbox', { name: '카지노 롤링' });
      await waitFor(() => expect(casino.value).toBe('0.5'), WAIT);
      await fill(view.user, casino, '1');
      await setScenario(RATES, 'PR02', 1);
      await clearRequests();
      await view.user.click(within(form).getByRole('button', { name: '요율 저장' }));
      await confirm(view, '역삼매장의 요율을 저장하시겠습니까?');
      await screen.findByText(
        /^요율은 변경 후 하루 동안 다시 변경할 수 없습니다\. 2026년 11월 23일 14:05\(서울 시간\) 이후에 다시 시도해 주세요\.$/,
        {},
        WAIT,
      );
      expect(casino.value).toBe('1');
      expect((await requestsTo(RATES)).map((r) => r.body)).toEqual([RATES_BODY]);
      await screen.findByText(/^요율이 변경되어 2026\. 11\. 23\. 14:05\(서울 시간\)까지 다시 변경할 수 없습니다\.$/, {}, WAIT);
      expect(casino.matches(':disabled')).toBe(true);
      expect(within(form).getByRole('button', { name: '요율 저장' }).matches(':disabled')).toBe(true);
      await waitFor(async () => expect((await requestsTo('/api/partner/rates')).length).toBeGreaterThan(0), WAIT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in English on a phone: above my own rate is refused in English, nothing sent', async () => {
    await signInPartner();
    const view = await renderScreen(<DistributorMyPageScreen />, { path: '/mypage/stributor_mypage', language: 'en', layout: 'mobile' });
    const form = await screen.findByRole('form', { name: 'Adjust rates' }, WAIT);
    const casino = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Casino rolling commission' });
    await waitFor(() => expect(casino.value).toBe('0.5'), WAIT);
    await fill(view.user, casino, '1.1');
    await view.user.click(within(form).getByRole('button', { name: 'Save rates' }));
    await within(form).findByText('A rate cannot be higher than your own.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(RATES)).toHaveLength(0);
  });
});

describe('settlement payments', () => {
  it('one reserved (the exact body); the reservations filtered by state at the server; a cancel refused (C503) in its confirmation, then the exact body and the list read again', async () => {
    await signInPartner();
    const view = await renderScreen(<DistributorMyPageScreen />, { path: '/mypage/stributor_mypage' });
    await clearRequests();
    await view.user.click(await screen.findByRole('button', { name: '역삼매장 2026. 11. 22. 카지노 정산 지급 예약' }, WAIT));
    let ask = await screen.findByRole('dialog', { name: '정산 지급을 예약할까요?' });
    await view.user.click(within(ask).getByRole('button', { name: '지급 예약' }));
    await closed(ask, WAIT);
    expect((await requestsTo(RESERVE)).map((r) => r.body)).toEqual([
      {
        siteId: 'winner',
        payAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 12:00:00$/),
        memId: 'store01',
        settlementDate: '2026-11-22',
        category: 'casino',
        amount: 1_035_000,
      },
    ]);

    const table = await screen.findByRole('table', { name: '예약된 정산 지급 목록' }, WAIT);
    await clearRequests();
    await view.user.click(screen.getByRole('combobox', { name: '상태' }));
    await view.user.click(await screen.findByRole('option', { name: '지급 대기' }));
    await expect.poll(async () => (await requestsTo(RESERVE_LIST)).at(-1)?.body, WAIT).toMatchObject({ page: 1, status: 'waiting' });

    await setScenario(RESERVE_CANCEL, 'C503', 1);
    await view.user.click(await within(table).findByRole('button', { name: /^강남매장님 .* 카지노 정산 지급 예약 취소$/ }, WAIT));
    ask = await screen.findByRole('dialog', { name: '지급 예약을 취소할까요?' });
    await view.user.click(within(ask).getByRole('button', { name: '예약 취소' }));
    await within(ask).findByText('이미 처리된 요청은 변경할 수 없습니다.', { exact: false }, WAIT);
    await clearRequests();
    await view.user.click(within(ask).getByRole('button', { name: '예약 취소' }));
    await closed(ask, WAIT);
    await screen.findByText('강남매장님에게 330,000원 지급 예약을 취소했습니다.', {}, WAIT);
    expect((await requestsTo(RESERVE_CANCEL)).map((r) => r.body)).toEqual([{ siteId: 'winner', reserveIdx: 5012 }]);
    await expect.poll(async () => (await requestsTo(RESERVE_LIST)).length, WAIT).toBeGreaterThan(0);
  });
});

describe('sub-partner creation', () => {
  // the whole creation form typed three times: past the 30 s default on a busy machine (seen in CI)
  it(
    'U116 under the id, PR01 (a rate above the own) above the form, every field kept; then the exact body',
    { timeout: 60_000 },
    async () => {
      await signInPartner();
      const view = await renderScreen(<SubPartnerCreateScreen />, { path: '/striNew', layout: 'mobile' });
      const form = await screen.findByRole('form', { name: '하부 파트너 생성' }, WAIT);
      const field = (label: RegExp) => within(form).getAllByLabelText<HTMLInputElement>(label)[0]!;
      const typed: [RegExp, string][] = [
        [/^아이디/, 'store02'],
        [/^비밀번호/, 'store1234'],
        [/비밀번호 확인/, 'store1234'],
        [/닉네임/, '선릉매장'],
        [/휴대폰 번호/, '010-1234-5678'],
        [/예금주/, '홍길동'],
        [/계좌번호/, '12345678901'],
      ];
      for (const [label, value] of typed) await fill(view.user, field(label), value);
      await view.user.selectOptions(field(/은행/), '국민은행');
      await view.user.selectOptions(within(form).getByRole('combobox', { name: /파트너 등급/ }), '매장');
      const create = async () => {
        await view.user.click(within(form).getByRole('button', { name: '생성' }));
        await confirm(view, '아이디: store02');
      };
      await setScenario(CREATE, 'U116', 1);
      await create();
      await within(form).findByText('이미 사용 중인 아이디입니다.', {}, WAIT);
      for (const [label, value] of typed) expect(field(label).value, String(label)).toBe(value);
      expect(field(/은행/).value).toBe('004');
      await setScenario(CREATE, 'PR01', 1);
      await create();
      await within(form).findByText('하부 회원의 요율은 내 요율보다 높게 설정할 수 없습니다.', {}, WAIT);
      for (const [label, value] of typed) expect(field(label).value, String(label)).toBe(value);
      await clearRequests();
      await create();
      await screen.findByText('하부 파트너 선릉매장(store02, 매장)을 생성했습니다.', {}, WAIT);
      expect((await requestsTo(CREATE)).map((r) => r.body)).toEqual([
        {
          siteId: 'winner',
          memId: 'store02',
          memPass: 'store1234',
          memNick: '선릉매장',
          memPhone: '010-1234-5678',
          bank: '004',
          memName: '홍길동',
          bankacc: '12345678901',
          partnerType: 'PTN_5',
          rates: [
            { category: 'casino', rollingRate: 1, losingRate: 30 },
            { category: 'hotel', rollingRate: 0.8, losingRate: 25 },
            { category: 'slot', rollingRate: 3, losingRate: 30 },
            { category: 'mini', rollingRate: 1.5, losingRate: 20 },
          ],
        },
      ]);
    },
  );
});
