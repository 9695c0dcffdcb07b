// The signup payload: what the member typed plus the fields nobody types (docs/rules.md#data defaults).
import type { components } from '@/api/generated/schema';
import type { SignupOutput } from './signup';

type SignupRequest = components['schemas']['SignupRequest'];

export interface SignupPayloadContext {
  readonly siteName: string;
  readonly siteType: string;
  /** The member's address as the site knows it. */
  readonly ip: string;
  readonly apiKey: string;
  /** Country calling code; Korea unless told. */
  readonly nationCode?: string;
  /** Sent as the recommender when the field was hidden. */
  readonly defaultRecommenderId?: string | null | undefined;
}

export const SIGNUP_DEFAULTS = { memLevel: 1, partSendYn: 'N', memStatus: 0, nationCode: '82' } as const;

export function toSignupPayload(values: SignupOutput, context: SignupPayloadContext): SignupRequest {
  const { recommenderId, memPhoneVendor, ...typed } = values;
  const recommender = recommenderId ?? context.defaultRecommenderId ?? undefined;
  return {
    ...typed,
    ...(memPhoneVendor ? { memPhoneVendor } : {}),
    ...(recommender ? { recommenderId: recommender } : {}),
    siteName: context.siteName,
    siteType: context.siteType,
    ip: context.ip,
    apiKey: context.apiKey,
    nationCode: context.nationCode ?? SIGNUP_DEFAULTS.nationCode,
    memLevel: SIGNUP_DEFAULTS.memLevel,
    partSendYn: SIGNUP_DEFAULTS.partSendYn,
    memStatus: SIGNUP_DEFAULTS.memStatus,
  };
}
