// A money request screen, deposit or withdrawal by bank or USDT: its title, the bank / USDT links over
// it (PayMethodLinks) and the reads its form needs first (ScreenFrame: a spinner until they came, a
// failure's own message with a retry). The bank screens' words are the money namespace's, the USDT
// screens' the coin namespace's, under the same keys.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { PayMethodLinks } from './PayMethodLinks';

export interface PayScreenProps<T> {
  readonly kind: 'deposit' | 'withdrawal';
  readonly method: 'bank' | 'coin';
  readonly query: ReadState<T>;
  readonly children: (data: T) => ReactNode;
}

export function PayScreen<T>({ kind, method, query, children }: PayScreenProps<T>) {
  const { t } = useTranslation(['money', 'coin']);
  const ns = method === 'coin' ? 'coin' : 'money';
  return (
    <ScreenFrame
      title={t(`${ns}:${kind}.title`)}
      narrow
      above={<PayMethodLinks kind={kind} current={method} />}
      query={query}
      loadingLabel={t(`${ns}:${kind}.loading`)}
    >
      {children}
    </ScreenFrame>
  );
}
