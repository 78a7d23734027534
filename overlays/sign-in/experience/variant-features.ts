import { isReservationVariant, sendsErrorsToErrorPage, type SignInVariant } from '../../../shared/domain/sign-in-variants';
import type { Messages } from '../../../shared/i18n/messages';

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
  /** Where the promotion block stands; the reservation one turns direct-to-ticket by the server's word. */
  promotion: 'overlay' | 'flyout' | 'reservation' | null;
  continueAsGuest: 'link' | 'event' | null;
  /** Refusals leave the frame for the sign-in error page instead of showing in a banner. */
  sendsErrorsToErrorPage: boolean;
  /** The enrollment-style form: its own error wording, and a success banner instead of leaving at once. */
  isEnrollmentStyle: boolean;
  /** Identifies the form to the server's logs and analytics (login payload pageModuleName). */
  pageModuleName: string;
};

/** The idle minutes after which the server ends a session (mock-api/auth/sessions.ts), as the timed-out variant says. */
const SESSION_IDLE_MINUTES = 30;
const isUsLocale = (locale: string) => /[-_]US$/i.test(locale);

/** `locale` is the options' (it decides what the form offers); `t` speaks the page's loaded words. */
export function featuresFor(variant: SignInVariant, { locale, isFramed, t }: { locale: string; isFramed: boolean; t: Messages['t'] }): SignInFeatures {
  const isReservation = isReservationVariant(variant);
  return {
    title: titleOf(variant, t),
    sectionDescription: variant === 'sessionTimedOut' ? t('signIn.sessionTimedOut.description', { minutes: SESSION_IDLE_MINUTES }) : null,
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

function titleOf(variant: SignInVariant, t: Messages['t']): string {
  if (variant === 'sessionTimedOut') return t('signIn.title.sessionTimedOut');
  if (variant === 'enrollment') return t('signIn.title.enrollment');
  return t('signIn.title.default');
}

function promotionOf(variant: SignInVariant): SignInFeatures['promotion'] {
  switch (variant) {
    case 'reservation':
      return 'reservation';
    case 'flyout':
      return 'flyout';
    case 'signInOnly':
    case 'enrollment':
    case 'sessionTimedOut':
      return null;
    default:
      return 'overlay';
  }
}
