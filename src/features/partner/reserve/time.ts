// The payment time a person picks (the picker's value, `YYYY-MM-DDTHH:mm`, read as Seoul time) and the server's form.
import { RECOMMENDER_RATE_LOCK_MS } from '@/config/constants';
import { serverTimeOf } from '../rates/lock';

/** Tomorrow at noon, Seoul, as the picker's value (`YYYY-MM-DDTHH:mm`). */
export const defaultPayAt = (now: Date = new Date()): string =>
  `${serverTimeOf(new Date(now.getTime() + RECOMMENDER_RATE_LOCK_MS)).slice(0, 10)}T12:00`;

/** `YYYY-MM-DDTHH:mm` → `YYYY-MM-DD HH:mm:00`. */
export const serverPayAt = (local: string): string => `${local.replace('T', ' ')}:00`;
