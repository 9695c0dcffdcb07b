// The one lobby of every game vendor (live casino, hotel casino, slots, fishing, e-sports): the vendor's whole list
// from /api/game/getGameList, searched by name as the member types (in all three languages' names),
// the KPlay slot lobby's vendor filter (in the address), the member's favourites and recently played
// games first, then every game (new ones first) a page at a time; empty (loading, in the cards' shape,
// and the error with retry are the frame's); every launch through the shared launch (src/domain/games).
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGameCodes } from '@/api/reads';
import { Alert } from '@/components/ui/Alert';
import ui from '@/components/ui/ui.module.css';
import { gameId, launchableOf, matchesSearch, type GameEntry } from '@/domain/games/game-rules';
import { LaunchNoticeView } from '@/domain/games/LaunchNoticeView';
import { useGameLaunch } from '@/domain/games/use-game-launch';
import { useSession } from '@/session/use-session';
import { useGameList } from '../api/game-list';
import { GameGrid, type GridGame } from './GameGrid';
import { LobbySearch } from './LobbySearch';
import { LobbySkeleton } from './LobbySkeleton';
import { VendorFilter, type VendorOption } from './VendorFilter';
import { usePlayerGames } from './player-games';
import styles from './lobby.module.css';
import { keepLast } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

interface Props {
  title: string;
  vendorCode: string;
  /** The KPlay slot lobby: every slot vendor's games, with a filter per vendor. */
  withVendorFilter?: boolean;
  /** One entry (e-sports): the card alone, no search or lists. */
  single?: boolean;
  intro?: string;
  /** Under the title: ways to the category's other lobbies (the hotel casino's vendors). */
  nav?: ReactNode;
}

const newFirst = (a: GridGame, b: GridGame) => Number(b.game.isNew === 'Y') - Number(a.game.isNew === 'Y');

export function GameLobby({ title, vendorCode, withVendorFilter = false, single = false, intro, nav }: Props) {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const list = useGameList(vendorCode);
  const codes = useGameCodes();
  const memId = useSession((s) => s.member?.memId);
  const player = usePlayerGames(memId);
  const { launch, launching, notice, dismiss, down } = useGameLaunch();
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search);
  const [params, setParams] = useSearchParams();
  const vendor = withVendorFilter ? (params.get('vendor') ?? '') : '';

  const all = useMemo<GridGame[]>(
    () => (list.data ?? []).map((game) => ({ game, id: gameId(game, vendorCode) })).sort(newFirst),
    [list.data, vendorCode],
  );
  const vendors = useMemo<VendorOption[]>(() => {
    if (!withVendorFilter) return [];
    const keys = [...new Set(all.map(({ game }) => game.vendorKey ?? vendorCode))];
    return keys.map((code) => {
      const entry = codes.data?.find((c) => c.code === code);
      return { code, name: (language === 'ko' ? entry?.codeName : entry?.codeNameEN) ?? entry?.codeName ?? code };
    });
  }, [withVendorFilter, all, codes.data, language, vendorCode]);
  const inVendor = useMemo(
    () => (vendor ? all.filter(({ game }) => (game.vendorKey ?? vendorCode) === vendor) : all),
    [all, vendor, vendorCode],
  );
  const found = useMemo(() => inVendor.filter(({ game }) => matchesSearch(game, typed)), [inVendor, typed]);
  const byId = useMemo(() => new Map(inVendor.map((g) => [g.id, g])), [inVendor]);
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((g): g is GridGame => g !== undefined);
  const favourites = pick(player.favourites);
  const recent = pick(player.recent);

  const { played, toggleFavourite } = player;
  const onPlay = useCallback(
    (game: GameEntry, id: string) => {
      void launch(launchableOf(game, vendorCode), id).then((shown) => shown && played(id));
    },
    [launch, vendorCode, played],
  );
  const setVendor = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('vendor', code);
        else next.delete('vendor');
        return next;
      },
      { replace: true },
    );

  const grid = (games: readonly GridGame[], label: string) => (
    <GameGrid
      key={`${vendor}|${typed}|${label}`}
      games={games}
      label={label}
      language={language}
      favourites={player.favourites}
      launching={launching}
      disabled={down}
      onPlay={onPlay}
      onFavourite={toggleFavourite}
    />
  );
  const section = (label: string, games: readonly GridGame[]) => (
    <section aria-label={label} className={styles.section}>
      <h2 className={styles.sectionTitle}>{label}</h2>
      {grid(games, label)}
    </section>
  );

  return (
    <ScreenFrame
      title={title}
      titleClass={styles.title}
      spacing={2}
      query={keepLast(list)}
      busy={list.isPending}
      loadingLabel={t('lobby.loading')}
      skeleton={<LobbySkeleton count={single ? 1 : 8} />}
      above={
        <>
          {intro && <p className={ui.muted}>{intro}</p>}
          {nav}
          {down && <Alert>{t('notice.down')}</Alert>}
          {notice && !(notice.kind === 'down' && down) && (
            // kept in sight however far a long list is scrolled
            <div className={styles.notice}>
              <LaunchNoticeView notice={notice} onDismiss={dismiss} />
            </div>
          )}
        </>
      }
    >
      {() =>
        all.length === 0 ? (
          <p className={ui.muted}>{t('lobby.empty')}</p>
        ) : single ? (
          grid(all, title)
        ) : (
          <>
            <div className={styles.toolbar}>
              <LobbySearch value={search} onChange={setSearch} />
              {withVendorFilter && <VendorFilter vendors={vendors} value={vendor} onChange={setVendor} />}
            </div>
            {typed.trim() ? (
              found.length > 0 ? (
                section(t('lobby.results', { count: found.length }), found)
              ) : (
                <p role="status" className={ui.muted}>
                  {t('lobby.noResults', { search: typed.trim() })}
                </p>
              )
            ) : (
              <>
                {favourites.length > 0 && section(t('lobby.favourites'), favourites)}
                {recent.length > 0 && section(t('lobby.recent'), recent)}
                {section(t('lobby.allGames'), inVendor)}
              </>
            )}
          </>
        )
      }
    </ScreenFrame>
  );
}
