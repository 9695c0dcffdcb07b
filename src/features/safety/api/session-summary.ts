// Time, stakes and net result since this session logged in (/api/member/sessionSummary, inferred):
// the reality check's figures. `fresh`: read again on every use (the reminder shows today's figures).
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export const SESSION_SUMMARY = '/api/member/sessionSummary';
export type SessionSummary = ContractData<typeof SESSION_SUMMARY>;

export const useSessionSummary = ({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) =>
  useQuery({ ...contractQuery(SESSION_SUMMARY, {}, { staleTime: fresh ? 0 : Infinity }), enabled });
