import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MoneyMoveForm } from '../money-move/MoneyMoveForm';
import { MoveListScreen } from '../move-list/MoveListScreen';

/**
 * Money moves between sub-members (/partner/partnerMoneyMoveList), in the partner layout: the page's
 * title, the move form (MoneyMoveForm, named by it) in MoveListScreen's `action` slot, then the
 * history grid as the page's second section.
 */
export function PartnerMoneyMoveListScreen() {
  const { t } = useTranslation('pages');
  return (
    <MoveListScreen
      action={
        <>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('partnerMoneyMoveList.heading')}
          </Typography>
          <MoneyMoveForm showTitle={false} />
        </>
      }
    />
  );
}
