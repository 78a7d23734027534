import { isReservationVariant, sendsErrorsToErrorPage, type SignInVariant } from '../../../shared/domain/sign-in-variants';

/** What one variant of the sign-in form shows and does (spec 2.2, 2.3 and section 8). */
export type SignInFeatures = {
  title: string;
  /** Shown under the title: the session-timed-out variant says why the member is here. */
  sectionDescription: string | null;
  /** False where the host's dialog already shows a title; the heading then stays for screen readers. */
  isTitleVisible: boolean;
  showsRememberMe: boolean;
  showsCopyright: boolean;
  /** The expandable "why sign in" text: US locale, not reservation, not fly-out. */
  showsDescription: boolean;
  promotion: 'standard' | 'reservation' | 'compact' | null;
  continueAsGuest: 'link' | 'event' | null;
  /** Refusals leave the frame for the sign-in error page instead of showing in a banner. */
  sendsErrorsToErrorPage: boolean;
  /** The enrollment-style form: its own error wording, and a success banner instead of leaving at once. */
  isEnrollmentStyle: boolean;
  /** Identifies the form to the server's logs and analytics (login payload pageModuleName). */
  pageModuleName: string;
};

const DEFAULT_TITLE = 'Sign in to Portico Rewards';
const isUsLocale = (locale: string) => /[-_]US$/i.test(locale);

export function featuresFor(variant: SignInVariant, { locale, isFramed }: { locale: string; isFramed: boolean }): SignInFeatures {
  const isReservation = isReservationVariant(variant);
  return {
    title: titleOf(variant),
    sectionDescription:
      variant === 'sessionTimedOut'
        ? 'For your security we signed you out after 30 minutes without activity. Sign in again to pick up where you left off.'
        : null,
    isTitleVisible: !isFramed || !['overlay', 'reservation', 'signInOnly', 'accountModal'].includes(variant),
    showsRememberMe: variant !== 'enrollment',
    showsCopyright: variant === 'enrollment',
    showsDescription: isUsLocale(locale) && !isReservation && variant !== 'flyout',
    promotion: promotionOf(variant),
    continueAsGuest: variant === 'reservation' ? (isFramed ? 'event' : 'link') : null,
    sendsErrorsToErrorPage: isFramed && sendsErrorsToErrorPage(variant),
    isEnrollmentStyle: variant === 'enrollment',
    pageModuleName: `signIn-${variant}`,
  };
}

function titleOf(variant: SignInVariant): string {
  if (variant === 'sessionTimedOut') return 'Your session has timed out';
  if (variant === 'enrollment') return 'Sign in to activate your online account';
  return DEFAULT_TITLE;
}

function promotionOf(variant: SignInVariant): SignInFeatures['promotion'] {
  switch (variant) {
    case 'reservation':
      return 'reservation';
    case 'flyout':
      return 'compact';
    case 'signInOnly':
    case 'enrollment':
    case 'sessionTimedOut':
      return null;
    default:
      return 'standard';
  }
}
