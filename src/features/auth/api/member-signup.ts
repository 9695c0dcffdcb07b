// POST /api/member/signup: the payload is what the member typed plus the fields nobody types.
import { callContract } from '@/api/contract';
import { apiConfigFromEnv } from '@/config/env';
import { toSignupPayload } from '@forms/schemas/signup-payload';
import type { SignupOutput } from '@forms/schemas/signup';

/**
 * The signup fields the client fills (docs/rules.md#data). siteType `P` is the contract's example (not
 * documented further); the member's address is the server's to read from the connection, the
 * browser does not know it, so `ip` is sent empty.
 */
export const SIGNUP_SITE_TYPE = 'P';

/**
 * The spec's signup payload carries `partnerType`: a person signing up on the site is a member
 * (NORMAL, docs/rules.md#roles); partners are made by their partner, never by signing up.
 */
export const SIGNUP_PARTNER_TYPE = 'NORMAL';

export interface SignupSite {
  readonly siteName: string;
  readonly defaultRecommenderId: string | null | undefined;
}

export async function signup(values: SignupOutput, site: SignupSite): Promise<void> {
  const body = toSignupPayload(values, {
    siteName: site.siteName,
    siteType: SIGNUP_SITE_TYPE,
    ip: '',
    apiKey: apiConfigFromEnv().apiKey,
    defaultRecommenderId: site.defaultRecommenderId,
  });
  await callContract('/api/member/signup', { ...body, partnerType: SIGNUP_PARTNER_TYPE });
}
