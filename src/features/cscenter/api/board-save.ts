// Sending an inquiry (/api/board/{qna|accountqna}/save): sent once however often it is tapped; the
// inquiry lists are read again after it. A resultCode other than "0" is a failure with that code.
import { useCallback } from 'react';
import { useContractMutation } from '@/api/contract';
import type { components } from '@/api/generated/schema';

type Board = 'qna' | 'accountqna';
type BoardSaveRequest = components['schemas']['BoardSaveRequest'];

export function useInquirySave(boardType: Board) {
  const mutation = useContractMutation('/api/board/{boardType}/save', {
    params: { boardType },
  });
  const { send: sendOnce } = mutation;
  const send = useCallback(
    async (body: BoardSaveRequest) => {
      const answer = await sendOnce(body);
      // the contract allows only "0"; a server saying otherwise is shown as its code
      if (String(answer.resultCode) !== '0') throw Object.assign(new Error(String(answer.resultCode)), { code: String(answer.resultCode) });
      return answer;
    },
    [sendOnce],
  );
  return { ...mutation, send };
}
