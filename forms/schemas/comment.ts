// A comment on a post: content required, at most 500 characters. The post and writer come from the page.
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { COMMENT_MAX } from '../rules/limits';
import { requiredText } from '../rules/text';

type CommentSaveRequest = components['schemas']['CommentSaveRequest'];

export const commentSchema = z.object({
  content: requiredText('forms.comment.content.required', { length: COMMENT_MAX, message: 'forms.comment.content.max' }),
});

export type CommentInput = z.input<typeof commentSchema>;
export type CommentOutput = z.output<typeof commentSchema>;
type Name = keyof CommentInput & string;

export const commentFields: readonly FieldMeta<Name>[] = [
  { name: 'content', kind: 'textarea', label: 'forms.comment.content.label', maxLength: COMMENT_MAX, rows: 3 },
];

export const toCommentPayload = (
  values: CommentOutput,
  target: { readonly boardIdx: number; readonly regId: string },
): CommentSaveRequest => ({
  ...values,
  boardIdx: target.boardIdx,
  regId: target.regId,
});

export const COMMENT_SERVER_ERRORS: ServerErrorTable<Name> = {};

export const commentForm = (): FormSpec<CommentInput, CommentOutput> => ({
  id: 'comment',
  title: 'forms.comment.title',
  submit: 'forms.comment.submit',
  schema: commentSchema,
  fields: commentFields,
  defaults: emptyValues(['content']),
  serverErrors: COMMENT_SERVER_ERRORS,
});
