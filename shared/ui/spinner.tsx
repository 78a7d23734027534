import { css } from '@linaria/core';

const ringClass = css`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: portico-spin 0.7s linear infinite;
  vertical-align: -0.15em;
  @keyframes portico-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A small busy indicator; `label` is read to screen readers, the ring is hidden from them. */
export function Spinner({ label }: { label?: string }) {
  return (
    <>
      <span className={ringClass} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </>
  );
}
