// "Close for a day": one cookie per popup, winner_popup_closed_<bannerIdx>, for 24 hours.
import { COOKIES } from '@/config/constants';
import { readCookie, writeCookie } from '@/lib/cookies';

const DAY_SECONDS = 24 * 3600;

export const popupCookieName = (bannerIdx: number): string => `${COOKIES.popupClosedPrefix}${bannerIdx}`;

export const isClosedForToday = (bannerIdx: number): boolean => readCookie(popupCookieName(bannerIdx)) === 'Y';

export function closeForADay(bannerIdx: number): void {
  writeCookie(popupCookieName(bannerIdx), 'Y', DAY_SECONDS);
}
