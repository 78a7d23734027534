/** The icon layout's three pictures; the words beside them say the same, so they are hidden from readers. */
const iconProps = { width: 28, height: 28, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 1.75 } as const;

export function MemberRateIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 12V4h8l10 10-8 8L3 12z" strokeLinejoin="round" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </svg>
  );
}

export function WifiIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0" strokeLinecap="round" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
    </svg>
  );
}

export function PointsIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z" strokeLinejoin="round" />
    </svg>
  );
}
