// Game money back to cash on the withdrawal screen (/api/cash/outGameMoney) through the money-merge
// notice: ready, ing, fail (C009 with the server's own message; any other failure "conversion
// failed"), complete (closes itself after 1.8 s). The mock's member has 60,000 won of game money
// (member info example inGame).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { landing, useShellSuite } from './support/shell';

const open = useShellSuite();

describe('game money to cash', () => {
  it('desktop: C009 shows the server message, 9999 "conversion failed"; then the merge completes, says the new held money and closes itself; one request each', async () => {
    await setScenario('/api/member/info', 'inGame');
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.goto('/moneyMain/exchange');
    expect(await landing(page, '/moneyMain/exchange')).toBeNull();
    const panel = page.getByRole('region', { name: '게임머니' });
    await panel.getByText('60,000원').waitFor();
    const dialog = page.getByRole('dialog', { name: '머니 통합' });

    // C009: the server's own words (the game is still being verified as ended).
    await setFault('/api/cash/outGameMoney', {
      body: { code: 'C009', msg: '게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.' },
      times: 1,
    });
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByText('게임머니 60,000원을 보유머니로 전환합니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'money merge, ready', { include: '[role="dialog"]' });
    await clearRequests();
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByRole('alert').getByText('게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.').waitFor();
    expect(await requestsTo('/api/cash/outGameMoney')).toHaveLength(1);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Any other failure: conversion failed, contact the customer centre.
    await setScenario('/api/cash/outGameMoney', '9999', 1);
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByRole('alert').getByText('게임머니 전환에 실패했습니다. 고객센터에 문의해 주세요.').waitFor();
    await expectAccessible(page, 'money merge, failed', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: '닫기' }).click();

    // Success: the new held money, then the notice closes by itself.
    await clearRequests();
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByText('전환이 완료되었습니다. 보유머니 1,310,000원').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const sent = await requestsTo('/api/cash/outGameMoney');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ siteId: 'winner' });
    expect(problems).toEqual([]);
  });

  it('mobile: the withdrawal tab offers it too, in Vietnamese', async () => {
    await setScenario('/api/member/info', 'inGame');
    const { page } = await open(MOBILE, { member: true, language: 'vi' });
    await page.goto('/exchangeMain');
    expect(await landing(page, '/exchangeMain')).toBeNull();
    const panel = page.getByRole('region', { name: 'Tiền trong game' });
    await panel.getByRole('button', { name: 'Chuyển về số dư' }).click();
    await page.getByRole('dialog', { name: 'Gộp tiền' }).getByRole('button', { name: 'Chuyển', exact: true }).waitFor();
    await expectAccessible(page, 'money merge, mobile, Vietnamese');
  });
});
