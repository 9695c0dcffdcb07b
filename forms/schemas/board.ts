// Board post and QnA (docs/rules.md#validation): title and content required; an inquiry is about a bank account or
// other. The writer (memId, memName) and the board come from the session, not from typing. A free-board
// post may carry up to BOARD_BETS_MAX of the member's bets (picked from the betting history, not typed).
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
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

/**
 * How many bets one post may carry: the contract's betIdxList has no limit, so the front end sets one
 * (x-source inferred: five, enough for a "proof" post, short enough to read on a phone).
 */
export const BOARD_BETS_MAX = 5;

/** The bets attached to a post: distinct bet numbers, at most BOARD_BETS_MAX. */
export const attachedBetsSchema = z
  .array(z.number().int().positive())
  .max(BOARD_BETS_MAX, 'forms.boardPost.bets.max')
  .refine((list) => new Set(list).size === list.length, 'forms.boardPost.bets.duplicate');

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

/** The save payload: what was typed plus the writer (and the attached bets, when there are any). */
export function toBoardSavePayload(
  values: BoardPostOutput | QnaOutput,
  writer: BoardWriter,
  betIdxList: readonly number[] = [],
): BoardSaveRequest {
  return {
    ...values,
    memId: writer.memId,
    memName: writer.memName,
    ...(writer.boardType ? { boardType: writer.boardType } : {}),
    ...(betIdxList.length > 0 ? { betIdxList: attachedBetsSchema.parse(betIdxList) } : {}),
  };
}

const NO_FIELD_ERRORS = {} as const;

/** A post; the upload flow (docs/rules.md#states) confirms it first, saying how many bets go with it. */
export const boardPostForm = (attachedBets = 0): FormSpec<BoardPostInput, BoardPostOutput> => ({
  id: 'boardPost',
  title: 'forms.boardPost.title',
  submit: 'forms.boardPost.submit',
  schema: boardPostSchema,
  fields: boardPostFields,
  defaults: emptyValues(['title', 'content']),
  serverErrors: NO_FIELD_ERRORS satisfies ServerErrorTable<keyof BoardPostInput & string>,
  confirm: (values): ConfirmSpec =>
    attachedBets > 0
      ? { message: 'forms.boardPost.confirmBets', values: { title: values.title, count: { number: attachedBets } } }
      : { message: 'forms.boardPost.confirm', values: { title: values.title } },
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
