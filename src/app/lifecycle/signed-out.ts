// Remembers the last sign-out, so the guard does not also say "login required" when a page
// reacts to the member having just been signed out (the sign-out handler says what is needed).
const QUIET_MS = 3_000;
let lastSignOut = 0;

export const markSignedOut = (now: number = Date.now()): void => {
  lastSignOut = now;
};

export const signedOutRecently = (now: number = Date.now()): boolean => now - lastSignOut < QUIET_MS;
