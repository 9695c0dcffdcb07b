// The activity statement in the browser (/mypage/activity, phone /activity), against the mock's
// examples: reached from the safer gambling page and from the phone's my page; the months and the
// total line; a period picked, kept in the address; the CSV file downloaded and read back; a refusal
// (E002) with its retry; axe and nothing scrolling sideways on both layouts. Then against the
// sandbox (its own site and state): a seeded member's statement shows the deposits and withdrawals
// its console lists as approved, month by month, and the answer fits the contract.
//
// Each error code's own message, the exact bodies (the period asked for, by default and as picked)
// and the CSV's every byte are the screen tier's (tests/screen/activity.test.tsx).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { seoulToday } from './support/dates';
import { setScenario } from './support/mock';
import { signIn, useSandboxJourney, won } from './support/sandbox';
import { openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const journey = useSandboxJourney();
const ACTIVITY = '/api/member/activity';

describe('activity statement', () => {
  it('desktop: from the safer gambling page; the months and the total; axe; 601 px; a period picked; the CSV downloaded and read back', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage/safer');
    await page.getByRole('link', { name: '월별 이용 내역 보기 (충전, 베팅, 손익, CSV)' }).click();
    await page.waitForURL('**/mypage/activity');
    const table = page.getByRole('table', { name: '월별 이용 금액' });
    await table.getByRole('row', { name: /2026년 10월/ }).waitFor();
    expect(await table.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^월\s+충전\s+보너스\s+환전\s+베팅 금액\s+당첨 금액\s+손익$/),
      expect.stringMatching(/^2026년 10월\s+500,000원\s+50,000원\s+200,000원\s+320,000원\s+280,000원\s+-40,000원$/),
      expect.stringMatching(/^2026년 11월\s+300,000원\s+30,000원\s+0원\s+150,000원\s+90,000원\s+-60,000원$/),
      expect.stringMatching(/^합계\s+800,000원\s+80,000원\s+200,000원\s+470,000원\s+370,000원\s+-100,000원$/),
    ]);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'activity statement, desktop');
    await shot(page, 'activity-desktop');
    // the desktop's narrowest width: the table scrolls in its own box, the page does not
    await page.setViewportSize({ width: 601, height: 900 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shot(page, 'activity-desktop-601');
    await page.setViewportSize(DESKTOP);

    // a period: kept in the address (what is asked of the server: the screen tier)
    const now = seoulToday().slice(0, 7);
    const first = page.getByRole('combobox', { name: '시작 월' });
    // the twelfth month offered (newest first): eleven months back
    const [from] = await first.selectOption({ index: 11 });
    expect(from).toMatch(/^\d{4}-\d{2}$/);
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe(`from=${from}&to=${now}`);
    await table.getByRole('row', { name: /합계/ }).waitFor();

    // the CSV: the file the browser saves, read back
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내보내기' }).click()]);
    expect(download.suggestedFilename()).toBe(`activity-${from}-${now}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')).toEqual([
      '\uFEFF월,충전,보너스,환전,베팅 금액,당첨 금액,손익',
      '2026-10,500000,50000,200000,320000,280000,-40000',
      '2026-11,300000,30000,0,150000,90000,-60000',
      '합계,800000,80000,200000,470000,370000,-100000',
      '',
    ]);
  });

  it('phone: from my page; a card per month and the total; E002 said with a retry; nothing scrolling sideways, axe', async () => {
    await setScenario(ACTIVITY, 'E002', 1);
    const page = await openScreen(open, MOBILE, '/myinfo');
    await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '월별 이용 내역' }).click();
    await page.waitForURL('**/activity');
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'activity statement refused, phone');
    await page.getByRole('button', { name: '다시 시도' }).click();
    const cards = page.getByRole('list', { name: '월별 이용 금액' }).getByRole('listitem');
    await cards.filter({ hasText: '합계' }).getByText('-100,000원').waitFor();
    expect(await cards.count()).toBe(3);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'activity statement, phone');
    await shot(page, 'activity-mobile');
  });
});

describe('activity statement against the sandbox', () => {
  interface CashRow {
    direction: 'in' | 'out';
    status: string;
    amount: number;
    appliedAt: string;
  }

  it('desktop: a seeded member’s months show the deposits and withdrawals the console lists as approved', async () => {
    const { page } = await journey().open(DESKTOP);
    await signIn(page, 'tester01', '테스터');
    await page.goto('/mypage/activity');
    const table = page.getByRole('table', { name: '월별 이용 금액' });
    await table.getByRole('row', { name: /합계/ }).waitFor();
    const from = await page.getByRole('combobox', { name: '시작 월' }).inputValue();
    const to = await page.getByRole('combobox', { name: '종료 월' }).inputValue();

    const { rows } = await journey().operator<{ rows: CashRow[] }>('GET', '/__sandbox/cash?memId=tester01&status=1');
    const approved = (direction: CashRow['direction'], month: string) =>
      rows.filter((r) => r.direction === direction && r.appliedAt.startsWith(month)).reduce((sum, r) => sum + r.amount, 0);
    const lines = await table.getByRole('row').allInnerTexts();
    // a header, six months, the total
    expect(lines).toHaveLength(8);
    const months = lines.slice(1, -1).map((line, i) => {
      const [y, m] = from.split('-').map(Number) as [number, number];
      const month = `${y + Math.floor((m - 1 + i) / 12)}-${String(((m - 1 + i) % 12) + 1).padStart(2, '0')}`;
      return { month, cells: line.split(/\t/).map((c) => c.trim()) };
    });
    expect(months.at(-1)?.month).toBe(to);
    for (const { month, cells } of months) {
      // deposits, their bonuses, withdrawals
      expect([cells[1], cells[3]], month).toEqual([`${won(approved('in', month))}원`, `${won(approved('out', month))}원`]);
    }
    expect(
      rows.some((r) => r.appliedAt >= from && r.direction === 'in'),
      'the seed has deposits in the period',
    ).toBe(true);
  }, 120_000);
});
