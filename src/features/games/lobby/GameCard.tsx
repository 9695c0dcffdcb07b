import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@/domain/games/game-rules';
import styles from './lobby.module.css';

interface Props {
  game: GameEntry;
  id: string;
  name: string;
  favourite: boolean;
  launching: boolean;
  disabled: boolean;
  onPlay: (game: GameEntry, id: string) => void;
  onFavourite: (id: string) => void;
}

/** One game: its picture (lazy, sized: no layout shift), name and marks; a favourite toggle beside. */
export const GameCard = memo(function GameCard({ game, id, name, favourite, launching, disabled, onPlay, onFavourite }: Props) {
  const { t } = useTranslation('games');
  return (
    <li className={styles.card} aria-busy={launching || undefined}>
      <button
        type="button"
        className={styles.play}
        onClick={() => onPlay(game, id)}
        disabled={disabled}
        aria-label={launching ? t('lobby.launching', { name }) : t('lobby.play', { name })}
      >
        <span className={styles.picture}>
          <img src={game.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
        </span>
        <span className={styles.name}>{name}</span>
        {(game.isNew === 'Y' || game.isPopular === 'Y') && (
          <span className={styles.marks}>
            {game.isNew === 'Y' && <span className={`${styles.mark} ${styles.new}`}>{t('lobby.new')}</span>}
            {game.isPopular === 'Y' && <span className={`${styles.mark} ${styles.popular}`}>{t('lobby.popular')}</span>}
          </span>
        )}
      </button>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={favourite ? t('lobby.removeFavourite', { name }) : t('lobby.addFavourite', { name })}
        onClick={() => onFavourite(id)}
      >
        <span aria-hidden>{favourite ? '★' : '☆'}</span>
      </button>
    </li>
  );
});
