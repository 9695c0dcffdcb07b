// The member field rules (docs/rules.md#validation), each checked in order: the
// first failing check gives the field's message (empty first, then format).
import { z } from 'zod';
import type { Bank } from '../meta/types';
import { NICKNAME_LENGTH } from './limits';
import { MEMBER_MESSAGES as M } from './messages';
import { refuseInvisible, visibleName } from './visible';

/** 5-20 letters, digits and plus (U101). */
export const MEM_ID_PATTERN = /^[A-Za-z0-9+]{5,20}$/;
/** 6-20 of letters, digits and !@#$%* (U102). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%*]{6,20}$/;
/** A new password: the same, with at least one letter and one digit. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9!@#$%*]{6,20}$/;
/** Withdrawal PIN: exactly 4 digits (U103). */
export const PIN_PATTERN = /^\d{4}$/;
/** Korean mobile: 01x, optional dashes, 3-4 then 4 digits (noValidMemTel). */
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;
/** Account number: digits only (noValidBankNumber). */
export const BANK_ACCOUNT_PATTERN = /^\d+$/;
/** Account holder: letters only (any script), words separated by single spaces (U104). */
export const ACCOUNT_HOLDER_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** Letters of a bank's name. */
const LETTER = /[\p{L}]/gu;

/** Length in characters as a person counts them (code points, so 한 is one). */
export const charCount = (value: string): number => [...value].length;

// Ids, nicknames and names other members read go through `visible.ts`: no invisible, control or
// direction character (its own message), lengths in visible characters.

export const memIdRule = () => refuseInvisible(z.string().min(1, M.memId.required)).regex(MEM_ID_PATTERN, M.memId.format);

export const passwordRule = () => z.string().min(1, M.memPass.required).regex(PASSWORD_PATTERN, M.memPass.format);

export const pinRule = () => z.string().min(1, M.cashOutPass.required).regex(PIN_PATTERN, M.cashOutPass.format);

/** Nickname: 2-20 visible characters after trimming the ends (U105); nothing invisible. */
export const nicknameRule = () => visibleName(M.memNick.required, { ...NICKNAME_LENGTH, message: M.memNick.format });

export const phoneRule = () => z.string().min(1, M.memPhone.required).regex(PHONE_PATTERN, M.memPhone.format);

export const bankAccountRule = () => z.string().min(1, M.bankacc.required).regex(BANK_ACCOUNT_PATTERN, M.bankacc.format);

/** Account holder, trimmed at the ends: visible letters only (U104). */
export const accountHolderRule = () => visibleName(M.memName.required).regex(ACCOUNT_HOLDER_PATTERN, M.memName.format);

/** A bank's name has at least 2 letters (docs/rules.md#validation "bank name at least 2 letters"). */
export const isUsableBank = (bank: Bank): boolean => (bank.bankNameKr.match(LETTER)?.length ?? 0) >= 2;

/**
 * Bank: required; with the list the member chose from, the code must be one of it and name a bank
 * whose name has at least 2 letters.
 */
export const bankRule = (banks?: readonly Bank[]) =>
  z
    .string()
    .min(1, M.bank.required)
    .refine((code) => code === '' || !banks || banks.some((b) => b.bankCode === code && isUsableBank(b)), M.bank.invalid);

/**
 * A password confirmation matches its password. An empty confirmation is not a mismatch: it is not
 * entered yet, and its field asks for it (`passwordConfirmationRule`), so a member who left both
 * fields empty is asked to fill them in, not told they differ.
 */
export const confirmsPassword = (password: string, confirmation: string): boolean => confirmation === '' || confirmation === password;

/** The confirmation field itself: required (its own message). */
export const passwordConfirmationRule = () => z.string().min(1, M.memPassCheck.required);

/** A recommender's id: an id like any other (5-20 letters, digits and plus), required. */
export const recommenderIdRule = () => visibleName(M.recommenderId.required).regex(MEM_ID_PATTERN, M.recommenderId.format);
