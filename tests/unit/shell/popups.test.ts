// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { htmlToText } from '@/features/site/html-text';
import { closeForADay, isClosedForToday, popupCookieName } from '@/features/site/popup-cookie';

afterEach(() => {
  document.cookie = `${popupCookieName(21)}=; path=/; max-age=0`;
});

describe('popups', () => {
  it('"close for a day" is the cookie winner_popup_closed_<bannerIdx>', () => {
    expect(popupCookieName(21)).toBe('winner_popup_closed_21');
    expect(isClosedForToday(21)).toBe(false);
    closeForADay(21);
    expect(isClosedForToday(21)).toBe(true);
    expect(isClosedForToday(22)).toBe(false);
  });

  it('server HTML becomes plain text: no markup, no script, paragraphs kept', () => {
    expect(htmlToText('<p>신규 가입 시 <b>첫충 20%</b> 보너스!</p><p>둘째 줄</p>')).toBe('신규 가입 시 첫충 20% 보너스!\n둘째 줄');
    expect(htmlToText('<img src=x onerror="alert(1)"><script>alert(2)</script>안전')).toBe('안전');
    expect(htmlToText(undefined)).toBe('');
  });
});
