// Member passwords are stored as scrypt hashes (`salt:hash`), never as typed.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 1024; // low cost: a sandbox, and tests log in often

export function hashPassword(plain: string): string {
  const salt = randomBytes(8).toString('hex');
  return `${salt}:${scryptSync(plain, salt, 32, { N }).toString('hex')}`;
}

export function checkPassword(plain: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const a = Buffer.from(hash, 'hex');
  const b = scryptSync(plain, salt, 32, { N });
  return a.length === b.length && timingSafeEqual(a, b);
}
