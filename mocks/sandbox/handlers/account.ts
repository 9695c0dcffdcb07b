// account operations, from state: signup (a member waiting for the console's approval, under its
// recommender partner: domain/signup.ts createMember) and the member's own edits (password, phone and
// carrier, withdrawal PIN).
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { memberById } from '../domain/members';
import { createMember, displayNames, normalPhone, recommenderCheck, takenCode, uniqueViolationCode } from '../domain/signup';
import { checkPassword, hashPassword } from '../passwords';
import { getSetting } from '../settings';
import { endSessions } from './safety';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

export const accountHandlers: Handlers = {
  async memberSignup(body, ctx) {
    const option = await getSetting(ctx.db, 'siteOption');
    if (option.siteOption.signupYn === 'N') return fail('U115');
    if (body.memPass !== body.memPassCheck) return fail('U102');
    const names = displayNames(body);
    if ('code' in names) return fail(names.code);

    const recommenderId = body.recommenderId?.trim() || option.defaultRecommenderId || undefined;
    if (!recommenderId) return fail('U112');
    const recommender = recommenderCheck(await memberById(ctx.db, recommenderId));
    if (typeof recommender === 'string') return fail(recommender);

    const refused = await createMember(ctx.db, {
      memId: body.memId,
      memPass: body.memPass,
      names,
      memPhone: body.memPhone,
      memPhoneVendor: body.memPhoneVendor,
      bank: body.bank,
      bankacc: body.bankacc,
      cashOutPass: body.cashOutPass,
      parentId: recommender.memId,
      partnerType: null,
      state: 'waiting',
      joinedAt: ctx.now,
    });
    if (refused) return fail(refused);
    return ok({ resultCode: '0' as const });
  },

  async memberUpdate(body, ctx) {
    const { member } = sessionOf(ctx);
    // every change is confirmed with the current password (the info edit and the password change)
    if (!body.memPass || !checkPassword(body.memPass, member.passHash)) return fail('LX02');
    if (body.memPassNew !== undefined && body.memPassNew !== body.memPassCheck) return fail('U102');
    const phone = body.memPhone !== undefined ? normalPhone(body.memPhone) : undefined;
    if (phone !== undefined && phone !== member.phone) {
      const taken = await takenCode(ctx.db, { phone }, member.memId);
      if (taken) return fail(taken);
    }
    const set: Partial<typeof members.$inferInsert> = {};
    if (body.memPassNew !== undefined) set.passHash = hashPassword(body.memPassNew);
    if (phone !== undefined) set.phone = phone;
    if (body.memPhoneVendor !== undefined) set.phoneVendor = body.memPhoneVendor || null;
    if (body.cashOutPass !== undefined) set.cashOutPass = body.cashOutPass;
    if (Object.keys(set).length) {
      try {
        await ctx.db.update(members).set(set).where(eq(members.memId, member.memId));
      } catch (err) {
        const code = uniqueViolationCode(err);
        if (code) return fail(code);
        throw err;
      }
    }
    // a password change ends the member's other sessions: LOGOUT by push to each
    if (body.memPassNew !== undefined) {
      const { token } = sessionOf(ctx);
      await endSessions(ctx, member.memId, (t) => t !== token);
    }
    return ok({ resultCode: '0' as const });
  },
};
