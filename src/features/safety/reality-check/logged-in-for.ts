// "1 hour 5 minutes" in the member's language (Intl's own unit words), for the reality check.
import { localeOf } from '@forms/rules/format';

export function loggedInFor(ms: number, language: string): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(localeOf(language), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
