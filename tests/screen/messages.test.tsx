// The message box and one message without the browser, against the mock's examples: a message that
// is not the member's own or is no longer there (NF01) said in its own words in the member's
// language — the box's delete and "mark read" refused in the dialog with every row kept, the exact
// bodies; reading such a message, and deleting the one shown, refused the same way. The browser keeps
// the box's main path, paging, mobile, unsafe HTML and axe (tests/e2e/messages.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageListScreen } from '@/features/mypage/messages/MessageListScreen';
import { MessageReadScreen } from '@/features/mypage/messages/MessageReadScreen';
import apiEn from '../../locales/en/api.json';
import apiKo from '../../locales/ko/api.json';
import apiVi from '../../locales/vi/api.json';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const BOX = '/mypage/message/list';
const READ = '/api/board/msgRead';
const DELETE = '/api/board/msgDelete';
const UPDATE = '/api/board/msgUpdate';

/** The box's words in each language this file walks (locales/<language>/messages.json). */
const BOX_WORDS = {
  ko: { table: '받은 쪽지 목록', remove: '쪽지 삭제: 환전 완료 안내', dialog: '쪽지 삭제', ok: '삭제', cancel: '취소', nf01: apiKo.NF01 },
  en: {
    table: 'Received messages',
    remove: 'Delete message: 환전 완료 안내',
    dialog: 'Delete message',
    ok: 'Delete',
    cancel: 'Cancel',
    nf01: apiEn.NF01,
  },
} as const;

async function openBox(language: keyof typeof BOX_WORDS) {
  const view = await renderScreen(<MessageListScreen />, { path: BOX, member: true, language });
  const table = await screen.findByRole('table', { name: BOX_WORDS[language].table });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  return { view, table };
}

describe('message box: a message not found (NF01)', () => {
  for (const language of ['ko', 'en'] as const) {
    it(`a delete refused with NF01 says so in the dialog (${language}); every row kept; the exact body`, async () => {
      const words = BOX_WORDS[language];
      const { view, table } = await openBox(language);
      await setScenario(DELETE, 'NF01', 1);
      await clearRequests();
      await view.user.click(within(table).getByRole('button', { name: words.remove }));
      const dialog = await screen.findByRole('dialog', { name: words.dialog });
      await view.user.click(within(dialog).getByRole('button', { name: words.ok }));
      const alert = await within(dialog).findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain(words.nf01));
      expect((await requestsTo(DELETE)).map((r) => r.body)).toEqual([{ msgIdxList: [76], siteId: 'winner' }]);
      await view.user.click(within(dialog).getByRole('button', { name: words.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      within(table).getByRole('link', { name: '환전 완료 안내' });
    });
  }

  it('"mark read" refused with NF01 says so in the dialog; the row still unread', async () => {
    const { view, table } = await openBox('ko');
    await setScenario(UPDATE, 'NF01', 1);
    await clearRequests();
    await view.user.click(within(table).getByRole('button', { name: '읽음으로 표시: 충전 완료 안내' }));
    const dialog = await screen.findByRole('dialog', { name: '읽음 표시' });
    await view.user.click(within(dialog).getByRole('button', { name: '읽음 표시' }));
    await within(dialog).findByText(apiKo.NF01);
    expect((await requestsTo(UPDATE)).map((r) => r.body)).toEqual([{ msgIdx: 77, readYn: 'Y', siteId: 'winner' }]);
    expect(within(table).getAllByText('안 읽음', { exact: true })).toHaveLength(2);
  });
});

describe('one message: not found (NF01)', () => {
  it('reading it refused with NF01 shows its message in the member language (ko, vi), nothing of another message', async () => {
    for (const [language, message] of [
      ['ko', apiKo.NF01],
      ['vi', apiVi.NF01],
    ] as const) {
      await setScenario(READ, 'NF01');
      const view = await renderScreen(<MessageReadScreen />, {
        path: `/mypage/message/read/999`,
        route: '/mypage/message/read/:msgIdx',
        member: true,
        language,
      });
      await screen.findByText(message);
      expect(screen.queryByRole('button', { name: language === 'ko' ? '삭제' : 'Xóa' })).toBeNull();
      expect((await requestsTo(READ)).at(-1)?.body).toEqual({ msgIdx: 999, siteId: 'winner' });
      view.unmount();
    }
  });

  it('deleting the message shown refused with NF01 says so in the dialog, which stays open', async () => {
    const view = await renderScreen(<MessageReadScreen />, {
      path: '/mypage/message/read/76',
      route: '/mypage/message/read/:msgIdx',
      member: true,
    });
    await screen.findByRole('heading', { level: 1, name: '환전 완료 안내' });
    await setScenario(DELETE, 'NF01', 1);
    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '쪽지 삭제' });
    await view.user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await within(dialog).findByText(apiKo.NF01);
    expect((await requestsTo(DELETE)).map((r) => r.body)).toEqual([{ msgIdxList: [76], siteId: 'winner' }]);
  });
});
