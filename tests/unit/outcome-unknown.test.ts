// A call that changes something and loses its answer (time-out, connection lost) may have been
// applied: its message says the outcome is unknown, never "try again later".
import { describe, expect, it } from 'vitest';
import { ApiError, responseFailed } from '@/api/errors';

describe('the outcome of a lost answer', () => {
  it('is unknown for a call that changes something, when no answer came (time-out, connection lost)', () => {
    for (const failure of ['timeout', 'network'] as const) {
      const error = responseFailed('lost', { failure }).asWrite();
      expect(error.outcomeUnknown).toBe(true);
      expect(error.messageKey).toBe('api.RESPONSE_UNKNOWN_OUTCOME');
    }
  });

  it('is known when an answer came (a code, a server error, an unreadable answer) or the call only reads', () => {
    expect(new ApiError('C101').asWrite().messageKey).toBe('api.C101');
    expect(responseFailed('boom', { failure: 'http', status: 502 }).asWrite().messageKey).toBe('api.RESPONSE_SERVER');
    expect(responseFailed('garbled', { failure: 'unreadable' }).asWrite().messageKey).toBe('api.RESPONSE_FAILED');
    expect(responseFailed('slow', { failure: 'timeout' }).messageKey).toBe('api.RESPONSE_TIMEOUT');
  });
});
