import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { attachedBetsSchema, BOARD_BETS_MAX, boardPostForm, boardPostSchema, qnaSchema, toBoardSavePayload } from './board';
import { commentSchema, toCommentPayload } from './comment';
import { searchSchema } from './search';

const T = 'forms.board.title.required';
const C = 'forms.board.content.required';

describe('board post: title and content required', () => {
  it('requires both, spaces count as empty', () =>
    expect(messagesOf(boardPostSchema, { title: ' ', content: '\n' })).toEqual({ title: T, content: C }));
  it.each([1, 100])('accepts a title of %d characters', (n) =>
    expect(messagesOf(boardPostSchema, { title: '가'.repeat(n), content: 'x' })).toEqual({}),
  );
  it('refuses a title of 101 characters', () =>
    expect(messagesOf(boardPostSchema, { title: 'a'.repeat(101), content: 'x' })).toEqual({ title: 'forms.board.title.max' }));
  it('adds the writer', () =>
    expect(
      toBoardSavePayload(boardPostSchema.parse({ title: ' 안녕 ', content: '내용' }), {
        memId: 'tester01',
        memName: '홍길동',
        boardType: 'free',
      }),
    ).toEqual({
      title: '안녕',
      content: '내용',
      memId: 'tester01',
      memName: '홍길동',
      boardType: 'free',
    }));
});

describe('board post: attached bets (at most five, from the betting history)', () => {
  const writer = { memId: 'tester01', memName: '홍길동', boardType: 'free' };
  it('accepts up to five distinct bets', () => {
    expect(BOARD_BETS_MAX).toBe(5);
    expect(attachedBetsSchema.parse([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
  });
  it('refuses a sixth bet and the same bet twice', () => {
    expect(attachedBetsSchema.safeParse([1, 2, 3, 4, 5, 6]).error?.issues[0]?.message).toBe('forms.boardPost.bets.max');
    expect(attachedBetsSchema.safeParse([7, 7]).error?.issues[0]?.message).toBe('forms.boardPost.bets.duplicate');
  });
  it('sends betIdxList only when bets are attached', () => {
    const values = boardPostSchema.parse({ title: '인증', content: '내역 첨부' });
    expect(toBoardSavePayload(values, writer, [90240, 90213])).toEqual({ ...values, ...writer, betIdxList: [90240, 90213] });
    expect(toBoardSavePayload(values, writer, [])).not.toHaveProperty('betIdxList');
    expect(() => toBoardSavePayload(values, writer, [1, 2, 3, 4, 5, 6])).toThrow();
  });
  it('confirms before sending, naming the title and how many bets go with it', () => {
    const values = { title: '인증', content: 'x' };
    expect(boardPostForm().confirm?.(values, {})).toEqual({ message: 'forms.boardPost.confirm', values: { title: '인증' } });
    expect(boardPostForm(2).confirm?.(values, {})).toEqual({
      message: 'forms.boardPost.confirmBets',
      values: { title: '인증', count: { number: 2 } },
    });
  });
});

describe('QnA: inquiry type bank account or other, title, content', () => {
  it.each(['bankAccount', 'other'])('accepts %j', (inquiryType) =>
    expect(qnaSchema.parse({ inquiryType, title: 't', content: 'c' }).inquiryType).toBe(inquiryType),
  );
  it.each(['', 'bank', 'OTHER'])('refuses inquiry type %j', (inquiryType) =>
    expect(messagesOf(qnaSchema, { inquiryType, title: 't', content: 'c' })).toEqual({ inquiryType: 'forms.qna.inquiryType.required' }),
  );
  it('requires title and content too', () =>
    expect(messagesOf(qnaSchema, { inquiryType: 'other', title: '', content: '' })).toEqual({ title: T, content: C }));
});

describe('comment: content required, at most 500', () => {
  it('requires content', () => expect(messagesOf(commentSchema, { content: '  ' })).toEqual({ content: 'forms.comment.content.required' }));
  it('accepts 500 and refuses 501 characters', () => {
    expect(messagesOf(commentSchema, { content: 'a'.repeat(500) })).toEqual({});
    expect(messagesOf(commentSchema, { content: 'a'.repeat(501) })).toEqual({ content: 'forms.comment.content.max' });
  });
  it('adds the post and the writer', () =>
    expect(toCommentPayload({ content: 'hi' }, { boardIdx: 3, regId: 'tester01' })).toEqual({
      content: 'hi',
      boardIdx: 3,
      regId: 'tester01',
    }));
});

describe('search: term required', () => {
  it('requires a term', () =>
    expect(messagesOf(searchSchema, { searchType: 'title', searchText: ' ' })).toEqual({ searchText: 'forms.search.searchText.required' }));
  it('sends the term trimmed', () =>
    expect(searchSchema.parse({ searchType: 'writer', searchText: ' 홍길동 ' })).toEqual({ searchType: 'writer', searchText: '홍길동' }));
  it('refuses an unknown search type', () =>
    expect(messagesOf(searchSchema, { searchType: 'all', searchText: 'x' })).toEqual({ searchType: 'forms.search.searchType.required' }));
});
