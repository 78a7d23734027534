import { css } from '@linaria/core';

/**
 * The confirmation page, and its print stylesheet: printed, it keeps the booking (header, numbers,
 * summary, stay details, charges, payment, messages) and drops the furniture: the site's header and
 * footer, and the page's buttons, forms and offers (marked `data-print-hide`).
 */
export const confirmationPageClass = css`
  :global() {
    @media print {
      body:has([data-print-page='confirmation']) header,
      body:has([data-print-page='confirmation']) footer {
        display: none !important;
      }
    }
  }
  @media print {
    & [data-print-hide] {
      display: none !important;
    }
    & section {
      break-inside: avoid;
    }
  }
`;

/** The row of actions under the banner: add to calendar and print. */
export const actionsBarClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 1.5rem;
`;
