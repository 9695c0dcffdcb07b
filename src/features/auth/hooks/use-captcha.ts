// The login captcha's code (docs/rules.md#validation): 4 characters of 12345, checked in the browser before any
// request. A refresh always shows a different code, so a member (and a test) sees it change.
import { useCallback, useState } from 'react';
import { drawCaptcha } from '@forms/rules/captcha';

const secureRandom = (): number => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

export function nextCaptcha(previous: string, random: () => number = secureRandom): string {
  let code = drawCaptcha(random);
  while (code === previous) code = drawCaptcha(random);
  return code;
}

export function useCaptcha(): { code: string; refresh: () => void } {
  const [code, setCode] = useState(() => drawCaptcha(secureRandom));
  const refresh = useCallback(() => setCode((previous) => nextCaptcha(previous)), []);
  return { code, refresh };
}
