import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { QueryError } from '@/components/QueryError';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import styles from './lists.module.css';

interface Props<T> {
  readonly title: string;
  /** The list's own call: loading, its failure (with retry) and empty are said here. */
  readonly query: UseQueryResult<readonly T[]>;
  /** One row's list item. */
  readonly children: (row: T) => ReactNode;
}

/** A main page list with a call of its own (live cash, notices): its states, then one item per row. */
export function MainListSection<T>({ title, query, children }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <Section title={title}>
      {query.isPending && <Skeleton height={96} />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.length === 0 && <p className={ui.muted}>{t('empty')}</p>}
      {query.isSuccess && query.data.length > 0 && <ul className={styles.list}>{query.data.map(children)}</ul>}
    </Section>
  );
}
