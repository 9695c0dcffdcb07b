import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { OVER_FROM_MESSAGE, createMoneyMoveSchema, moneyMoveForm, moneyMoveSchema } from './money-move';
import {
  MONEY_TRANSFER_SERVER_ERRORS,
  OVER_HELD_MESSAGE,
  OVER_MEMBER_MESSAGE,
  createMoneyTransferSchema,
  moneyById,
  moneyTransferForm,
  moneyTransferSchema,
} from './money-transfer';
import { LOCKED_MESSAGE, createRateAdjustSchema, ownCeilings, rateAdjustDefaults, rateAdjustFields } from './rate-adjust';

describe('money give / take-back', () => {
  const valid = { targetId: 'user01', type: 'give', amount: '10000', note: '' };
  it('sends target, type and amount', () =>
    expect(moneyTransferSchema.parse(valid)).toEqual({ targetId: 'user01', type: 'give', amount: 10_000, note: undefined }));
  it('requires target and amount; type is give or takeback', () =>
    expect(messagesOf(moneyTransferSchema, { targetId: '', type: 'steal', amount: '', note: '' })).toEqual({
      targetId: 'forms.moneyTransfer.targetId.required',
      type: 'forms.moneyTransfer.type.required',
      amount: 'forms.partnerMoney.amount.required',
    }));
  it('accepts a 100-character note and refuses 101', () => {
    expect(messagesOf(moneyTransferSchema, { ...valid, note: 'n'.repeat(100) })).toEqual({});
    expect(messagesOf(moneyTransferSchema, { ...valid, note: 'n'.repeat(101) })).toEqual({ note: 'forms.partnerMoney.note.max' });
  });
  it('confirms with the nickname, the amount and the type', () => {
    const spec = moneyTransferForm();
    const values = moneyTransferSchema.parse({ ...valid, type: 'takeback' });
    expect(spec.confirm?.(values, { options: { targetId: [{ value: 'user01', label: '행운의별' }] } })).toEqual({
      message: 'forms.moneyTransfer.confirm',
      values: { nick: '행운의별', amount: { won: 10_000 }, type: { key: 'forms.moneyTransfer.type.options.takeback' } },
    });
  });
  describe('against held money', () => {
    const memberMoney = moneyById([
      { memId: 'user01', cashAmt: 54_000 },
      { memId: 'store01', cashAmt: 300_000 },
    ]);
    const limited = createMoneyTransferSchema({ heldMoney: 8_400_000, memberMoney });
    it('gives up to the partner own held money, not a won more', () => {
      expect(messagesOf(limited, { ...valid, amount: '8400000' })).toEqual({});
      expect(messagesOf(limited, { ...valid, amount: '8400001' })).toEqual({ amount: OVER_HELD_MESSAGE });
      expect(messagesOf(limited, { ...valid, amount: '99999999' })).toEqual({ amount: OVER_HELD_MESSAGE });
    });
    it('takes back up to what the chosen sub-member holds, whatever the partner holds', () => {
      const takeback = { ...valid, type: 'takeback' };
      expect(messagesOf(limited, { ...takeback, amount: '54000' })).toEqual({});
      expect(messagesOf(limited, { ...takeback, amount: '54001' })).toEqual({ amount: OVER_MEMBER_MESSAGE });
      expect(messagesOf(limited, { ...takeback, targetId: 'store01', amount: '300000' })).toEqual({});
      expect(messagesOf(createMoneyTransferSchema({ heldMoney: 0, memberMoney }), { ...takeback, amount: '50000' })).toEqual({});
    });
    it('a give is not limited by the sub-member, a take-back not by the partner', () =>
      expect(messagesOf(limited, { ...valid, amount: '60000' })).toEqual({}));
    it('leaves to the server what the screen does not know (held money not read yet, a member not listed)', () => {
      expect(messagesOf(createMoneyTransferSchema({ heldMoney: null, memberMoney }), { ...valid, amount: '99999999' })).toEqual({});
      expect(messagesOf(limited, { ...valid, type: 'takeback', targetId: 'other', amount: '99999999' })).toEqual({});
    });
    it('says how much the partner holds', () =>
      expect(moneyTransferForm({ heldMoney: 8_400_000 }).messageValues).toEqual({ held: { won: 8_400_000 } }));
    it('reports the required amount, not the limit, when nothing is typed', () =>
      expect(messagesOf(limited, { ...valid, amount: '' })).toEqual({ amount: 'forms.partnerMoney.amount.required' }));
  });
  it('maps give and take-back answers to target and amount', () =>
    expect(MONEY_TRANSFER_SERVER_ERRORS).toEqual({
      C302: 'targetId',
      C402: 'targetId',
      C303: 'amount',
      C403: 'amount',
      C601: 'amount',
      C701: 'amount',
    }));
});

describe('money move between sub-members', () => {
  it('refuses moving to the same member', () =>
    expect(messagesOf(moneyMoveSchema, { fromId: 'a', toId: 'a', amount: '1', note: '' })).toEqual({ toId: 'forms.moneyMove.toId.same' }));
  it('requires both members and the amount', () =>
    expect(messagesOf(moneyMoveSchema, { fromId: '', toId: '', amount: '', note: '' })).toEqual({
      fromId: 'forms.moneyMove.fromId.required',
      toId: 'forms.moneyMove.toId.required',
      amount: 'forms.partnerMoney.amount.required',
    }));
  it('moves at most what the sending member holds', () => {
    const limited = createMoneyMoveSchema({ memberMoney: moneyById([{ memId: 'a', cashAmt: 54_000 }]) });
    expect(messagesOf(limited, { fromId: 'a', toId: 'b', amount: '54000', note: '' })).toEqual({});
    expect(messagesOf(limited, { fromId: 'a', toId: 'b', amount: '54001', note: '' })).toEqual({ amount: OVER_FROM_MESSAGE });
    // what the receiving member holds does not matter; a sender the screen does not know is the server's to check
    expect(messagesOf(limited, { fromId: 'b', toId: 'a', amount: '99999999', note: '' })).toEqual({});
  });
  it('confirms with both nicknames, the amount and the type', () =>
    expect(moneyMoveForm().confirm?.(moneyMoveSchema.parse({ fromId: 'a', toId: 'b', amount: '5000', note: '' }), {})).toEqual({
      message: 'forms.moneyMove.confirmWithType',
      values: { from: 'a', to: 'b', amount: { won: 5000 }, type: { key: 'forms.moneyMove.type' } },
    }));
});

describe('rate adjustment within the partner own rates', () => {
  // the partner's own read: its rates (the ceilings) and its own parent's (max…, not the ceilings)
  const ceilings = ownCeilings([
    { category: 'casino', rollingRate: 1.5, losingRate: 40, maxRollingRate: 1.8, maxLosingRate: 45 },
    { category: 'slot', rollingRate: 5, losingRate: 40, maxRollingRate: 6, maxLosingRate: 50 },
  ]);
  const noon = () => new Date('2026-11-22T12:00:00+09:00');
  const schema = createRateAdjustSchema({ memId: 'sub01', ceilings, now: noon });
  const values = {
    casinoRolling: '1.5',
    casinoLosing: '40',
    hotelRolling: '0',
    hotelLosing: '0',
    slotRolling: '5',
    slotLosing: '0.25',
    miniRolling: '0',
    miniLosing: '0',
  };
  it('accepts rates up to the own rate and sends them per category', () =>
    expect(schema.parse(values)).toEqual({
      memId: 'sub01',
      rates: [
        { category: 'casino', rollingRate: 1.5, losingRate: 40 },
        { category: 'hotel', rollingRate: 0, losingRate: 0 },
        { category: 'slot', rollingRate: 5, losingRate: 0.25 },
        { category: 'mini', rollingRate: 0, losingRate: 0 },
      ],
    }));
  it('refuses a rate above the own rate (own + 0.01)', () =>
    expect(messagesOf(schema, { ...values, casinoRolling: '1.51', slotRolling: '5.01' })).toEqual({
      casinoRolling: 'forms.rateAdjust.rate.max',
      slotRolling: 'forms.rateAdjust.rate.max',
    }));
  it('caps at the partner own rate as "my rates" shows it, the hint saying the same figure (own 1 %, its parent 1.2 %: 1.1 refused)', () => {
    const own = ownCeilings([{ category: 'casino', rollingRate: 1, losingRate: 30, maxRollingRate: 1.2, maxLosingRate: 40 }]);
    expect(own.casino).toEqual({ rolling: 1, losing: 30 });
    const capped = createRateAdjustSchema({ memId: 'store01', ceilings: own, now: noon });
    const typed = { ...values, casinoRolling: '1.1', casinoLosing: '30', slotRolling: '0', slotLosing: '0' };
    expect(messagesOf(capped, typed)).toEqual({ casinoRolling: 'forms.rateAdjust.rate.max' });
    expect(messagesOf(capped, { ...typed, casinoRolling: '1' })).toEqual({});
    const hint = rateAdjustFields({ ceilings: own }).find((f) => f.name === 'casinoRolling');
    expect(hint?.helpValues).toEqual({ max: '1' });
  });
  it('gives a category the partner lacks a ceiling of 0', () =>
    expect(messagesOf(schema, { ...values, hotelRolling: '0.01' })).toEqual({ hotelRolling: 'forms.rateAdjust.rate.max' }));
  it.each(['', '-1', '1.234', 'abc', '1,5'])('refuses %j', (v) =>
    expect(Object.keys(messagesOf(schema, { ...values, casinoLosing: v }))).toEqual(['casinoLosing']),
  );
  it('is locked for a day after a change', () => {
    const locked = createRateAdjustSchema({ memId: 'sub01', ceilings, lockedUntil: '2026-11-22 12:00:01', now: noon });
    expect(messagesOf(locked, values)).toEqual({ '': LOCKED_MESSAGE });
    const unlocked = createRateAdjustSchema({ memId: 'sub01', ceilings, lockedUntil: '2026-11-22 12:00:00', now: noon });
    expect(messagesOf(unlocked, values)).toEqual({});
  });
  it('lists two fields per category and starts from the current rates', () => {
    expect(rateAdjustFields({ ceilings }).map((f) => f.name)).toEqual(Object.keys(values));
    expect(
      rateAdjustDefaults([{ category: 'casino', rollingRate: 1, losingRate: 10, maxRollingRate: 2, maxLosingRate: 40 }]).casinoRolling,
    ).toBe('1');
  });
});
