// A time-out or a self-exclusion (inferred): how long (a time-out 24 hours, 1 week, 1 month or
// 6 weeks; a self-exclusion 6 months, 1 year or 5 years) and the password, confirming it is the
// member. Confirmed before sending (the screen asks a second time): the session ends at once and
// the site cannot lift it early.
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { MEMBER_MESSAGES as M } from '../rules/messages';

export const TIME_OUTS = ['P1D', 'P7D', 'P1M', 'P6W'] as const;
export const SELF_EXCLUSIONS = ['P6M', 'P1Y', 'P5Y'] as const;
export const EXCLUSION_DURATIONS = [...TIME_OUTS, ...SELF_EXCLUSIONS] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];

/** A time-out or a self-exclusion, by its duration. */
export const exclusionKind = (duration: ExclusionDuration): 'timeout' | 'selfExclusion' =>
  (TIME_OUTS as readonly string[]).includes(duration) ? 'timeout' : 'selfExclusion';

const isDuration = (value: string): value is ExclusionDuration => (EXCLUSION_DURATIONS as readonly string[]).includes(value);

export const exclusionSchema = z
  .object({
    // nothing chosen at first: the member picks how long
    duration: z.string().refine(isDuration, 'forms.exclusion.duration.required'),
    memPass: z.string().min(1, M.memPass.required),
  })
  .transform(({ duration, memPass }) => {
    const chosen = duration as ExclusionDuration;
    return { kind: exclusionKind(chosen), duration: chosen, memPass };
  });

export type ExclusionInput = z.input<typeof exclusionSchema>;
export type ExclusionOutput = z.output<typeof exclusionSchema>;
type Name = keyof ExclusionInput & string;

export const exclusionFields: readonly FieldMeta<Name>[] = [
  {
    name: 'duration',
    kind: 'select',
    label: 'forms.exclusion.duration.label',
    help: 'forms.exclusion.duration.help',
    options: EXCLUSION_DURATIONS.map((value) => ({ value, label: `forms.exclusion.duration.${value}` })),
  },
  { name: 'memPass', kind: 'password', label: 'forms.exclusion.memPass.label', maxLength: 20, autoComplete: 'current-password' },
];

/** The form only asks: the screen's last confirmation sends it and shows a refusal (LX02) there. */
export const EXCLUSION_SERVER_ERRORS: ServerErrorTable<Name> = {};

export const exclusionForm: FormSpec<ExclusionInput, ExclusionOutput> = {
  id: 'exclusion',
  title: 'forms.exclusion.title',
  submit: 'forms.exclusion.submit',
  schema: exclusionSchema,
  fields: exclusionFields,
  defaults: emptyValues(['duration', 'memPass']),
  serverErrors: EXCLUSION_SERVER_ERRORS,
  confirm: (values): ConfirmSpec => ({
    message: values.kind === 'timeout' ? 'forms.exclusion.confirmTimeout' : 'forms.exclusion.confirmSelfExclusion',
    values: { duration: { key: `forms.exclusion.duration.${values.duration}` } },
  }),
};
