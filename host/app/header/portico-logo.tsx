import { css } from '@linaria/core';

const logoClass = css`
  display: block;
  height: 100%;
  width: auto;
`;

/** The letters are one stroked path on a 14-unit cap height, so the wordmark needs no font and stays sharp at any size. */
const WORDMARK =
  'M45.1 23V9M45.1 10.1H49A3.4 3.4 0 0 1 49 16.9H45.1' +
  'M57.8 16a5.9 5.9 0 1 0 11.8 0a5.9 5.9 0 1 0 -11.8 0' +
  'M75 23V9M75 10.1H78.9A3.4 3.4 0 0 1 78.9 16.9H75M79.1 16.9L83.1 23' +
  'M86.9 10.1H96.9M91.9 10.1V23' +
  'M101.2 9V23' +
  'M116.88 12.05A5.9 5.9 0 1 0 116.88 19.95' +
  'M122.28 16a5.9 5.9 0 1 0 11.8 0a5.9 5.9 0 1 0 -11.8 0';

export type PorticoLogoProps = {
  /** The accessible name, e.g. "Portico Hotels, home" when the logo is the home link. */
  label: string;
  className?: string;
};

/**
 * The chain's logo: a portico (pediment, four columns with a wider middle bay, a step) beside the
 * "PORTICO" wordmark, all in one stroke weight and in the text colour, so it follows whatever it sits
 * on. It takes its height from its box; a box made square shows the mark alone (the drawing is cropped
 * from its start, where the mark is), for the narrowest screens.
 */
export function PorticoLogo({ label, className }: PorticoLogoProps) {
  return (
    <svg
      className={className ? `${logoClass} ${className}` : logoClass}
      viewBox="0 0 130 32"
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2.2">
        <path d="M4 12.5 16 5.2l12 7.3z" strokeLinejoin="round" />
        <path d="M7.5 15.5v9.5M12.5 15.5v9.5M19.5 15.5v9.5M24.5 15.5v9.5M3 27.4h26" />
        <path d={WORDMARK} transform="translate(-5 0)" />
      </g>
    </svg>
  );
}
