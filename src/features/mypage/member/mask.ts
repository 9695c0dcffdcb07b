// What the member info screen hides of the member's own numbers: a phone keeps its carrier prefix and
// its last 4 digits (010-****-5678), an account number its last 4 (**********1234). Length and
// dashes are kept, so the member recognises the number.

const HIDDEN = '*';

/** 010-1234-5678 → 010-****-5678; 01012345678 → 010****5678. Anything shorter than 8 digits shows only its last 4. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return maskTail(phone, 4);
  let seen = 0;
  return [...phone]
    .map((c) => {
      if (!/\d/.test(c)) return c;
      seen += 1;
      return seen > 3 && seen <= digits.length - 4 ? HIDDEN : c;
    })
    .join('');
}

/** Every digit but the last 4 hidden. */
export function maskAccount(account: string): string {
  return maskTail(account, 4);
}

function maskTail(value: string, keep: number): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return [...value]
    .map((c) => {
      if (!/\d/.test(c)) return c;
      seen += 1;
      return seen <= digits - keep ? HIDDEN : c;
    })
    .join('');
}
