import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { CloseIcon } from '@/components/icons';
import styles from './lobby.module.css';

/** The search by name, applied as the member types. */
export function LobbySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <div role="search" className={styles.search}>
      <label htmlFor={id} className={styles.searchLabel}>
        {t('lobby.search')}
      </label>
      <div className={styles.searchField}>
        <input
          id={id}
          type="search"
          value={value}
          placeholder={t('lobby.searchPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          className={styles.searchInput}
          autoComplete="off"
        />
        {value && (
          <IconButton label={t('lobby.clearSearch')} onClick={() => onChange('')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </div>
    </div>
  );
}
