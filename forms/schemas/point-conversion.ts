// Point conversion (docs/rules.md#validation, docs/rules.md#constants): points required, at least 1,000, not above the remaining points;
// typed thousands-separated, sent as a number, confirmed before sending.
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { AMOUNT_MAX_DIGITS, MIN_POINT_CONVERSION } from '../rules/limits';

export interface PointConversionContext {
  readonly remainingPoints: number;
  /** Defaults to 1,000. */
  readonly minimum?: number;
}

export const createPointConversionSchema = ({ remainingPoints, minimum = MIN_POINT_CONVERSION }: PointConversionContext) =>
  z.object({
    point: amountRule(
      {
        required: 'forms.pointConversion.point.required',
        numeric: 'forms.pointConversion.point.numeric',
        min: 'forms.pointConversion.point.min',
        max: 'forms.pointConversion.point.max',
      },
      { min: minimum, max: remainingPoints },
    ),
  });

export type PointConversionInput = z.input<ReturnType<typeof createPointConversionSchema>>;
export type PointConversionOutput = z.output<ReturnType<typeof createPointConversionSchema>>;
type Name = keyof PointConversionInput & string;

export const pointConversionFields = ({
  remainingPoints,
  minimum = MIN_POINT_CONVERSION,
}: PointConversionContext): readonly FieldMeta<Name>[] => [
  {
    name: 'point',
    kind: 'amount',
    label: 'forms.pointConversion.point.label',
    help: 'forms.pointConversion.point.help',
    helpValues: { remaining: { number: remainingPoints }, min: { number: minimum } },
    maxLength: AMOUNT_MAX_DIGITS,
    inputMode: 'numeric',
    suffix: 'forms.pointConversion.point.unit',
    autoComplete: 'off',
  },
];

export const POINT_CONVERSION_SERVER_ERRORS: ServerErrorTable<Name> = { P001: 'point', P002: 'point', P003: 'point', P004: 'point' };

export const pointConversionForm = (context: PointConversionContext): FormSpec<PointConversionInput, PointConversionOutput> => ({
  id: 'pointConversion',
  title: 'forms.pointConversion.title',
  submit: 'forms.pointConversion.submit',
  schema: createPointConversionSchema(context),
  fields: pointConversionFields(context),
  defaults: emptyValues(['point']),
  serverErrors: POINT_CONVERSION_SERVER_ERRORS,
  messageValues: { min: { number: context.minimum ?? MIN_POINT_CONVERSION } },
  confirm: (values): ConfirmSpec => ({
    message: 'forms.pointConversion.confirm',
    values: { point: { number: values.point }, cash: { won: values.point } },
  }),
});
