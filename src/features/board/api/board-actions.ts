// The free board's two actions: a comment (/api/board/cmtSave; the post is read again after it) and a
// post (/api/board/free/save; the list is read again after it). Each sends once however often it is
// tapped.
import { useContractMutation } from '@/api/contract';

export const useCommentSave = () => useContractMutation('/api/board/cmtSave');

export const useBoardSave = () => useContractMutation('/api/board/{boardType}/save', { params: { boardType: 'free' } });
