// A form that starts again after each success: a new round (the form's key, so it is empty again) and
// the note of what was accepted, kept until it is closed or the next send; a failure leaves the form
// as typed and no note.
import { useState } from 'react';

export interface FormRounds<V, N> {
  /** The form's key: a new one after each success. */
  readonly round: number;
  /** What the success note says (of the last values accepted), or null. */
  readonly done: N | null;
  readonly dismiss: () => void;
  readonly submit: (values: V) => Promise<void>;
}

/**
 * The rounds of a form over its request. `note` keeps what the success note needs of the values at
 * the time they were sent (a name that leaves the list once it is used); by default the values.
 */
export function useFormRounds<V, N = V>(send: (values: V) => Promise<unknown>, note?: (values: V) => N): FormRounds<V, N> {
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<N | null>(null);
  const submit = async (values: V) => {
    setDone(null);
    const kept = note ? note(values) : (values as unknown as N);
    await send(values);
    setDone(kept);
    setRound((n) => n + 1);
  };
  return { round, done, dismiss: () => setDone(null), submit };
}
