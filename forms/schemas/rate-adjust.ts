// Rate adjustment (docs/rules.md#routes partner pages, docs/rules.md#states): a sub-member's rolling and losing rate per category,
// each within the partner's own; a change locks further change for one day.
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import type { FieldMeta, FormSpec, ServerErrorTable } from '../meta/types';
import { GAME_CATEGORIES, type GameCategory } from '../rules/choices';
import { rateRule, seoulTime } from '../rules/rate';

type PartnerRate = components['schemas']['PartnerRate'];
type PartnerRateUpdateRequest = components['schemas']['PartnerRateUpdateRequest'];

export interface RateCeiling {
  readonly rolling: number;
  readonly losing: number;
}

export interface RateAdjustContext {
  /** The sub-member whose rates change. */
  readonly memId: string;
  /** Its nickname, for the confirmation. */
  readonly nick?: string | undefined;
  /** The partner's own rates: the ceilings (`ownCeilings`). */
  readonly ceilings: Readonly<Record<GameCategory, RateCeiling>>;
  /** Until when a previous change locks the rates (`YYYY-MM-DD HH:mm:ss`, Seoul), if it does. */
  readonly lockedUntil?: string | null | undefined;
  readonly now?: () => Date;
}

/**
 * The ceilings: the partner's own rates per category (/api/partner/rates read without a memId, the
 * rates shown as "my rates"), so what the partner reads as its rate, each field's hint and the rule
 * are one figure. A category the answer lacks gets 0. (A member's read also says `maxRollingRate`:
 * the same figure by the contract, not read here so that there is one source.)
 */
export function ownCeilings(ownRates: readonly PartnerRate[]): Record<GameCategory, RateCeiling> {
  const of = (category: GameCategory): RateCeiling => {
    const rate = ownRates.find((r) => r.category === category);
    return { rolling: rate?.rollingRate ?? 0, losing: rate?.losingRate ?? 0 };
  };
  return { casino: of('casino'), hotel: of('hotel'), slot: of('slot'), mini: of('mini') };
}

const MESSAGES = {
  required: 'forms.rateAdjust.rate.required',
  numeric: 'forms.rateAdjust.rate.numeric',
  max: 'forms.rateAdjust.rate.max',
} as const;

export const LOCKED_MESSAGE = 'forms.rateAdjust.locked';

/** The eight rate fields (rolling and losing per category), each within its ceiling. */
export const rateShape = (ceilings: Readonly<Record<GameCategory, RateCeiling>>) => {
  const rate = (category: GameCategory, kind: keyof RateCeiling) => rateRule(ceilings[category][kind], MESSAGES);
  return {
    casinoRolling: rate('casino', 'rolling'),
    casinoLosing: rate('casino', 'losing'),
    hotelRolling: rate('hotel', 'rolling'),
    hotelLosing: rate('hotel', 'losing'),
    slotRolling: rate('slot', 'rolling'),
    slotLosing: rate('slot', 'losing'),
    miniRolling: rate('mini', 'rolling'),
    miniLosing: rate('mini', 'losing'),
  };
};

type RateValues = z.output<z.ZodObject<ReturnType<typeof rateShape>>>;

/** The eight rate fields as the contract's per-category rates. */
export const ratesOf = (v: RateValues): PartnerRateUpdateRequest['rates'] => [
  { category: 'casino', rollingRate: v.casinoRolling, losingRate: v.casinoLosing },
  { category: 'hotel', rollingRate: v.hotelRolling, losingRate: v.hotelLosing },
  { category: 'slot', rollingRate: v.slotRolling, losingRate: v.slotLosing },
  { category: 'mini', rollingRate: v.miniRolling, losingRate: v.miniLosing },
];

/** Whether a lock (`YYYY-MM-DD HH:mm:ss`, Seoul) still holds at `now`. */
export const isLocked = (lockedUntil: string | null | undefined, now: Date): boolean =>
  Boolean(lockedUntil) && now < seoulTime(lockedUntil ?? '');

export const createRateAdjustSchema = ({ memId, ceilings, lockedUntil, now = () => new Date() }: RateAdjustContext) =>
  z
    .object(rateShape(ceilings))
    .refine(() => !isLocked(lockedUntil, now()), { path: [], error: LOCKED_MESSAGE })
    .transform((v): PartnerRateUpdateRequest => ({ memId, rates: ratesOf(v) }));

export type RateAdjustInput = z.input<ReturnType<typeof createRateAdjustSchema>>;
export type RateAdjustOutput = z.output<ReturnType<typeof createRateAdjustSchema>>;
type Name = keyof RateAdjustInput & string;

const rateField = (category: GameCategory, kind: keyof RateCeiling, ceiling: number): FieldMeta<Name> => ({
  name: `${category}${kind === 'rolling' ? 'Rolling' : 'Losing'}`,
  kind: 'text',
  label: `forms.rateAdjust.${category}.${kind}`,
  help: 'forms.rateAdjust.rate.help',
  helpValues: { max: String(ceiling) },
  maxLength: 6,
  inputMode: 'decimal',
  allow: /[0-9.]/,
  suffix: 'forms.rateAdjust.rate.unit',
  autoComplete: 'off',
});

export const rateAdjustFields = ({ ceilings }: Pick<RateAdjustContext, 'ceilings'>): readonly FieldMeta<Name>[] =>
  GAME_CATEGORIES.flatMap((category) => [
    rateField(category, 'rolling', ceilings[category].rolling),
    rateField(category, 'losing', ceilings[category].losing),
  ]);

export const RATE_ADJUST_SERVER_ERRORS: ServerErrorTable<Name> = {};

/** The member's current rates (its own /api/partner/rates read, which the partner list shows too) as the form's starting values. */
export function rateAdjustDefaults(current: readonly PartnerRate[] = []): RateAdjustInput {
  const of = (category: GameCategory, kind: 'rollingRate' | 'losingRate'): string => {
    const value = current.find((r) => r.category === category)?.[kind];
    return value === undefined ? '' : String(value);
  };
  return {
    casinoRolling: of('casino', 'rollingRate'),
    casinoLosing: of('casino', 'losingRate'),
    hotelRolling: of('hotel', 'rollingRate'),
    hotelLosing: of('hotel', 'losingRate'),
    slotRolling: of('slot', 'rollingRate'),
    slotLosing: of('slot', 'losingRate'),
    miniRolling: of('mini', 'rollingRate'),
    miniLosing: of('mini', 'losingRate'),
  };
}

export const rateAdjustForm = (
  context: RateAdjustContext,
  current: readonly PartnerRate[] = [],
): FormSpec<RateAdjustInput, RateAdjustOutput> => ({
  id: 'rateAdjust',
  title: 'forms.rateAdjust.title',
  submit: 'forms.rateAdjust.submit',
  schema: createRateAdjustSchema(context),
  fields: rateAdjustFields(context),
  defaults: rateAdjustDefaults(current),
  serverErrors: RATE_ADJUST_SERVER_ERRORS,
  confirm: (values) => ({ message: 'forms.rateAdjust.confirm', values: { nick: context.nick ?? values.memId } }),
});
