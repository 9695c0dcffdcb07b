// The message box and one message without the browser, against the mock's examples: the box's
// bodies by page, an unread message's delete refused before sending, mark all read's body, a read
// message deleted (its exact body, the list read again); in English, the box's words and marks, "mark
// read" offered on unread rows only, its confirmation's words and exact body; a message read by its
// number, a delete the server refuses (M002) said in the dialog with the exact body, the message
// shown deleted by its own number; a message that is not the member's own or is no longer there
// (NF01) said in its own words in the member's language — the box's delete and "mark read" refused in
// the dialog with every row kept, the exact bodies; reading such a message, and deleting the one
// shown, refused the same way; M001 ("a new message has arrived") said as information with the box
// read again at once, twice in a row the failure with its retry, and in English on the phone; a
// failing box (E002) with its retry, and the empty box with no pager; a read refused with NT99 and
// its retry. The
// browser keeps the box's main path, the racing taps, paging,
// reload, the header's count, mobile, the read and list errors, unsafe HTML and axe
// (tests/e2e/messages.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { MessageListScreen } from '@/features/mypage/messages/MessageListScreen';
import { MessageReadScreen } from '@/features/mypage/messages/MessageReadScreen';
import apiEn from '../../locales/en/api.json';
import apiKo from '../../locales/ko/api.json';
import apiVi from '../../locales/vi/api.json';
import { clearRequests, lastBody, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const BOX = '/mypage/message/list';
const LIST = '/api/board/msgList';
const READ_ALL = '/api/board/msgReadAll';
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

describe('message box', () => {
  it('asks by page; an unread message: its delete refused before sending; a read one deleted (the exact body, the list read again); mark all read (its body)', async () => {
    const { view, table } = await openBox('ko');
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10 });

    await clearRequests();
    await view.user.click(within(table).getByRole('button', { name: '쪽지 삭제: 충전 완료 안내' }));
    let dialog = await screen.findByRole('dialog', { name: '쪽지 삭제' });
    within(dialog).getByText('읽지 않은 쪽지는 삭제할 수 없습니다.', { exact: false });
    expect(within(dialog).queryByRole('button', { name: '삭제' })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: '취소' }));
    await closed(dialog);
    expect(await requestsTo(DELETE)).toHaveLength(0);

    await view.user.click(within(table).getByRole('button', { name: '쪽지 삭제: 환전 완료 안내' }));
    dialog = await screen.findByRole('dialog', { name: '쪽지 삭제' });
    within(dialog).getByText("'환전 완료 안내' 쪽지를 삭제할까요?", { exact: false });
    await view.user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await closed(dialog);
    expect((await requestsTo(DELETE)).map((r) => r.body)).toEqual([{ siteId: 'winner', msgIdxList: [76] }]);
    await expect.poll(async () => (await requestsTo(LIST)).length).toBeGreaterThan(0);

    await view.user.click(screen.getByRole('button', { name: '모두 읽음 표시' }));
    await screen.findByText('모든 쪽지를 읽음으로 표시했습니다.');
    expect((await requestsTo(READ_ALL)).map((r) => r.body)).toEqual([{ siteId: 'winner' }]);

    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '2 페이지로' }));
    await within(table).findByRole('link', { name: '쿠폰 지급 안내' });
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 2, count_per_list: 10 });
  });

  it('in English: its words and marks; "mark read" offered on unread rows only, its confirmation in English, the exact body', async () => {
    const { view, table } = await openBox('en');
    expect(within(table).getAllByText('Unread', { exact: true })).toHaveLength(2);
    screen.getByRole('button', { name: 'Mark all as read' });
    within(table).getByRole('button', { name: 'Delete message: 충전 완료 안내' });
    expect(within(table).queryByRole('button', { name: 'Mark as read: 환전 완료 안내' })).toBeNull();
    await clearRequests();
    await view.user.click(within(table).getByRole('button', { name: 'Mark as read: 충전 완료 안내' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as read' });
    within(dialog).getByText("Mark the message '충전 완료 안내' as read without opening it?");
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark read' }));
    await closed(dialog);
    expect((await requestsTo(UPDATE)).map((r) => r.body)).toEqual([{ siteId: 'winner', msgIdx: 77, readYn: 'Y' }]);
  });
});

describe('message box: a new message (M001)', () => {
  it('the box answering M001 says so as information, not as a failure, and is read again at once; twice in a row, the failure (the same words) with its retry', async () => {
    await setScenario(LIST, 'M001', 1);
    const opened = await openBox('ko');
    const told = () => screen.getAllByRole('status').filter((s) => s.textContent?.includes(apiKo.M001));
    await waitFor(() => expect(told()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await requestsTo(LIST)).toHaveLength(2);
    opened.view.unmount();

    await setScenario(LIST, 'M001', 2);
    const view = await renderScreen(<MessageListScreen />, { path: BOX, member: true });
    const failed = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(failed.textContent).toContain(apiKo.M001));
    expect(told()).toHaveLength(1);
    await view.user.click(within(failed).getByRole('button', { name: '다시 시도' }));
    const table = await screen.findByRole('table', { name: BOX_WORDS.ko.table }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();

    // in English on the phone's layout
    await setScenario(LIST, 'M001', 1);
    await renderScreen(<MessageListScreen />, { path: '/msgMain/msg', member: true, layout: 'mobile', language: 'en' });
    await screen.findByText(apiEn.M001, undefined, { timeout: 10_000 });
    expect(screen.getByText(apiEn.M001).closest('[role="status"]')).not.toBeNull();
    await screen.findByRole('link', { name: '충전 완료 안내' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('message box: a failing and an empty box', () => {
  it('a failing box (E002) says so; its retry reads again: an empty box says there are no messages, with no pager', async () => {
    await setScenario(LIST, 'E002');
    const view = await renderScreen(<MessageListScreen />, { path: BOX, member: true });
    const failed = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(failed.textContent).toContain('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'));
    await setScenario(LIST, 'empty');
    await view.user.click(within(failed).getByRole('button', { name: '다시 시도' }));
    await screen.findByText('받은 쪽지가 없습니다.', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });
});

describe('message box: retention', () => {
  it.each([
    ['ko', '쪽지는 받은 날부터 30일 동안, 최대 100개까지 보관되며 지나면 오래된 쪽지부터 삭제됩니다.'],
    ['en', 'Messages are kept for 30 days after they arrive, 100 at most; after that the oldest are removed first.'],
  ] as const)('says how long and how many messages the box keeps, from the site settings (%s)', async (language, text) => {
    await openBox(language);
    await screen.findByText(text);
  });
});

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

describe('one message', () => {
  const openMessage = async (msgIdx: number, title: string) => {
    const view = await renderScreen(<MessageReadScreen />, {
      path: `/mypage/message/read/${msgIdx}`,
      route: '/mypage/message/read/:msgIdx',
      member: true,
    });
    await screen.findByRole('heading', { level: 1, name: title });
    return view;
  };
  const deleteShown = async ({ user }: Awaited<ReturnType<typeof openMessage>>) => {
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '쪽지 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    return dialog;
  };

  it('read by its number; a delete the server refuses (M002) is said in the dialog, which stays open (the exact body); another message deleted by its own number', async () => {
    let view = await openMessage(77, '충전 완료 안내');
    expect(await lastBody(READ)).toEqual({ siteId: 'winner', msgIdx: 77 });
    await setScenario(DELETE, 'M002', 1);
    await clearRequests();
    const dialog = await deleteShown(view);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('읽지 않은 쪽지는 삭제할 수 없습니다.'));
    expect((await requestsTo(DELETE)).map((r) => r.body)).toEqual([{ siteId: 'winner', msgIdxList: [77] }]);
    view.unmount();

    view = await openMessage(61, '쿠폰 지급 안내');
    expect(await lastBody(READ)).toEqual({ siteId: 'winner', msgIdx: 61 });
    view.unmount();

    // message 67 has 77's title: its own day shows, and its own number is deleted
    view = await openMessage(67, '충전 완료 안내');
    await within(screen.getByRole('article')).findByText('2026. 11. 19.', { exact: false });
    await clearRequests();
    await deleteShown(view);
    await expect.poll(async () => (await requestsTo(DELETE)).map((r) => r.body)).toEqual([{ siteId: 'winner', msgIdxList: [67] }]);
  });
});

describe('one message: a read refused', () => {
  it('NT99 says its own words; the retry reads the message', async () => {
    await setScenario(READ, 'NT99', 1);
    const view = await renderScreen(<MessageReadScreen />, {
      path: '/mypage/message/read/76',
      route: '/mypage/message/read/:msgIdx',
      member: true,
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain(apiKo.NT99));
    await view.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('heading', { level: 1, name: '환전 완료 안내' }, { timeout: 10_000 });
    expect((await requestsTo(READ)).map((r) => r.body)).toEqual([
      { siteId: 'winner', msgIdx: 76 },
      { siteId: 'winner', msgIdx: 76 },
    ]);
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
