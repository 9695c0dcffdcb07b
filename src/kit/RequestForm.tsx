// A request's form over its rounds (use-form-rounds.ts): the note of what was accepted while it is
// open, then the form, a new one after each success, whose lost answer (the outcome unknown) links
// the history where the request is listed. The money forms, the point conversion and the partner's
// give and money move are each one of these; what they say is theirs.
import { type ReactNode } from 'react';
import type { FieldContext, FormSpec, FormValues, Layout } from '@forms/meta/types';
import { useLayout } from '@forms/renderer/layout-context';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { DoneNote } from './DoneNote';
import { HistoryLink } from './HistoryLink';
import type { FormRounds } from './use-form-rounds';

/** A form's rounds, with what the form is told besides (SchemaForm's props of the same names). */
export interface RequestRounds<Input extends FormValues, Output, N = Output> extends FormRounds<Output, N> {
  /** What the submit says while it waits before another try; undefined when it may send. */
  readonly submitWait?: string | undefined;
  /** Told the values as typed (for a figure beside the form); undefined: not followed. */
  readonly onValuesChange?: ((values: Partial<Input>) => void) | undefined;
}

export interface RequestHistory {
  /** Where the request is listed, per layout (HISTORY_PATHS). */
  readonly paths: Readonly<Record<Layout, string>>;
  /** The link's words. */
  readonly label: string;
  /** The success note links it too, after its words. */
  readonly inNote?: boolean;
}

export interface RequestFormProps<Input extends FormValues, Output, N> {
  readonly rounds: RequestRounds<Input, Output, N>;
  readonly spec: FormSpec<Input, Output>;
  readonly history: RequestHistory;
  /** The success note's close button's name. */
  readonly close: string;
  /** The success note's words of what was accepted. */
  readonly children: (done: N) => ReactNode;
  readonly context?: FieldContext;
  /** The form's title as a heading; by default the page's heading says what the form is. */
  readonly showTitle?: boolean;
  /** What stands between the note and the form (the coin deposit's steps and wallet). */
  readonly between?: ReactNode;
  /** Shown instead of the form while it cannot be used (the bank's maintenance); null: the form. */
  readonly unavailable?: ReactNode;
}

export function RequestForm<Input extends FormValues, Output, N>(props: RequestFormProps<Input, Output, N>) {
  const { rounds, history, unavailable } = props;
  const to = history.paths[useLayout()];
  return (
    <>
      {rounds.done !== null ? (
        <DoneNote closeLabel={props.close} onClose={rounds.dismiss} history={history.inNote ? { to, label: history.label } : null}>
          {props.children(rounds.done)}
        </DoneNote>
      ) : null}
      {props.between}
      {unavailable ?? (
        <SchemaForm
          key={rounds.round}
          spec={props.spec}
          context={props.context}
          onSubmit={rounds.submit}
          submitWait={rounds.submitWait}
          onValuesChange={rounds.onValuesChange}
          showTitle={props.showTitle ?? false}
          outcomeLink={<HistoryLink to={to} label={history.label} />}
        />
      )}
    </>
  );
}
