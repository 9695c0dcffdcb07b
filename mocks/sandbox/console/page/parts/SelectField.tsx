// A small select of fixed choices; with `all`, a first empty choice meaning "all" (a filter) whose
// label stays up.
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Text } from '../text';

/** A filter whose empty value means "all": the label stays up and the empty choice shows. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

export function SelectField<V extends string>(props: {
  label: string;
  value: V;
  onChange(value: NoInfer<V>): void;
  choices: readonly Choice<NoInfer<V>>[];
  /** The empty choice's label (its value is ''): the select filters and '' shows every row. */
  all?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as V)}
      sx={props.sx}
      {...(props.all === undefined ? {} : { slotProps: ALL_SHOWN })}
    >
      {props.all !== undefined && <MenuItem value="">{props.all}</MenuItem>}
      {props.choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Choices labelled in the page's language: each value with the key of its words, in that order. */
export const textChoices = <V extends string>(t: Text, keys: Record<V, keyof Text>): Choice<V>[] =>
  (Object.entries(keys) as [V, keyof Text][]).map(([value, key]) => ({ value, label: t[key] }));

/** Choices whose label is the value itself. */
export const choicesOf = <V extends string>(values: readonly V[]): Choice<V>[] => values.map((value) => ({ value, label: value }));

/** A filter's usual width. */
export const FILTER_WIDTH = { minWidth: 160 } as const;
