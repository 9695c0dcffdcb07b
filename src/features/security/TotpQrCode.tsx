// The QR code of the otpauth URI, drawn in the browser (the secret never leaves it for an image
// service): `qrcode` is loaded only when a member starts enrolling, and drawn as SVG into an image
// with a text alternative. Until it is drawn, a spinner named for it; if it cannot be drawn, the
// key typed by hand (shown beside it) still works.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';

export interface TotpQrCodeProps {
  readonly uri: string;
  readonly alt: string;
  readonly loadingLabel: string;
}

const SIZE = 192;

export function TotpQrCode({ uri, alt, loadingLabel }: TotpQrCodeProps) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => live && setDrawn({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        () => live && setDrawn({ uri, src: null }),
      );
    return () => {
      live = false;
    };
  }, [uri]);
  const current = drawn?.uri === uri ? drawn : null;
  return (
    <Box sx={{ width: SIZE, height: SIZE, flex: 'none', display: 'grid', placeItems: 'center', bgcolor: '#fff', borderRadius: 1 }}>
      {current === null ? (
        <CircularProgress aria-label={loadingLabel} />
      ) : current.src ? (
        <img src={current.src} alt={alt} width={SIZE} height={SIZE} />
      ) : null}
    </Box>
  );
}
