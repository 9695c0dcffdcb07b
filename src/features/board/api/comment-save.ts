// A comment on a post (/api/board/cmtSave: sent once however often it is tapped; the post is read
// again after it, as the contract says).
import { useContractMutation } from '@/api/contract';

export const useCommentSave = () => useContractMutation('/api/board/cmtSave');
