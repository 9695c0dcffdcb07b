import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret';

describe('groupSecret', () => {
  it('groups the key by four, the last group as long as it is', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
    expect(groupSecret('JBSW')).toBe('JBSW');
    expect(groupSecret('')).toBe('');
  });
});
