// What every money form does around its request: each success starts the form again (a new key,
// empty) and keeps what was accepted for the success notice; the values typed so far are followed for
// the live figures beside the form (bonus, conversion). A failure leaves everything as typed.
import { useCallback, useState } from 'react';

export function useRequestRounds<Input, Output>(send: (values: Output) => Promise<unknown>, defaults: Partial<Input>) {
  const [round, setRound] = useState(0);
  const [accepted, setAccepted] = useState<Output | null>(null);
  const [typed, setTyped] = useState<Partial<Input>>(defaults);
  const onValuesChange = useCallback((values: Partial<Input>) => setTyped(values), []);
  const submit = async (values: Output) => {
    setAccepted(null);
    await send(values);
    setAccepted(values);
    setTyped(defaults);
    setRound((n) => n + 1);
  };
  return { round, accepted, dismiss: () => setAccepted(null), typed, onValuesChange, submit };
}
