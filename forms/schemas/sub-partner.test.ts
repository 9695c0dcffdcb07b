import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { ownCeilings } from './rate-adjust';
import { SUB_PARTNER_SERVER_ERRORS, createSubPartnerSchema, subPartnerFields, subPartnerForm, typesBelow } from './sub-partner';

const ceilings = ownCeilings([
  { category: 'casino', rollingRate: 1, losingRate: 30, maxRollingRate: 1, maxLosingRate: 30 },
  { category: 'hotel', rollingRate: 0.8, losingRate: 25, maxRollingRate: 0.8, maxLosingRate: 25 },
  { category: 'slot', rollingRate: 3, losingRate: 30, maxRollingRate: 3, maxLosingRate: 30 },
  { category: 'mini', rollingRate: 1.5, losingRate: 20, maxRollingRate: 1.5, maxLosingRate: 20 },
]);
const context = { ownType: 'PTN_3', ceilings } as const;
const schema = createSubPartnerSchema(context);
const rates = {
  casinoRolling: '0.8',
  casinoLosing: '20',
  hotelRolling: '0.5',
  hotelLosing: '20',
  slotRolling: '2',
  slotLosing: '25',
  miniRolling: '1',
  miniLosing: '15',
};
const valid = {
  memId: 'store02',
  memPass: 'pass1234',
  memPassCheck: 'pass1234',
  memNick: '선릉매장',
  memPhone: '010-1234-5678',
  bank: '004',
  memName: '홍길동',
  bankacc: '12345678901',
  partnerType: 'PTN_5',
  ...rates,
};

describe('create a sub-partner', () => {
  it('sends id, password, nickname, phone, bank account, type and the rates per category', () =>
    expect(schema.parse(valid)).toEqual({
      memId: 'store02',
      memPass: 'pass1234',
      memNick: '선릉매장',
      memPhone: '010-1234-5678',
      bank: '004',
      memName: '홍길동',
      bankacc: '12345678901',
      partnerType: 'PTN_5',
      rates: [
        { category: 'casino', rollingRate: 0.8, losingRate: 20 },
        { category: 'hotel', rollingRate: 0.5, losingRate: 20 },
        { category: 'slot', rollingRate: 2, losingRate: 25 },
        { category: 'mini', rollingRate: 1, losingRate: 15 },
      ],
    }));
  it('offers only types below the own', () => {
    expect(typesBelow('PTN_3')).toEqual(['PTN_4', 'PTN_5']);
    expect(typesBelow('PTN_5')).toEqual([]);
    expect(
      subPartnerFields({ ownType: 'PTN_1', ceilings })
        .find((f) => f.name === 'partnerType')
        ?.options?.map((o) => o.value),
    ).toEqual(['PTN_2', 'PTN_3', 'PTN_4', 'PTN_5']);
  });
  it.each(['PTN_3', 'PTN_1', 'NORMAL', ''])('refuses type %j', (partnerType) =>
    expect(messagesOf(schema, { ...valid, partnerType })).toEqual({ partnerType: 'forms.subPartner.partnerType.required' }),
  );
  it('applies the member rules of signup (id, password, nickname, phone, bank account)', () =>
    expect(
      messagesOf(schema, {
        ...valid,
        memId: 'abcd',
        memPass: 'a',
        memPassCheck: 'b',
        memNick: 'x',
        memPhone: '0212345678',
        bankacc: '12-34',
      }),
    ).toEqual({
      memId: M.memId.format,
      memPass: M.memPass.format,
      memPassCheck: M.memPassCheck.mismatch,
      memNick: M.memNick.format,
      memPhone: M.memPhone.format,
      bankacc: M.bankacc.format,
    }));
  it('asks for every empty field with its own message', () =>
    expect(messagesOf(schema, { ...valid, memPhone: '', bank: '', memName: '', bankacc: '' })).toEqual({
      memPhone: M.memPhone.required,
      bank: M.bank.required,
      memName: M.memName.required,
      bankacc: M.bankacc.required,
    }));
  it('refuses a rate above the own', () =>
    expect(messagesOf(schema, { ...valid, casinoRolling: '1.01', miniLosing: '21' })).toEqual({
      casinoRolling: 'forms.rateAdjust.rate.max',
      miniLosing: 'forms.rateAdjust.rate.max',
    }));
  it('shows each signup code under its field', () =>
    expect(SUB_PARTNER_SERVER_ERRORS).toEqual({
      U101: 'memId',
      U116: 'memId',
      U102: 'memPass',
      U104: 'memName',
      U105: 'memNick',
      U117: 'memNick',
      U106: 'memPhone',
      U118: 'memPhone',
      U119: 'bankacc',
    }));
  it('confirms with the id, the nickname and the type', () =>
    expect(subPartnerForm(context).confirm?.(schema.parse(valid), {})).toEqual({
      message: 'forms.subPartner.confirm',
      values: { id: 'store02', nick: '선릉매장', type: { key: 'forms.partnerType.PTN_5' } },
    }));
});
