// Message keys of the member fields shared by several forms (signup, login, info edit, password
// change, sub-partner). A format message's last segment is its error code (U101, noValidMemTel, …).
export const MEMBER_MESSAGES = {
  memId: { required: 'forms.member.memId.required', format: 'forms.member.memId.U101' },
  memPass: { required: 'forms.member.memPass.required', format: 'forms.member.memPass.U102' },
  memPassCheck: { required: 'forms.member.memPassCheck.required', mismatch: 'forms.member.memPassCheck.mismatch' },
  cashOutPass: { required: 'forms.member.cashOutPass.required', format: 'forms.member.cashOutPass.U103' },
  memNick: { required: 'forms.member.memNick.required', format: 'forms.member.memNick.U105' },
  memPhone: { required: 'forms.member.memPhone.required', format: 'forms.member.memPhone.noValidMemTel' },
  recommenderId: { required: 'forms.member.recommenderId.required', format: 'forms.member.recommenderId.format' },
  bank: { required: 'forms.member.bank.required', invalid: 'forms.member.bank.invalid' },
  memName: { required: 'forms.member.memName.required', format: 'forms.member.memName.U104' },
  bankacc: { required: 'forms.member.bankacc.required', format: 'forms.member.bankacc.noValidBankNumber' },
} as const;

/** The error code a format message stands for: the key's last segment (`…memId.U101` → `U101`). */
export function ruleCode(messageKey: string): string {
  return messageKey.slice(messageKey.lastIndexOf('.') + 1);
}
