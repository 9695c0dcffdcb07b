// What every field component of the registry receives.
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { FieldContext, FieldMeta, FormValues, MessageValues } from '../meta/types';
import type { FormVariant } from './layout';

export interface FieldProps {
  readonly meta: FieldMeta;
  // The transformed (output) type is the form's own; fields only read and write the typed strings.
  readonly control: Control<FormValues, unknown, unknown>;
  /** Read from the schema: the empty value is refused. */
  readonly required: boolean;
  readonly variant: FormVariant;
  readonly context: FieldContext;
  /** Values placed into the field's messages. */
  readonly messageValues?: MessageValues | undefined;
}

export type FieldComponent = (props: FieldProps) => ReactNode;
