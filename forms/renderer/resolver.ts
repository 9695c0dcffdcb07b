// react-hook-form's resolver for a form schema: zodResolver, with a form-level issue (empty path, such
// as bank maintenance) kept under FORM_ERROR. The schema is read on every check, so a new one (a new
// captcha, a new balance) applies without remounting and without losing what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { FormSchema, FormValues } from '../meta/types';
import '../rules/zod-config';

/** The error key of a form-level message (no field is named so). */
export const FORM_ERROR = '_form';

export function schemaResolver<Output>(current: () => FormSchema<Output, FormValues>): Resolver<FormValues, unknown, Output> {
  return async (values, context, options) => {
    const result = await zodResolver(current())(values, context, options);
    const formLevel = result.errors[''];
    if (formLevel) {
      // result.errors is a new object on every check: renaming its key touches nothing else.
      delete result.errors[''];
      result.errors[FORM_ERROR] = formLevel;
    }
    return result;
  };
}
