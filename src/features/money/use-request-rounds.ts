// What every money form does around its request: the form's rounds (useFormRounds: each success
// starts the form again and keeps what was accepted for the success notice), and the values typed so
// far, followed for the live figures beside the form (bonus, conversion) and cleared by a success. A
// failure leaves everything as typed, and a code with a retry wait (src/api/retry-wait.ts) holds the submit
// for that long, counted down (the bet slips' wait, src/domain/betting/use-retry-wait.ts).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryWait } from '@/domain/betting/use-retry-wait';
import { formatNumber } from '@forms/rules/format';
import { useFormRounds } from '@/kit/use-form-rounds';
import { retryWaitOf } from '@/api/retry-wait';

export function useRequestRounds<Input, Output>(send: (values: Output) => Promise<unknown>, defaults: Partial<Input>) {
  const [typed, setTyped] = useState<Partial<Input>>(defaults);
  const onValuesChange = useCallback((values: Partial<Input>) => setTyped(values), []);
  const wait = useRetryWait();
  const { t, i18n } = useTranslation('money');
  const rounds = useFormRounds<Output>(async (values) => {
    try {
      await send(values);
    } catch (error) {
      wait.start(retryWaitOf(error));
      throw error;
    }
    setTyped(defaults);
  });
  /** What the submit says while it waits (SchemaForm's submitWait), undefined when it may send. */
  const submitWait = wait.waiting ? t('retryWait', { seconds: formatNumber(wait.remaining, i18n.language) }) : undefined;
  return { ...rounds, typed, onValuesChange, submitWait };
}
