// How a limit reads: its name ("Deposit limit · Day") and its amount (or "no limit").
import type { TFunction } from 'i18next';
import { formatWon } from '@forms/rules/format';
import type { Limit } from './api/member-limits';

export const limitName = (t: TFunction<'safety'>, limit: Pick<Limit, 'kind' | 'period'>): string =>
  t('limit.name', { kind: t(`kind.${limit.kind}`), period: t(`period.${limit.period}`) });

export const limitAmount = (t: TFunction<'safety'>, amount: number | null, language: string): string =>
  amount === null ? t('limit.none') : formatWon(amount, language);
