// USDT deposit and withdrawal (docs/rules.md#routes coinCharge / coinExchange, docs/rules.md#errors the deposit and withdrawal codes):
// valued at the rate the screen shows (/api/coin?symbol=USDT, refreshed while it is open).
// - Deposit: the member types the USDT sent (at most two decimals) and, when they have it, the
//   transfer's transaction hash; its value in won (rounded down) must lie within the deposit rules.
//   It is a charge like a bank deposit: it takes or declines the bonus that applies, on the won
//   (docs/rules.md#constants).
// - Withdrawal: the member types won (held money and the withdrawal rules limit it, as for a bank
//   withdrawal), the wallet and its network, and the withdrawal PIN; the USDT expected is sent too.
//   The bank maintenance (23:30-00:30) does not stop a coin withdrawal.
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type MessageValues, type ServerErrorTable } from '../meta/types';
import { pinRule } from '../rules/member';
import { choiceRule } from '../rules/text';
import { bonusOf, type DepositBonus, type DepositRules } from './deposit';
import {
  WITHDRAWAL_SERVER_ERRORS,
  cashOutPassField,
  withdrawalAmountField,
  withdrawalAmountRule,
  type WithdrawalRules,
} from './withdrawal';

export type CoinNetwork = components['schemas']['CoinNetwork'];
export const COIN_NETWORKS = ['TRC20', 'ERC20'] as const satisfies readonly CoinNetwork[];

/** USDT as typed: digits with at most two decimals. */
export const COIN_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
/** A transfer's hash: 64 hex digits, with 0x on Ethereum. */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-fA-F]{64}$/;
/** A wallet address on each network: Tron base58 from T (34), Ethereum 0x and 40 hex digits. */
export const WALLET_PATTERNS: Readonly<Record<CoinNetwork, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** USDT typed (two decimals at most) as hundredths, or NaN. */
const hundredths = (typed: string): number => {
  if (!COIN_AMOUNT_PATTERN.test(typed)) return Number.NaN;
  const [whole = '0', fraction = ''] = typed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The won value of `coin` USDT at `price` won each, rounded down to whole won. */
export const wonOfCoin = (coin: number, price: number): number =>
  Number.isFinite(coin) && Number.isFinite(price) && coin > 0 && price > 0 ? Math.floor((Math.round(coin * 100) * price) / 100) : 0;

/** The USDT `won` buys at `price`, rounded down to two decimals. */
export const coinOfWon = (won: number, price: number): number =>
  Number.isFinite(won) && Number.isFinite(price) && won > 0 && price > 0 ? Math.floor((won * 100) / price) / 100 : 0;

/** The USDT typed so far as a number (0 while it is not a valid amount): for the live conversion. */
export const typedCoin = (typed: string | undefined): number => {
  const cents = hundredths(typed ?? '');
  return Number.isNaN(cents) ? 0 : cents / 100;
};

export interface CoinDepositContext {
  /** Won per USDT, as shown. */
  readonly price: number;
  /** The deposit rules (/api/cash/inInfo): the won value must lie within them. */
  readonly rules: DepositRules;
  /** The bonus that applies (null or absent: none; the choice is then not shown and N is sent). */
  readonly bonus?: DepositBonus | null;
}

const YES_NO = ['Y', 'N'] as const;

export const createCoinDepositSchema = ({ price, rules }: CoinDepositContext) =>
  z
    .object({
      coinAmount: z
        .string()
        .trim()
        .min(1, 'forms.coinDeposit.coinAmount.required')
        .refine((v) => v === '' || !Number.isNaN(hundredths(v)), 'forms.coinDeposit.coinAmount.format')
        .refine((v) => Number.isNaN(hundredths(v)) || hundredths(v) > 0, 'forms.coinDeposit.coinAmount.format')
        .refine(
          (v) => Number.isNaN(hundredths(v)) || wonOfCoin(hundredths(v) / 100, price) >= rules.minAmount,
          'forms.coinDeposit.coinAmount.min',
        )
        .refine(
          (v) => Number.isNaN(hundredths(v)) || wonOfCoin(hundredths(v) / 100, price) <= rules.maxAmount,
          'forms.coinDeposit.coinAmount.max',
        )
        .transform((v) => hundredths(v) / 100),
      txHash: z
        .string()
        .trim()
        .refine((v) => v === '' || TX_HASH_PATTERN.test(v), 'forms.coinDeposit.txHash.format')
        .transform((v) => (v === '' ? undefined : v)),
      bonusYn: choiceRule(YES_NO, 'forms.deposit.bonusYn.required'),
    })
    .transform(({ coinAmount, txHash, bonusYn }) => ({
      payType: 'coin' as const,
      amount: wonOfCoin(coinAmount, price),
      coinAmount,
      bonusYn,
      ...(txHash ? { txHash } : {}),
    }));

export type CoinDepositInput = z.input<ReturnType<typeof createCoinDepositSchema>>;
export type CoinDepositOutput = z.output<ReturnType<typeof createCoinDepositSchema>>;

const depositLimits = ({ price, rules }: CoinDepositContext): MessageValues => ({
  min: { won: rules.minAmount },
  max: { won: rules.maxAmount },
  minCoin: { usdt: Math.ceil((rules.minAmount * 100) / price) / 100 },
  maxCoin: { usdt: coinOfWon(rules.maxAmount, price) },
});

export const coinDepositFields = (context: CoinDepositContext): readonly FieldMeta<keyof CoinDepositInput & string>[] => [
  {
    name: 'coinAmount',
    kind: 'amount',
    label: 'forms.coinDeposit.coinAmount.label',
    help: 'forms.coinDeposit.coinAmount.help',
    helpValues: depositLimits(context),
    // the one money reading, two decimals (COIN_AMOUNT_PATTERN: at most 9 whole digits)
    maxLength: 9,
    decimals: 2,
    inputMode: 'decimal',
    suffix: 'forms.coinDeposit.coinAmount.unit',
    autoComplete: 'off',
  },
  {
    name: 'txHash',
    kind: 'text',
    label: 'forms.coinDeposit.txHash.label',
    help: 'forms.coinDeposit.txHash.help',
    maxLength: 66,
    allow: /[0-9a-fA-Fx]/,
    autoComplete: 'off',
  },
  // the bank deposit's choice, shown when a bonus applies
  ...(context.bonus
    ? [
        {
          name: 'bonusYn',
          kind: 'radio',
          label: 'forms.deposit.bonusYn.label',
          options: [
            { value: 'Y', label: 'forms.deposit.bonusYn.take' },
            { value: 'N', label: 'forms.deposit.bonusYn.decline' },
          ],
        } satisfies FieldMeta<keyof CoinDepositInput & string>,
      ]
    : []),
];

export const COIN_DEPOSIT_SERVER_ERRORS: ServerErrorTable<keyof CoinDepositInput & string> = {
  C002: 'coinAmount',
  C101: 'coinAmount',
  C102: 'coinAmount',
  C103: 'coinAmount',
};

export const coinDepositForm = (context: CoinDepositContext): FormSpec<CoinDepositInput, CoinDepositOutput> => ({
  id: 'coinDeposit',
  title: 'forms.coinDeposit.title',
  submit: 'forms.coinDeposit.submit',
  schema: createCoinDepositSchema(context),
  fields: coinDepositFields(context),
  defaults: { ...emptyValues(['coinAmount', 'txHash']), bonusYn: context.bonus ? 'Y' : 'N' },
  serverErrors: COIN_DEPOSIT_SERVER_ERRORS,
  messageValues: depositLimits(context),
  confirm: (values): ConfirmSpec => {
    const bonusWon = values.bonusYn === 'Y' ? bonusOf(values.amount, context.bonus ?? null) : 0;
    return {
      message: bonusWon > 0 ? 'forms.coinDeposit.confirmBonus' : 'forms.coinDeposit.confirm',
      values: {
        coin: { usdt: values.coinAmount },
        amount: { won: values.amount },
        price: { wonRate: context.price },
        ...(bonusWon > 0 ? { bonus: { won: bonusWon }, total: { won: values.amount + bonusWon } } : {}),
      },
    };
  },
});

export interface CoinWithdrawalContext {
  /** Won per USDT, as shown. */
  readonly price: number;
  /** Held money in won. */
  readonly heldMoney: number;
  /** The withdrawal rules (/api/cash/outInfo). */
  readonly rules: WithdrawalRules;
}

export const createCoinWithdrawalSchema = ({ price, heldMoney, rules }: CoinWithdrawalContext) =>
  z
    .object({
      amount: withdrawalAmountRule(heldMoney, rules),
      network: choiceRule(COIN_NETWORKS, 'forms.coinWithdrawal.network.required'),
      walletAddress: z.string().trim().min(1, 'forms.coinWithdrawal.walletAddress.required'),
      cashOutPass: pinRule(),
    })
    .superRefine(({ network, walletAddress }, ctx) => {
      const pattern = (COIN_NETWORKS as readonly string[]).includes(network) ? WALLET_PATTERNS[network as CoinNetwork] : null;
      if (walletAddress && pattern && !pattern.test(walletAddress)) {
        ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: `forms.coinWithdrawal.walletAddress.${network}` });
      }
    })
    .transform(({ amount, network, walletAddress, cashOutPass }) => ({
      payType: 'coin' as const,
      amount,
      coinAmount: coinOfWon(amount, price),
      network,
      walletAddress,
      cashOutPass,
    }));

export type CoinWithdrawalInput = z.input<ReturnType<typeof createCoinWithdrawalSchema>>;
export type CoinWithdrawalOutput = z.output<ReturnType<typeof createCoinWithdrawalSchema>>;
type WithdrawalName = keyof CoinWithdrawalInput & string;

export const coinWithdrawalFields = (context: CoinWithdrawalContext): readonly FieldMeta<WithdrawalName>[] => [
  withdrawalAmountField(context),
  {
    name: 'network',
    kind: 'radio',
    label: 'forms.coinWithdrawal.network.label',
    options: [
      { value: 'TRC20', label: 'forms.coinWithdrawal.network.TRC20' },
      { value: 'ERC20', label: 'forms.coinWithdrawal.network.ERC20' },
    ],
  },
  {
    name: 'walletAddress',
    kind: 'text',
    label: 'forms.coinWithdrawal.walletAddress.label',
    help: 'forms.coinWithdrawal.walletAddress.help',
    maxLength: 42,
    allow: /[0-9A-Za-z]/,
    autoComplete: 'off',
  },
  cashOutPassField,
];

/** The bank withdrawal's: the amount and the PIN are the same fields. */
export const COIN_WITHDRAWAL_SERVER_ERRORS: ServerErrorTable<WithdrawalName> = WITHDRAWAL_SERVER_ERRORS;

export const coinWithdrawalForm = (context: CoinWithdrawalContext): FormSpec<CoinWithdrawalInput, CoinWithdrawalOutput> => ({
  id: 'coinWithdrawal',
  title: 'forms.coinWithdrawal.title',
  submit: 'forms.coinWithdrawal.submit',
  schema: createCoinWithdrawalSchema(context),
  fields: coinWithdrawalFields(context),
  defaults: { ...emptyValues(['amount', 'walletAddress', 'cashOutPass']), network: 'TRC20' },
  serverErrors: COIN_WITHDRAWAL_SERVER_ERRORS,
  messageValues: {
    min: { won: context.rules.minAmount },
    max: { won: context.rules.maxAmount },
    unit: { won: context.rules.amountUnit },
  },
  confirm: (values): ConfirmSpec => ({
    message: 'forms.coinWithdrawal.confirm',
    values: {
      amount: { won: values.amount },
      coin: { usdt: values.coinAmount },
      price: { wonRate: context.price },
      network: values.network,
      wallet: values.walletAddress,
    },
  }),
});
