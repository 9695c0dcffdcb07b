import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const SlotPickerDialog = lazy(() =>
  withChunkTimeout(withMui(() => import('./SlotPickerDialog').then((m) => m.SlotPickerDialog))).then((C) => ({ default: C })),
);

/** The slot game picker (docs/rules.md#routes modals): a button (no MUI in the first paint); the dialog loads on first open. */
export function SlotPicker() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [needed, setNeeded] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        aria-haspopup="dialog"
        onClick={() => {
          setNeeded(true);
          setOpen(true);
        }}
      >
        {t('slotPicker')}
      </Button>
      {needed && (
        <Suspense fallback={null}>
          <SlotPickerDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
