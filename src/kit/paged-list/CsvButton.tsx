import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '@/i18n/api-message';
import { download, toCsv } from './csv';
import type { Column } from './description';

/** Exports every row of the current range and filters (all pages) as a CSV file. */
export function CsvButton<R>({
  columns,
  fetchAll,
  fileName,
  disabled,
}: {
  columns: readonly Column<R>[];
  fetchAll: () => Promise<R[]>;
  fileName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('resources');
  const { t: tApi } = useTranslation(['common', 'api']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setError(null);
    fetchAll()
      .then((rows) => download(fileName, toCsv(columns, rows)))
      .catch((e: unknown) => setError(apiMessage(tApi, e)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={run} disabled={disabled || busy}>
        {t('csv.export')}
      </Button>
      {error && (
        <span role="alert" style={{ color: 'var(--w-danger, #c62828)' }}>
          {error}
        </span>
      )}
    </>
  );
}
