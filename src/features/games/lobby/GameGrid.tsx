// A list of games, four per row on the desktop and two on mobile, rendered a page at a time: the
// next page comes as the end of the list scrolls into view (or with the "more" button), so a vendor
// of 500 games renders 48 cards first and stays smooth.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { gameName, type GameEntry } from '@/domain/games/game-rules';
import { GameCard } from './GameCard';
import styles from './lobby.module.css';

export const GRID_PAGE = 48;

export interface GridGame {
  game: GameEntry;
  id: string;
}

interface Props {
  games: readonly GridGame[];
  label: string;
  language: string;
  favourites: readonly string[];
  launching: string | null;
  disabled: boolean;
  onPlay: (game: GameEntry, id: string) => void;
  onFavourite: (id: string) => void;
}

export function GameGrid({ games, label, language, favourites, launching, disabled, onPlay, onFavourite }: Props) {
  const { t } = useTranslation('games');
  const [shown, setShown] = useState(GRID_PAGE);
  const end = useRef<HTMLDivElement>(null);
  const more = games.length > shown;
  useEffect(() => {
    const target = end.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) setShown((count) => count + GRID_PAGE);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, shown]);
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {games.slice(0, shown).map(({ game, id }) => (
          <GameCard
            key={id}
            game={game}
            id={id}
            name={gameName(game, language)}
            favourite={favourites.includes(id)}
            launching={launching === id}
            disabled={disabled}
            onPlay={onPlay}
            onFavourite={onFavourite}
          />
        ))}
      </ul>
      {more && (
        <div ref={end} className={styles.more}>
          <Button variant="outlined" onClick={() => setShown((count) => count + GRID_PAGE)}>
            {t('lobby.more')}
          </Button>
        </div>
      )}
    </>
  );
}
