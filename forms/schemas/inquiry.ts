// A 1:1 inquiry (/cscenter/qna/write) and the deposit-account request (/cscenter/accountqna), docs/rules.md#data
// and §5: the type (bank account or other) is chosen, title (at most the contract's 100) and content
// are required; the board's QnA rules (board.ts) are the schema, this adds the confirmation and the
// payloads. The writer comes from the session, never from typing.
import type { components } from '@/api/generated/schema';
import type { ConfirmSpec, FormSpec } from '../meta/types';
import { qnaForm, qnaSchema, toBoardSavePayload, type QnaInput, type QnaOutput } from './board';

type BoardSaveRequest = components['schemas']['BoardSaveRequest'];

export const inquirySchema = qnaSchema;
export type InquiryInput = QnaInput;
export type InquiryOutput = QnaOutput;

export interface InquiryWriter {
  readonly memId: string;
  readonly memName: string;
}

/** The inquiry form: confirmed (its type and title named) before it is sent. */
export const inquiryForm = (): FormSpec<InquiryInput, InquiryOutput> => ({
  ...qnaForm(),
  confirm: (values): ConfirmSpec => ({
    message: 'forms.qna.confirm',
    values: { type: { key: `forms.qna.inquiryType.options.${values.inquiryType}` }, title: values.title },
  }),
});

/** /api/board/qna/save: what was typed plus the writer and the board. */
export const toInquiryPayload = (values: InquiryOutput, writer: InquiryWriter): BoardSaveRequest =>
  toBoardSavePayload(values, { memId: writer.memId, memName: writer.memName, boardType: 'qna' });

/**
 * /api/board/accountqna/save, the one-click deposit-account request (the mechanism is inferred, see the
 * contract's save operation): a bank-account inquiry whose words are the member's language's.
 */
export function toAccountRequestPayload(writer: InquiryWriter, words: { title: string; content: string }): BoardSaveRequest {
  const values = inquirySchema.parse({ inquiryType: 'bankAccount', title: words.title, content: words.content });
  return toBoardSavePayload(values, { memId: writer.memId, memName: writer.memName, boardType: 'accountqna' });
}
