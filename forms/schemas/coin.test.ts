import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import {
  COIN_DEPOSIT_SERVER_ERRORS,
  COIN_WITHDRAWAL_SERVER_ERRORS,
  coinDepositForm,
  coinOfWon,
  coinWithdrawalForm,
  createCoinDepositSchema,
  createCoinWithdrawalSchema,
  typedCoin,
  wonOfCoin,
} from './coin';

const RULES = { minAmount: 10_000, maxAmount: 5_000_000, amountUnit: 1_000 };
const PRICE = 1_398.5;
const TRON = 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const HASH = 'a'.repeat(64);

describe('conversion at the rate shown', () => {
  it('values USDT in whole won, rounded down', () => {
    expect(wonOfCoin(100, PRICE)).toBe(139_850);
    expect(wonOfCoin(0.01, PRICE)).toBe(13);
    expect(wonOfCoin(7.15, PRICE)).toBe(9_999); // 9,999.275
    expect(wonOfCoin(0, PRICE)).toBe(0);
    expect(wonOfCoin(10, Number.NaN)).toBe(0);
  });
  it('buys USDT with won, rounded down to two decimals', () => {
    expect(coinOfWon(139_850, PRICE)).toBe(100);
    expect(coinOfWon(10_000, PRICE)).toBe(7.15);
    expect(coinOfWon(-1, PRICE)).toBe(0);
  });
  it('reads what is typed so far (0 until it is an amount)', () => {
    expect(typedCoin('12.5')).toBe(12.5);
    expect(typedCoin('12.')).toBe(0);
    expect(typedCoin('')).toBe(0);
    expect(typedCoin(undefined)).toBe(0);
  });
});

describe('USDT deposit', () => {
  const schema = createCoinDepositSchema({ price: PRICE, rules: RULES });
  it('sends the USDT, its won value and the hash when given', () => {
    expect(schema.parse({ coinAmount: '100', txHash: HASH, bonusYn: 'Y' })).toEqual({
      payType: 'coin',
      amount: 139_850,
      coinAmount: 100,
      bonusYn: 'Y',
      txHash: HASH,
    });
    expect(schema.parse({ coinAmount: ' 12.34 ', txHash: '', bonusYn: 'N' })).toEqual({
      payType: 'coin',
      amount: 17_257,
      coinAmount: 12.34,
      bonusYn: 'N',
    });
    expect(schema.parse({ coinAmount: '10', txHash: `0x${HASH}`, bonusYn: 'N' }).txHash).toBe(`0x${HASH}`);
  });
  it.each([
    ['', 'forms.coinDeposit.coinAmount.required'],
    ['0', 'forms.coinDeposit.coinAmount.format'],
    ['1.234', 'forms.coinDeposit.coinAmount.format'],
    ['1,000', 'forms.coinDeposit.coinAmount.format'],
    ['7.15', 'forms.coinDeposit.coinAmount.min'],
    ['3576', 'forms.coinDeposit.coinAmount.max'],
  ])('refuses %j', (coinAmount, message) =>
    expect(messagesOf(schema, { coinAmount, txHash: '', bonusYn: 'N' })).toEqual({ coinAmount: message }),
  );
  it('accepts the edges: 7.16 USDT is 10,013 won, 3575.25 USDT is 4,999,987 won', () => {
    expect(messagesOf(schema, { coinAmount: '7.16', txHash: '', bonusYn: 'N' })).toEqual({});
    expect(messagesOf(schema, { coinAmount: '3575.25', txHash: '', bonusYn: 'N' })).toEqual({});
    expect(messagesOf(schema, { coinAmount: '3575.26', txHash: '', bonusYn: 'N' })).toEqual({
      coinAmount: 'forms.coinDeposit.coinAmount.max',
    });
  });
  it('refuses a hash that is not 64 hex digits', () =>
    expect(messagesOf(schema, { coinAmount: '10', txHash: 'abc', bonusYn: 'N' })).toEqual({ txHash: 'forms.coinDeposit.txHash.format' }));
  it('confirms with the USDT, the rate and the won value; the limits in USDT for the help', () => {
    const form = coinDepositForm({ price: PRICE, rules: RULES });
    expect(form.confirm?.({ payType: 'coin', amount: 139_850, coinAmount: 100, bonusYn: 'N' }, {})).toEqual({
      message: 'forms.coinDeposit.confirm',
      values: { coin: { usdt: 100 }, amount: { won: 139_850 }, price: { wonRate: PRICE } },
    });
    // a charge like a bank one: the bonus that applies, taken, on the won (docs/rules.md#constants)
    const first = coinDepositForm({ price: PRICE, rules: RULES, bonus: { kind: 'first', rate: 20 } });
    expect(first.defaults.bonusYn).toBe('Y');
    expect(first.fields.map((f) => f.name)).toEqual(['coinAmount', 'txHash', 'bonusYn']);
    expect(form.fields.map((f) => f.name)).toEqual(['coinAmount', 'txHash']);
    expect(first.confirm?.({ payType: 'coin', amount: 139_850, coinAmount: 100, bonusYn: 'Y' }, {})).toEqual({
      message: 'forms.coinDeposit.confirmBonus',
      values: {
        coin: { usdt: 100 },
        amount: { won: 139_850 },
        price: { wonRate: PRICE },
        bonus: { won: 27_970 },
        total: { won: 167_820 },
      },
    });
    expect(form.fields[0]?.helpValues).toMatchObject({ minCoin: { usdt: 7.16 }, maxCoin: { usdt: 3_575.25 } });
  });
  it('shows the amount answers under the USDT', () =>
    expect(COIN_DEPOSIT_SERVER_ERRORS).toEqual({ C002: 'coinAmount', C101: 'coinAmount', C102: 'coinAmount', C103: 'coinAmount' }));
});

describe('USDT withdrawal', () => {
  const schema = createCoinWithdrawalSchema({ price: PRICE, heldMoney: 1_250_000, rules: RULES });
  const valid = { amount: '140000', network: 'TRC20', walletAddress: TRON, cashOutPass: '1234' };
  it('sends won, the expected USDT, the network, the wallet and the PIN', () =>
    expect(schema.parse(valid)).toEqual({
      payType: 'coin',
      amount: 140_000,
      coinAmount: 100.1,
      network: 'TRC20',
      walletAddress: TRON,
      cashOutPass: '1234',
    }));
  it('checks the wallet against its network', () => {
    expect(messagesOf(schema, { ...valid, walletAddress: ETH })).toEqual({ walletAddress: 'forms.coinWithdrawal.walletAddress.TRC20' });
    expect(messagesOf(schema, { ...valid, network: 'ERC20', walletAddress: TRON })).toEqual({
      walletAddress: 'forms.coinWithdrawal.walletAddress.ERC20',
    });
    expect(messagesOf(schema, { ...valid, network: 'ERC20', walletAddress: ETH })).toEqual({});
  });
  it('keeps the withdrawal rules: held money, minimum, unit; the PIN; asks for what is missing', () => {
    expect(messagesOf(schema, { ...valid, amount: '1250001' })).toEqual({ amount: 'forms.withdrawal.amount.max' });
    expect(messagesOf(schema, { ...valid, amount: '9000' })).toEqual({ amount: 'forms.withdrawal.amount.min' });
    expect(messagesOf(schema, { ...valid, amount: '10500' })).toEqual({ amount: 'forms.withdrawal.amount.unit' });
    expect(messagesOf(schema, { amount: '', network: '', walletAddress: ' ', cashOutPass: '' })).toEqual({
      amount: 'forms.withdrawal.amount.required',
      network: 'forms.coinWithdrawal.network.required',
      walletAddress: 'forms.coinWithdrawal.walletAddress.required',
      cashOutPass: M.cashOutPass.required,
    });
  });
  it('is not stopped by the bank maintenance (no time rule)', () => expect(schema.parse(valid).payType).toBe('coin'));
  it('starts on TRC20 and confirms with the USDT, the network and the wallet', () => {
    const form = coinWithdrawalForm({ price: PRICE, heldMoney: 1_250_000, rules: RULES });
    expect(form.defaults.network).toBe('TRC20');
    const values = schema.parse(valid);
    expect(form.confirm?.(values, {})).toEqual({
      message: 'forms.coinWithdrawal.confirm',
      values: { amount: { won: 140_000 }, coin: { usdt: 100.1 }, price: { wonRate: PRICE }, network: 'TRC20', wallet: TRON },
    });
  });
  it('maps the server answers to amount and PIN', () =>
    expect(COIN_WITHDRAWAL_SERVER_ERRORS).toEqual({
      C202: 'amount',
      C206: 'amount',
      C214: 'amount',
      C215: 'amount',
      C008: 'cashOutPass',
      C205: 'cashOutPass',
    }));
});
