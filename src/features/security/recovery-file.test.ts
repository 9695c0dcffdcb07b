import { describe, expect, it } from 'vitest';
import { recoveryText } from './recovery-file';

describe('recoveryText', () => {
  it('the heading, a blank line, then one code a line, CRLF, ending with a line break', () => {
    expect(recoveryText('Recovery codes', ['k7dp-2mxq', 'a9re-44zt'])).toBe('Recovery codes\r\n\r\nk7dp-2mxq\r\na9re-44zt\r\n');
  });
});
