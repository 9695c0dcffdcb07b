// The hotel casino (docs/rules.md#product; beyond the routes (docs/rules.md#routes)): /hotelcasino/<code>, one lobby per game code of
// group hotel (as the live casino's per vendor), its tables launched in the game popup like every
// other game; /hotelcasino opens the first vendor's. The vendors come from the loaded game codes: an
// address whose code is not one of them is told so, with the links to the others, in the lobby's
// frame (its loading and error with retry the frame's).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useGameCodes } from '@/api/reads';
import ui from '@/components/ui/ui.module.css';
import { GameLobby } from '../lobby/GameLobby';
import { hotelVendors } from '../lobby/hotel-vendors';
import { HotelVendorNav } from '../lobby/HotelVendorNav';
import { LobbySkeleton } from '../lobby/LobbySkeleton';
import { useLobbyTitle } from '../lobby/use-lobby-title';
import styles from '../lobby/lobby.module.css';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function HotelCasinoScreen() {
  const { t, i18n } = useTranslation('games');
  const { vendorCode } = useParams();
  const codes = useGameCodes();
  const vendors = useMemo(() => hotelVendors(codes.data ?? [], i18n.language), [codes.data, i18n.language]);
  const current = vendors.find((v) => v.code === vendorCode);
  const title = useLobbyTitle('hotelCasino', undefined, current?.name);

  if (current) {
    return (
      <GameLobby
        key={current.code}
        title={title}
        vendorCode={current.code}
        nav={<HotelVendorNav vendors={vendors} current={current.code} />}
      />
    );
  }
  const first = vendors[0];
  if (!vendorCode && first) return <Navigate to={first.to} replace />;
  return (
    <ScreenFrame
      title={title}
      titleClass={styles.title}
      spacing={2}
      query={codes}
      loadingLabel={t('lobby.loading')}
      skeleton={<LobbySkeleton count={4} />}
    >
      {() => (
        <>
          <p role="status" className={ui.muted}>
            {vendors.length === 0 ? t('hotel.none') : t('hotel.unknown')}
          </p>
          {vendors.length > 0 && <HotelVendorNav vendors={vendors} current={undefined} />}
        </>
      )}
    </ScreenFrame>
  );
}
