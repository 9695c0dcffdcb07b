// What every money form does around its request: the form's rounds (useFormRounds: each success
// starts the form again and keeps what was accepted for the success notice), and the values typed so
// far, followed for the live figures beside the form (bonus, conversion) and cleared by a success. A
// failure leaves everything as typed.
import { useCallback, useState } from 'react';
import { useFormRounds } from '@/kit/use-form-rounds';

export function useRequestRounds<Input, Output>(send: (values: Output) => Promise<unknown>, defaults: Partial<Input>) {
  const [typed, setTyped] = useState<Partial<Input>>(defaults);
  const onValuesChange = useCallback((values: Partial<Input>) => setTyped(values), []);
  const { round, done, dismiss, submit } = useFormRounds<Output>(async (values) => {
    await send(values);
    setTyped(defaults);
  });
  return { round, accepted: done, dismiss, typed, onValuesChange, submit };
}
