/**
 * The first-charge banner's art: a stack of gold coins, drawn inline (decorative). Inline SVG paints
 * with the text, before any script, and never competes with the banner's words for the page's
 * largest paint.
 */
export function FirstChargeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 140" aria-hidden focusable="false">
      <defs>
        <linearGradient id="first-charge-coin" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#c8961e" />
        </linearGradient>
      </defs>
      <g fill="url(#first-charge-coin)" stroke="#8a6514" strokeWidth="2">
        <ellipse cx="76" cy="118" rx="46" ry="14" />
        <path d="M30 104v14a46 14 0 0 0 92 0v-14" />
        <ellipse cx="76" cy="100" rx="46" ry="14" />
        <path d="M30 86v14a46 14 0 0 0 92 0v-14" />
        <ellipse cx="76" cy="82" rx="46" ry="14" />
        <path d="M30 68v14a46 14 0 0 0 92 0v-14" />
        <ellipse cx="76" cy="64" rx="46" ry="14" />
        <circle cx="124" cy="30" r="22" />
        <circle cx="40" cy="28" r="14" />
      </g>
      <g fill="#fff3c4">
        <path d="M96 6l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
        <path d="M150 74l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
      </g>
    </svg>
  );
}
