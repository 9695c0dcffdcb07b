// The captcha code drawn as an SVG image with noise; its accessible name says what it is, not the code.
import { useTheme } from '@mui/material/styles';
import { CAPTCHA_SIZE, captchaArt } from './captcha-art';

export function CaptchaImage({ code, label }: { readonly code: string; readonly label: string }) {
  const theme = useTheme();
  const art = captchaArt(code);
  const ink = theme.palette.text.primary;
  return (
    <svg
      role="img"
      aria-label={label}
      width={CAPTCHA_SIZE.width}
      height={CAPTCHA_SIZE.height}
      viewBox={`0 0 ${CAPTCHA_SIZE.width} ${CAPTCHA_SIZE.height}`}
    >
      <rect width="100%" height="100%" rx="6" fill={theme.palette.action.hover} />
      {art.lines.map((l, i) => (
        <line key={`l${i}`} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke={ink} strokeOpacity={0.35} strokeWidth={1.2} />
      ))}
      {art.dots.map((d, i) => (
        <circle key={`d${i}`} cx={d.cx} cy={d.cy} r={1.1} fill={ink} fillOpacity={0.4} />
      ))}
      {art.glyphs.map((g, i) => (
        <text
          key={`g${i}`}
          x={g.x}
          y={g.y}
          transform={`rotate(${g.rotate.toFixed(1)} ${g.x.toFixed(1)} ${g.y.toFixed(1)})`}
          textAnchor="middle"
          fontSize="24"
          fontWeight="700"
          fontFamily="monospace"
          fill={ink}
        >
          {g.char}
        </text>
      ))}
    </svg>
  );
}
