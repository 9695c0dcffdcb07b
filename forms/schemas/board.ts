// Board post and QnA (SPEC §5): title and content required; an inquiry is about a bank account or
// other. The writer (memId, memName) and the board come from the session, not from typing.
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { INQUIRY_TYPES, optionsOf } from '../rules/choices';
import { BOARD_TITLE_MAX } from '../rules/limits';
import { choiceRule, requiredText } from '../rules/text';

type BoardSaveRequest = components['schemas']['BoardSaveRequest'];

const title = () => requiredText('forms.board.title.required', { length: BOARD_TITLE_MAX, message: 'forms.board.title.max' });
const content = () => requiredText('forms.board.content.required');

export const boardPostSchema = z.object({ title: title(), content: content() });
export const qnaSchema = z.object({
  inquiryType: choiceRule(INQUIRY_TYPES, 'forms.qna.inquiryType.required'),
  title: title(),
  content: content(),
});

export type BoardPostInput = z.input<typeof boardPostSchema>;
export type BoardPostOutput = z.output<typeof boardPostSchema>;
export type QnaInput = z.input<typeof qnaSchema>;
export type QnaOutput = z.output<typeof qnaSchema>;

const titleField = {
  name: 'title',
  kind: 'text',
  label: 'forms.board.title.label',
  maxLength: BOARD_TITLE_MAX,
} as const satisfies FieldMeta<'title'>;
const contentField = {
  name: 'content',
  kind: 'textarea',
  label: 'forms.board.content.label',
  rows: 8,
} as const satisfies FieldMeta<'content'>;

export const boardPostFields: readonly FieldMeta<keyof BoardPostInput & string>[] = [titleField, contentField];
export const qnaFields: readonly FieldMeta<keyof QnaInput & string>[] = [
  {
    name: 'inquiryType',
    kind: 'radio',
    label: 'forms.qna.inquiryType.label',
    options: optionsOf(INQUIRY_TYPES, 'forms.qna.inquiryType.options'),
  },
  titleField,
  contentField,
];

export interface BoardWriter {
  readonly memId: string;
  readonly memName: string;
  readonly boardType?: string;
}

/** The save payload: what was typed plus the writer. */
export function toBoardSavePayload(values: BoardPostOutput | QnaOutput, writer: BoardWriter): BoardSaveRequest {
  return { ...values, memId: writer.memId, memName: writer.memName, ...(writer.boardType ? { boardType: writer.boardType } : {}) };
}

const NO_FIELD_ERRORS = {} as const;

export const boardPostForm = (): FormSpec<BoardPostInput, BoardPostOutput> => ({
  id: 'boardPost',
  title: 'forms.boardPost.title',
  submit: 'forms.boardPost.submit',
  schema: boardPostSchema,
  fields: boardPostFields,
  defaults: emptyValues(['title', 'content']),
  serverErrors: NO_FIELD_ERRORS satisfies ServerErrorTable<keyof BoardPostInput & string>,
});

export const qnaForm = (): FormSpec<QnaInput, QnaOutput> => ({
  id: 'qna',
  title: 'forms.qna.title',
  submit: 'forms.qna.submit',
  schema: qnaSchema,
  fields: qnaFields,
  defaults: emptyValues(['inquiryType', 'title', 'content']),
  serverErrors: NO_FIELD_ERRORS satisfies ServerErrorTable<keyof QnaInput & string>,
});
