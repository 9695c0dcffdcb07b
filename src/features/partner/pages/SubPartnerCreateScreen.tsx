// Creating a sub-partner (/striNew, both layouts; docs/rules.md#routes).
import { useTranslation } from 'react-i18next';
import { PartnerScreen } from '../status/PartnerScreen';
import { SubPartnerForm } from '../sub-partner/SubPartnerForm';

export function SubPartnerCreateScreen() {
  const { t } = useTranslation('pages');
  return (
    <PartnerScreen title={t('subPartnerCreate.title')}>
      <SubPartnerForm />
    </PartnerScreen>
  );
}
