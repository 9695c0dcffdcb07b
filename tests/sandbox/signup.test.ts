// Signup and the member's own edits, from state (handlers/account.ts): a new member waits for the console's
// approval under its recommender partner; duplicates, recommenders and a closed signup from the
// members table and the siteOption setting; nicknames and names by the form's own rule, nicknames
// compared in NFC; the carrier chosen at signup kept and answered; memberUpdate's password, phone,
// carrier and PIN.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../mocks/sandbox/db/schema';
import { checkPassword } from '../../mocks/sandbox/passwords';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

let seq = 0;
/** A signup body no member has used yet. */
function signup(over: Record<string, unknown> = {}) {
  seq++;
  const k = String(seq).padStart(4, '0');
  return {
    memId: `newbie${k}`,
    memPass: 'pass1234!',
    memPassCheck: 'pass1234!',
    memPhone: `010-7777-${k}`,
    bank: '004',
    memName: '홍길동',
    memNick: `새내기${k}`,
    bankacc: `5555000${k}`,
    cashOutPass: '1234',
    recommenderId: 'partner01',
    ...over,
  };
}
const row = async (memId: string) => (await s.sandbox.database.db.select().from(members).where(eq(members.memId, memId)))[0];
const setOption = (value: unknown) => s.operator('POST', '/__sandbox/settings/siteOption', { value });
const defaultOption = {
  siteOption: {
    siteName: 'WINNER',
    sns1Link: null,
    sns2Link: null,
    firstChargeBonusRate: 20,
    dailyFirstChargeBonusRate: 10,
    signupYn: 'Y',
  },
  defaultRecommenderId: null,
};

describe('memberSignup', () => {
  it('creates a waiting member under its recommender: login is LX13 (awaiting approval) until the console approves', async () => {
    const body = signup({ memPhone: '01077770000' });
    expect(okData(await s.call('memberSignup', body))).toEqual({ resultCode: '0' });
    const m = await row(body.memId);
    expect(m).toMatchObject({ state: 'waiting', parentId: 'partner01', recommenderId: 'partner01', phone: '010-7777-0000', level: 1 });
    expect(m?.passHash).not.toContain('pass1234!');
    expect(checkPassword('pass1234!', m?.passHash ?? '')).toBe(true);
    expect((await s.call('memberLogin', { memId: body.memId, memPass: 'pass1234!' })).code).toBe('LX13');
    expect((await s.operator('POST', `/__sandbox/members/${body.memId}/approve`)).status).toBe(200);
    const a = okData(await s.call('memberLogin', { memId: body.memId, memPass: 'pass1234!' }));
    expect(a.member).toMatchObject({ memId: body.memId, cashAmt: 0, pointAmt: 0, recommenderId: 'partner01', memPhone: '010-7777-0000' });
  });

  it('the carrier chosen at signup is kept: the login and member info answer it, an edit changes it, an edit without one keeps it', async () => {
    const body = signup({ memPhoneVendor: 'KT' });
    expect(okData(await s.call('memberSignup', body))).toEqual({ resultCode: '0' });
    expect((await row(body.memId))?.phoneVendor).toBe('KT');
    expect((await s.operator('POST', `/__sandbox/members/${body.memId}/approve`)).status).toBe(200);
    const a = okData(await s.call('memberLogin', { memId: body.memId, memPass: 'pass1234!' }));
    expect(a.member.memPhoneVendor).toBe('KT');
    const token = a.token;
    expect(okData(await s.call('memberInfo', {}, { token })).member.memPhoneVendor).toBe('KT');
    expect(okData(await s.call('memberUpdate', { memPass: 'pass1234!', memPhoneVendor: 'LGU' }, { token }))).toEqual({ resultCode: '0' });
    expect(okData(await s.call('memberInfo', {}, { token })).member.memPhoneVendor).toBe('LGU');
    expect(okData(await s.call('memberUpdate', { memPass: 'pass1234!', cashOutPass: '4321' }, { token }))).toEqual({ resultCode: '0' });
    expect(okData(await s.call('memberInfo', {}, { token })).member.memPhoneVendor).toBe('LGU');
    // none chosen: none answered
    const plain = signup();
    expect(okData(await s.call('memberSignup', plain))).toEqual({ resultCode: '0' });
    expect((await row(plain.memId))?.phoneVendor).toBeNull();
  });

  it('a format the schema refuses or a missing field keeps its own code (U101, U105), a password mismatch is U102', async () => {
    expect((await s.call('memberSignup', signup({ memId: 'ab' }))).code).toBe('U101');
    expect((await s.call('memberSignup', signup({ memNick: undefined }))).code).toBe('U105');
    expect((await s.call('memberSignup', signup({ memPassCheck: 'other123' }))).code).toBe('U102');
  });

  it('id, nickname, phone and account number already in use: U116, U117, U118, U119', async () => {
    expect((await s.call('memberSignup', signup({ memId: 'tester01' }))).code).toBe('U116');
    expect((await s.call('memberSignup', signup({ memNick: '테스터' }))).code).toBe('U117');
    expect((await s.call('memberSignup', signup({ memPhone: '01012345678' }))).code).toBe('U118');
    expect((await s.call('memberSignup', signup({ bankacc: '110123456789' }))).code).toBe('U119');
  });

  it('a nickname or a name with an invisible, control or direction character is refused as the form refuses it (U105, U104)', async () => {
    // the form's rule (forms/rules/visible.ts), not a second copy: '테스\u200B터' looks exactly like 테스터
    for (const memNick of ['테스\u200B터', '\u202E터스테', 'ab\u2060cd', '\u3164\u3164ab', 'ab\u00A0cd', 'a\u0000b', '\u200B\u200B'])
      expect((await s.call('memberSignup', signup({ memNick }))).code, JSON.stringify(memNick)).toBe('U105');
    // 2-20 characters as a person counts them: one accented letter written as two code points is one
    expect((await s.call('memberSignup', signup({ memNick: 'e\u0301' }))).code).toBe('U105');
    for (const memName of ['홍\u200B길동', '\u202E동길홍'])
      expect((await s.call('memberSignup', signup({ memName }))).code, JSON.stringify(memName)).toBe('U104');
    // ordinary nicknames, a plain space inside too, still pass
    expect(okData(await s.call('memberSignup', signup({ memNick: '행운의 별' })))).toEqual({ resultCode: '0' });
  });

  it('a nickname is kept in NFC: two nicknames that look the same under NFC collide (U117)', async () => {
    const composed = signup({ memNick: 'Café\u00E9' });
    expect(okData(await s.call('memberSignup', composed))).toEqual({ resultCode: '0' });
    expect((await s.call('memberSignup', signup({ memNick: 'Cafe\u0301e\u0301' }))).code).toBe('U117');
    const decomposed = signup({ memNick: '하느\u1102\u1173\u11af' }); // 하느늘, its last syllable in jamo
    expect(okData(await s.call('memberSignup', decomposed))).toEqual({ resultCode: '0' });
    expect((await row(decomposed.memId))?.nick).toBe('하느늘');
    expect((await s.call('memberSignup', signup({ memNick: '하느늘' }))).code).toBe('U117');
  });

  it('recommender: missing U112, not a partner U113, unknown or not in good standing U114', async () => {
    expect((await s.call('memberSignup', signup({ recommenderId: undefined }))).code).toBe('U112');
    expect((await s.call('memberSignup', signup({ recommenderId: 'tester01' }))).code).toBe('U113');
    expect((await s.call('memberSignup', signup({ recommenderId: 'nobody99' }))).code).toBe('U114');
    await makeMember(s, { memId: 'ptnwait01', partnerType: 'PTN_2', state: 'waiting' });
    await makeMember(s, { memId: 'ptnsusp01', partnerType: 'PTN_2', state: 'suspended' });
    expect((await s.call('memberSignup', signup({ recommenderId: 'ptnwait01' }))).code).toBe('U114');
    expect((await s.call('memberSignup', signup({ recommenderId: 'ptnsusp01' }))).code).toBe('U114');
  });

  it("the site's default recommender stands in when none is given", async () => {
    await makeMember(s, { memId: 'head01', partnerType: 'PTN_1' });
    expect((await setOption({ ...defaultOption, defaultRecommenderId: 'head01' })).status).toBe(200);
    try {
      expect(okData(await s.call('siteOption', {})).defaultRecommenderId).toBe('head01');
      const body = signup({ recommenderId: undefined });
      expect((await s.call('memberSignup', body)).code).toBe('0');
      expect(await row(body.memId)).toMatchObject({ parentId: 'head01', recommenderId: 'head01' });
    } finally {
      await setOption(defaultOption);
    }
  });

  it('signup closed by the siteOption setting is U115', async () => {
    await setOption({ ...defaultOption, siteOption: { ...defaultOption.siteOption, signupYn: 'N' } });
    try {
      const body = signup();
      expect((await s.call('memberSignup', body)).code).toBe('U115');
      expect(await row(body.memId)).toBeUndefined();
    } finally {
      await setOption(defaultOption);
    }
  });
});

describe('memberUpdate', () => {
  it('changes the password with the current one (LX02 without it, U102 when the two differ)', async () => {
    await makeMember(s, { memId: 'upd01' });
    const token = await s.login('upd01');
    expect(
      (await s.call('memberUpdate', { memPass: 'wrong123', memPassNew: 'newpass99', memPassCheck: 'newpass99' }, { token })).code,
    ).toBe('LX02');
    expect((await s.call('memberUpdate', { memPassNew: 'newpass99', memPassCheck: 'newpass99' }, { token })).code).toBe('LX02');
    expect(
      (await s.call('memberUpdate', { memPass: 'secret12', memPassNew: 'newpass99', memPassCheck: 'newpass98' }, { token })).code,
    ).toBe('U102');
    expect((await s.call('memberUpdate', { memPass: 'secret12', memPassNew: 'nodigits', memPassCheck: 'nodigits' }, { token })).code).toBe(
      'U102',
    );
    expect(
      okData(await s.call('memberUpdate', { memPass: 'secret12', memPassNew: 'newpass99', memPassCheck: 'newpass99' }, { token })),
    ).toEqual({
      resultCode: '0',
    });
    expect((await s.call('memberLogin', { memId: 'upd01', memPass: 'secret12' })).code).toBe('LX02');
    expect((await s.call('memberLogin', { memId: 'upd01', memPass: 'newpass99' })).code).toBe('0');
  });

  it('changes the phone (U118 when another member has it, U106 when it is not a mobile) and the PIN (U103)', async () => {
    await makeMember(s, { memId: 'upd02' });
    const token = await s.login('upd02');
    expect((await s.call('memberUpdate', { memPass: 'secret12', memPhone: '010-1234-5678' }, { token })).code).toBe('U118');
    expect((await s.call('memberUpdate', { memPass: 'secret12', memPhone: '02-123-4567' }, { token })).code).toBe('U106');
    expect((await s.call('memberUpdate', { memPass: 'secret12', cashOutPass: '12' }, { token })).code).toBe('U103');
    expect((await s.call('memberUpdate', { memPass: 'secret12', memPhone: '01098761234', cashOutPass: '9876' }, { token })).code).toBe('0');
    expect(await row('upd02')).toMatchObject({ phone: '010-9876-1234', cashOutPass: '9876' });
    expect(okData(await s.call('memberInfo', {}, { token })).member.memPhone).toBe('010-9876-1234');
  });
});
