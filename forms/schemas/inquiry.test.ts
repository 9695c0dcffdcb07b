import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { inquiryForm, inquirySchema, toAccountRequestPayload, toInquiryPayload } from './inquiry';

const writer = { memId: 'tester01', memName: '홍길동' };

describe('inquiry: type, title and content required (the contract limits)', () => {
  it('requires the type, the title and the content', () =>
    expect(messagesOf(inquirySchema, { inquiryType: '', title: ' ', content: '' })).toEqual({
      inquiryType: 'forms.qna.inquiryType.required',
      title: 'forms.board.title.required',
      content: 'forms.board.content.required',
    }));
  it.each(['bankAccount', 'other'])('accepts the type %j', (inquiryType) =>
    expect(messagesOf(inquirySchema, { inquiryType, title: 't', content: 'c' })).toEqual({}),
  );
  it('refuses a type the contract does not know', () =>
    expect(messagesOf(inquirySchema, { inquiryType: 'deposit', title: 't', content: 'c' })).toEqual({
      inquiryType: 'forms.qna.inquiryType.required',
    }));
  it('accepts a title of 100 characters and refuses 101', () => {
    expect(messagesOf(inquirySchema, { inquiryType: 'other', title: '가'.repeat(100), content: 'c' })).toEqual({});
    expect(messagesOf(inquirySchema, { inquiryType: 'other', title: '가'.repeat(101), content: 'c' })).toEqual({
      title: 'forms.board.title.max',
    });
  });
});

describe('inquiry: confirmation and payloads', () => {
  it('confirms naming the type and the title', () =>
    expect(inquiryForm().confirm?.({ inquiryType: 'bankAccount', title: '입금 확인', content: 'x' }, {})).toEqual({
      message: 'forms.qna.confirm',
      values: { type: { key: 'forms.qna.inquiryType.options.bankAccount' }, title: '입금 확인' },
    }));
  it('sends the typed inquiry with the writer to the qna board', () =>
    expect(toInquiryPayload(inquirySchema.parse({ inquiryType: 'other', title: ' 환전 ', content: '내용' }), writer)).toEqual({
      inquiryType: 'other',
      title: '환전',
      content: '내용',
      memId: 'tester01',
      memName: '홍길동',
      boardType: 'qna',
    }));
  it('asks for the deposit account as a bank-account inquiry on the accountqna board', () =>
    expect(toAccountRequestPayload(writer, { title: 'Deposit account request', content: 'Please send me the deposit account.' })).toEqual({
      inquiryType: 'bankAccount',
      title: 'Deposit account request',
      content: 'Please send me the deposit account.',
      memId: 'tester01',
      memName: '홍길동',
      boardType: 'accountqna',
    }));
});
