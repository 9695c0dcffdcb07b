// Checked by `tsc` (npm test's typescript step), not run: message keys are typed from the Korean
// locale files (src/i18n/resources.d.ts), so a key the locales lack does not compile.
import type { TFunction } from 'i18next';
import type { NavLink } from '@/app/chrome/links';
import type { ApiMessageCode } from '@/api/errors';

declare const shell: TFunction<'shell'>;
declare const api: TFunction<'api'>;

shell('member.stale');
// @ts-expect-error a misspelled key
shell('member.stael');
api('RESPONSE_TIMEOUT');
// @ts-expect-error a key in another namespace
api('member.stale');

// every message code a failure can be shown with has a message
export const everyFailureHasAMessage = (code: ApiMessageCode): string => api(code);

// a chrome link's key is a message key
// @ts-expect-error no such link label
export const unknownLink: NavLink = { key: 'casinoo', to: '/' };
