// The codes an authenticator app shows, for tests against the sandbox: by the real time (two-step
// codes are checked against the real time, never the console's clock) and never the same time step
// twice (a used step is refused: docs/rules.md#two-step-verification).
import { authenticator } from 'otplib';

const STEP_MS = 30_000;

/**
 * A source of codes for one secret: each call gives the code of the next step not given yet, from
 * the current step on (the server takes the current step and the next one), waiting for the next
 * step when both were given.
 */
export function totpCodes(secret: string): () => Promise<string> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(last + 1, now);
      if (step <= now + 1) {
        last = step;
        return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50));
    }
  };
}
