// Partner actions against the mock, as the partner member (member info example `partner`), one page
// per layout, the desktop's my page in a second (a long flow under load). Desktop: the status
// (/stributor: figures, each category and the own rates), its link to the money move between
// sub-members (/partner/partnerMoneyMoveList: confirmation with both nicknames, the amount and the
// type with axe, one request for a double click); the my page (/mypage/stributor_mypage): a rate
// change within the own rates (the sub-partner's rates to start from, my rate as the ceiling in the
// hint) and its one-day lock with when it unlocks (axe), a settlement payment reserved (C999 in the
// confirmation with axe, then one request for a double click), the reserved settlement payments
// (states, a filter in the address, a waiting one cancelled after a confirmation with axe: one
// request for a double click). Phone in English: /partner as cards, the partner lists reached there
// (the betting list with vendors and games in English, axe), the move, the my page (the
// reservations as cards, axe; the rate form), then a sub-partner created (/striNew: U116 under the
// id with axe, then the notice). Nothing scrolls sideways on the phone. The request counts left
// here are the double clicks'. The default states' axe is the route walk's
// (tests/e2e/routes*.test.ts, as the partner). The status's read, the move's and the rate form's
// checks before sending (in Korean, and in English on a phone), each refusal's own message with
// what was typed kept and the exact body (C301, C303, PR01, PR02, C503, U116), every body (the
// move, the rates, the reservation, the filter, the cancel, the sub-partner) and the header's
// balance read again after a move: tests/screen/partner-actions.test.tsx.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { landing, navigateInApp, useShellSuite } from './support/shell';
import { SHOTS } from './support/shots';

const open = useShellSuite();

describe('partner actions', () => {
  it('desktop: the status with figures, each category and the own rates; its link to the money move (confirmation, one request for a double click)', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.goto('/stributor');
    expect(await landing(page, '/stributor')).toBeNull();
    await page.getByRole('heading', { name: '파트너 현황' }).waitFor();
    expect(await page.getByTestId('figure-deposits').textContent()).toBe('5,300,000원');
    expect(await page.getByTestId('figure-userCount').textContent()).toBe('41명');
    const categories = page.getByRole('table', {
      name: '게임별 합계, 베팅, 당첨, 롤링, 정산과 요율',
    });
    const casinoRow = categories.getByRole('row', { name: /^카지노/ });
    expect(await casinoRow.getByRole('cell').allTextContents()).toEqual([
      '1,500,000원',
      '12,000,000원',
      '10,500,000원',
      '120,000원',
      '330,000원',
      '1%',
      '30%',
    ]);
    await page.getByRole('table', { name: '내 요율' }).waitFor();
    expect(await page.getByRole('link', { name: '머니 이동 내역' }).getAttribute('href')).toBe('/partner/partnerMoneyMoveList');
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/status-desktop.png`,
        fullPage: true,
      });

    // the money move between sub-members, by the status's link
    await page.getByRole('link', { name: '머니 이동 내역' }).click();
    expect(await landing(page, '/partner/partnerMoneyMoveList')).toBeNull();
    const form = page.getByRole('form', { name: '머니 이동' });
    const from = form.getByRole('combobox', { name: /보내는 회원/ });
    const to = form.getByRole('combobox', { name: /받는 회원/ });
    const amount = form.getByRole('textbox', { name: /금액/ });
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    await from.selectOption({ label: '역삼매장 (store01)' });
    await to.selectOption({ label: '대박기원 (user1234)' });
    await amount.fill('20000');
    await form.getByRole('button', { name: '이동 신청' }).click();
    for (const line of ['보내는 회원: 역삼매장 (store01)', '받는 회원: 대박기원 (user1234)', '금액: 20,000원', '구분: 회원 간 이동'])
      await confirm.getByText(line, { exact: false }).waitFor();
    await expectAccessible(page, 'money move confirmation');
    await clearRequests();
    await confirm.getByRole('button', { name: '확인' }).dblclick();
    await page.getByText('역삼매장님에게서 대박기원님에게 20,000원을 이동했습니다.').waitFor();
    await expectSentOnce('/api/partner/moneyMove');
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/move-desktop.png`,
        fullPage: true,
      });

    expect(problems).toEqual([]);
  });

  it('desktop my page: a rate change locks the form with when it unlocks; a settlement payment reserved (C999 in the confirmation, then one request for a double click); the reservations filtered in the address and a waiting one cancelled (one request for a double click)', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.goto('/mypage/stributor_mypage');
    expect(await landing(page, '/mypage/stributor_mypage')).toBeNull();
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    // my rates (casino rolling 1 %) are the ceiling: the field's hint says that figure, and the form
    // starts from the sub-partner's own rates (역삼매장: 0.5 %, as the partner list shows it)
    const own = page.getByRole('table', { name: '내 요율' });
    const ownCasino = own.getByRole('row', { name: /^카지노/ });
    await expect.poll(async () => ownCasino.getByRole('cell').allTextContents()).toEqual(['1%', '30%']);
    const rateForm = page.getByRole('form', { name: '요율 조정' });
    const casino = rateForm.getByRole('textbox', {
      name: '카지노 롤링',
      exact: true,
    });
    await expect.poll(async () => casino.inputValue()).toBe('0.5');
    expect(await rateForm.getByRole('textbox', { name: '카지노 루징', exact: true }).inputValue()).toBe('20');
    const hint = await casino.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(hint).toContain('최대 1%');
    const save = async () => {
      await rateForm.getByRole('button', { name: '요율 저장' }).click();
      await confirm.getByText('역삼매장의 요율을 저장하시겠습니까?', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: '확인' }).click();
    };

    await casino.fill('1');
    await save();
    await page.getByText('역삼매장의 요율을 저장했습니다.').waitFor();
    const lock = page.getByTestId('rate-lock');
    expect(await lock.textContent()).toMatch(/^요율이 변경되어 \d{4}\. \d{2}\. \d{2}\..*까지 다시 변경할 수 없습니다\.$/);
    expect(await rateForm.getByRole('button', { name: '요율 저장' }).isDisabled()).toBe(true);
    expect(await rateForm.getByRole('textbox', { name: '카지노 롤링', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page, 'rates locked');

    // the reserved settlement payment: which settlement, how much, when; C999 stays in the confirmation
    const reserveRow = page.getByRole('button', {
      name: '역삼매장 2026. 11. 22. 카지노 정산 지급 예약',
    });
    const ask = page.getByRole('dialog', { name: '정산 지급을 예약할까요?' });
    await setScenario('/api/partner/settlementReserve', 'C999', 1);
    await reserveRow.click();
    await ask.getByText(/역삼매장님의 .* 카지노 정산 1,035,000원을 .*에 지급합니다\./).waitFor();
    await ask.getByRole('button', { name: '지급 예약' }).click();
    await ask.getByText('이미 처리되었거나 중복된 신청입니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'settlement reserve refused (C999)');
    await clearRequests();
    await ask.getByRole('button', { name: '지급 예약' }).dblclick();
    await ask.waitFor({ state: 'detached' });
    await page.getByText(/역삼매장님에게 1,035,000원을 .*에 지급하도록 예약했습니다\./).waitFor();
    await expectSentOnce('/api/partner/settlementReserve');
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/rates-desktop.png`,
        fullPage: true,
      });

    // the reservations: listed in words with their states, filtered by state (in the address); a
    // waiting one cancelled after a confirmation
    const reservations = page.getByRole('table', {
      name: '예약된 정산 지급 목록',
    });
    await reservations.waitFor();
    await reservations.getByRole('cell', { name: '강남매장 (store01)' }).first().waitFor();
    expect(await reservations.getByRole('row').count()).toBe(5);
    await reservations.getByRole('cell', { name: '지급 완료' }).waitFor();
    await reservations.getByRole('cell', { name: '330,000원' }).waitFor();
    // only a waiting reservation can be cancelled
    const cancels = reservations.getByRole('button', {
      name: /정산 지급 예약 취소$/,
    });
    expect(await cancels.count()).toBe(2);

    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '지급 대기' }).click();
    await page.waitForURL(/[?&]status=waiting/);

    const cancelAsk = page.getByRole('dialog', {
      name: '지급 예약을 취소할까요?',
    });
    await reservations
      .getByRole('button', {
        name: /^강남매장님 .* 카지노 정산 지급 예약 취소$/,
      })
      .click();
    await cancelAsk.getByText(/강남매장님에게 지급할 .* 카지노 정산 330,000원의 예약을 취소합니다\./).waitFor();
    await expectAccessible(page, 'reservation cancel confirmation');
    await cancelAsk.getByRole('button', { name: '예약 취소' }).dblclick();
    await cancelAsk.waitFor({ state: 'detached' });
    await page.getByText('강남매장님에게 330,000원 지급 예약을 취소했습니다.').waitFor();
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/reservations-desktop.png`,
        fullPage: true,
      });
    await expectSentOnce('/api/partner/settlementReserveCancel');
    expect(problems).toEqual([]);
  });

  it('phone in English: /partner as cards, the betting list and the move reached there, the my page (the reservations as cards, the rates); a sub-partner created (/striNew: U116 under the id, then the notice)', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page: phone, problems } = await open(MOBILE, {
      member: true,
      language: 'en',
    });
    await phone.goto('/partner');
    expect(await landing(phone, '/partner')).toBeNull();
    await phone.getByRole('heading', { name: 'Hotel casino' }).waitFor();
    expect(await phone.getByTestId('figure-holdings').textContent()).toMatch(/9,654,000/);
    expect(await phone.getByRole('link', { name: /Create/ }).getAttribute('href')).toBe('/striNew');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS)
      await phone.screenshot({
        path: `${SHOTS}/status-mobile-en.png`,
        fullPage: true,
      });

    // the partner lists on a phone: reached from /partner, shown as cards
    await phone.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Betting history', exact: true }).click();
    expect(await landing(phone, '/partner/bettingList')).toBeNull();
    await phone.getByText('대박기원 (user1234)').first().waitFor();
    // vendors and games in English on the cards too (the server wrote 드림게이밍 and 바카라)
    await phone.getByText('Dream Gaming', { exact: true }).first().waitFor();
    await phone.getByText('Baccarat', { exact: true }).first().waitFor();
    expect(await phone.getByText('드림게이밍', { exact: true }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(phone, 'partner betting list, mobile, English');
    if (SHOTS)
      await phone.screenshot({
        path: `${SHOTS}/bets-mobile-en.png`,
        fullPage: true,
      });

    // the move between sub-members on a phone, reached from /partner
    await phone.goBack();
    await phone.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Transfers between members', exact: true }).click();
    expect(await landing(phone, '/partner/partnerMoneyMoveList')).toBeNull();
    const move = phone.getByRole('form', { name: 'Transfer between members' });
    await move
      .getByRole('combobox', { name: /From member/ })
      .locator('option', { hasText: '대박기원 (user1234)' })
      .waitFor({ state: 'attached' });
    await move.getByRole('button', { name: 'Transfer', exact: true }).waitFor();

    // the my page on a phone (inside the running app): the reservations as cards; the rate form with
    // the sub-partner's rates to start from and my rate as the hint's ceiling
    await navigateInApp(phone, '/mypage/stributor_mypage');
    expect(await landing(phone, '/mypage/stributor_mypage')).toBeNull();
    const cards = phone.getByRole('list', {
      name: 'Reserved settlement payments',
    });
    await cards.getByText('Waiting').first().waitFor();
    await cards
      .getByRole('button', {
        name: /^Cancel the reserved payment of the Casino settlement of 강남매장/,
      })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(phone, 'reservations, phone, English');
    const rates = phone.getByRole('form', { name: 'Adjust rates' });
    const rolling = rates.getByRole('textbox', {
      name: 'Casino rolling commission',
      exact: true,
    });
    await expect.poll(async () => rolling.inputValue()).toBe('0.5');
    await rates.getByText('Up to 1%', { exact: true }).first().waitFor();
    if (SHOTS)
      await phone.screenshot({
        path: `${SHOTS}/reservations-phone.png`,
        fullPage: true,
      });

    // a sub-partner created on the phone, in the same app: U116 under the id, then confirmed again as
    // it stands (what was typed kept: the confirmation says the id)
    await navigateInApp(phone, '/striNew');
    expect(await landing(phone, '/striNew')).toBeNull();
    const create = phone.getByRole('form', { name: 'Create a sub-partner' });
    await create.getByLabel(/^ID/).fill('store02');
    await create
      .getByLabel(/^Password/)
      .first()
      .fill('store1234');
    await create.getByLabel('Confirm password').fill('store1234');
    await create.getByLabel('Nickname').fill('선릉매장');
    await create.getByLabel('Mobile number').fill('010-1234-5678');
    await create.getByLabel('Bank').selectOption({ value: '004' });
    await create.getByLabel('Account holder').fill('홍길동');
    await create.getByLabel('Account number').fill('12345678901');
    await create.getByRole('combobox', { name: /Partner level/ }).selectOption({ label: 'Store' });
    const confirm = phone.getByRole('dialog', { name: 'Please confirm' });
    const send = async () => {
      await create.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm.getByText('ID: store02', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'OK' }).click();
    };
    await setScenario('/api/partner/create', 'U116', 1);
    await send();
    await create.getByText('This ID is already in use.').waitFor();
    await expectAccessible(phone, 'sub-partner refused (U116), phone, English');
    await send();
    await phone.getByText('The sub-partner 선릉매장 (store02, Store) was created.').waitFor();
    if (SHOTS)
      await phone.screenshot({
        path: `${SHOTS}/sub-partner-mobile.png`,
        fullPage: true,
      });
    expect(problems).toEqual([]);
  });
});
