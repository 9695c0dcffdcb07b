import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/issues';
import {
  accountHolderRule,
  bankAccountRule,
  bankRule,
  confirmsPassword,
  passwordConfirmationRule,
  recommenderIdRule,
  memIdRule,
  nicknameRule,
  passwordRule,
  phoneRule,
  pinRule,
} from './member';
import { MEMBER_MESSAGES as M, ruleCode } from './messages';

const x = (n: number, ch = 'a') => ch.repeat(n);

describe('memId: 5-20 letters, digits and + (U101)', () => {
  const rule = memIdRule();
  it.each(['abcd5', x(20), 'ab+12', 'ABCde', '12345', '+++++'])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it('empty gives its own message', () => expect(messageOf(rule, '')).toBe(M.memId.required));
  it.each(['abcd', x(4), x(21), 'abc de', 'abcd_1', 'abcd-1', '한글아이디다', 'abcd!'])('refuses %j with U101', (v) =>
    expect(messageOf(rule, v)).toBe(M.memId.format),
  );
  it('the format message carries its code', () => expect(ruleCode(M.memId.format)).toBe('U101'));
});

describe('password: 6-20 of letters, digits and !@#$%* (U102)', () => {
  const rule = passwordRule();
  it.each([x(6), x(20), 'abc!@#', '$%*123', 'Pass1234!'])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it('empty gives its own message', () => expect(messageOf(rule, '')).toBe(M.memPass.required));
  it.each([x(5), x(21), 'abc^123', 'abc 123', 'abc&123', 'pass_word', '비밀번호1234'])('refuses %j with U102', (v) =>
    expect(messageOf(rule, v)).toBe(M.memPass.format),
  );
});

describe('password confirmation', () => {
  it('a different confirmation does not match; an empty one is not a mismatch (its field asks for it)', () => {
    expect(confirmsPassword('abc123', 'abc123')).toBe(true);
    expect(confirmsPassword('abc123', 'abc124')).toBe(false);
    expect(confirmsPassword('abc123', '')).toBe(true);
    expect(confirmsPassword('', '')).toBe(true);
    expect(passwordConfirmationRule().safeParse('').error?.issues[0]?.message).toBe(M.memPassCheck.required);
  });

  it('a recommender id is an id: 5-20 letters, digits and plus, required', () => {
    expect(recommenderIdRule().safeParse('partner01').success).toBe(true);
    expect(recommenderIdRule().safeParse('  ').error?.issues[0]?.message).toBe(M.recommenderId.required);
    for (const bad of ['파트너01', 'part ner', 'abc', 'partner<01>', 'a'.repeat(21)]) {
      expect(recommenderIdRule().safeParse(bad).error?.issues[0]?.message).toBe(M.recommenderId.format);
    }
  });
});

describe('withdrawal PIN: exactly 4 digits (U103)', () => {
  const rule = pinRule();
  it.each(['0000', '1234', '9876'])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it('empty gives its own message', () => expect(messageOf(rule, '')).toBe(M.cashOutPass.required));
  it.each(['123', '12345', '12a4', '12 4', '１２３４', '-123'])('refuses %j (3/5 digits, not digits)', (v) =>
    expect(messageOf(rule, v)).toBe(M.cashOutPass.format),
  );
});

describe('nickname: 2-20 characters (U105)', () => {
  const rule = nicknameRule();
  it.each(['ab', '행운', x(20, '가'), x(20), ' 행운 '])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it.each(['', '   '])('empty (%j) gives its own message', (v) => expect(messageOf(rule, v)).toBe(M.memNick.required));
  it.each(['a', '가', x(21), x(21, '가'), ' a '])('refuses %j with U105', (v) => expect(messageOf(rule, v)).toBe(M.memNick.format));
  it('counts a character outside the BMP once', () => expect(messageOf(rule, '😀😀')).toBeUndefined());
  it('sends the nickname trimmed', () => expect(rule.parse('  행운의별 ')).toBe('행운의별'));
});

describe('phone: 01x, optional dashes, 3-4 then 4 digits (noValidMemTel)', () => {
  const rule = phoneRule();
  it.each(['010-1234-5678', '01012345678', '011-123-4567', '0161234567', '019-9999-0000', '010-12345678', '0101234-5678'])(
    'accepts %j',
    (v) => expect(messageOf(rule, v)).toBeUndefined(),
  );
  it('empty gives its own message', () => expect(messageOf(rule, '')).toBe(M.memPhone.required));
  it.each([
    '012-1234-5678', // 012 is not a mobile prefix
    '02-1234-5678', // Seoul landline
    '010-12-5678', // 2 middle digits
    '010-12345-5678', // 5 middle digits
    '010-1234-567', // 3 last digits
    '010-1234-56789',
    '010 1234 5678',
    '010--1234-5678',
    '+8210-1234-5678',
    '010-abcd-5678',
  ])('refuses %j', (v) => expect(messageOf(rule, v)).toBe(M.memPhone.format));
  it('keeps the phone a string', () => expect(rule.parse('010-1234-5678')).toBe('010-1234-5678'));
});

describe('account number: digits only (noValidBankNumber)', () => {
  const rule = bankAccountRule();
  it.each(['1', '12345678901234'])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it('empty gives its own message', () => expect(messageOf(rule, '')).toBe(M.bankacc.required));
  it.each(['123-456', '12 34', 'abc', '１２３'])('refuses %j', (v) => expect(messageOf(rule, v)).toBe(M.bankacc.format));
});

describe('account holder: letters only (U104)', () => {
  const rule = accountHolderRule();
  it.each(['홍길동', 'John Smith', 'Nguyễn Văn An', 'Kim'])('accepts %j', (v) => expect(messageOf(rule, v)).toBeUndefined());
  it.each(['', '  '])('empty (%j) gives its own message', (v) => expect(messageOf(rule, v)).toBe(M.memName.required));
  it.each(['홍길동1', 'John_Smith', 'Kim!', 'John  Smith', '홍.길동'])('refuses %j', (v) =>
    expect(messageOf(rule, v)).toBe(M.memName.format),
  );
});

describe('bank: required; a bank of the list whose name has at least 2 letters', () => {
  const banks = [
    { bankCode: '004', bankNameKr: '국민은행' },
    { bankCode: '088', bankNameKr: '신한' },
    { bankCode: '999', bankNameKr: 'X' },
  ];
  it('empty gives its own message', () => expect(messageOf(bankRule(banks), '')).toBe(M.bank.required));
  it.each(['004', '088'])('accepts %j (a 2-letter name is enough)', (v) => expect(messageOf(bankRule(banks), v)).toBeUndefined());
  it('refuses a bank whose name has 1 letter', () => expect(messageOf(bankRule(banks), '999')).toBe(M.bank.invalid));
  it('refuses a code not in the list', () => expect(messageOf(bankRule(banks), '123')).toBe(M.bank.invalid));
  it('without a list, any chosen code', () => expect(messageOf(bankRule(), '123')).toBeUndefined());
});
