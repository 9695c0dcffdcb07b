// Narrowing an answer to its success branch. The client has already thrown ApiError for any
// code other than "0", so reaching here with a failure means the middleware was bypassed.
import { responseFailed } from './errors';

type Answer = { code: string; data?: unknown };
export type SuccessData<T> = T extends { code: '0'; data: infer D } ? D : never;

export function dataOf<T extends Answer>(answer: T | undefined): SuccessData<T> {
  if (!answer || answer.code !== '0') throw responseFailed('answer is not a success');
  return answer.data as SuccessData<T>;
}
