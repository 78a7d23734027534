import { describe, expect, it } from 'vitest';
import { signInVariants } from '../../../shared/domain/sign-in-variants';
import { messagesFor } from '../../../shared/i18n/messages';
import { featuresFor } from './variant-features';

const { t } = messagesFor('en-US');
const us = { locale: 'en-US', isFramed: true, t };

describe('featuresFor', () => {
  it('shows the expandable description only for a US-locale, non-reservation, non-fly-out form', () => {
    const withDescription = signInVariants.filter((variant) => featuresFor(variant, us).showsDescription);
    expect(withDescription).toEqual(['overlay', 'accountModal', 'standalone', 'sessionTimedOut', 'enrollment']);
    expect(featuresFor('standalone', { locale: 'en-GB', isFramed: false, t }).showsDescription).toBe(false);
  });

  it('sends refusals to the error page only from framed overlay pages', () => {
    const toErrorPage = signInVariants.filter((variant) => featuresFor(variant, us).sendsErrorsToErrorPage);
    expect(toErrorPage).toEqual(['overlay', 'reservation', 'signInOnly']);
    expect(featuresFor('overlay', { locale: 'en-US', isFramed: false, t }).sendsErrorsToErrorPage).toBe(false);
  });

  it('gives the enrollment style no remember-me, a copyright line and its own error wording', () => {
    expect(featuresFor('enrollment', us)).toMatchObject({ showsRememberMe: false, showsCopyright: true, isEnrollmentStyle: true, promotion: null });
    expect(signInVariants.filter((variant) => !featuresFor(variant, us).showsRememberMe)).toEqual(['enrollment']);
  });

  it('offers continue-as-guest in the reservation flow only: an event when framed, a link on its own', () => {
    expect(featuresFor('reservation', us).continueAsGuest).toBe('event');
    expect(featuresFor('reservation', { ...us, isFramed: false }).continueAsGuest).toBe('link');
    expect(featuresFor('signInOnly', us)).toMatchObject({ continueAsGuest: null, promotion: null });
  });

  it('titles the session-timed-out variant and says why', () => {
    const features = featuresFor('sessionTimedOut', us);
    expect(features.title).toBe('Your session has timed out');
    expect(features.sectionDescription).toMatch(/30 minutes/);
  });

  it('hides the title only where a host dialog shows its own', () => {
    expect(featuresFor('accountModal', us).isTitleVisible).toBe(false);
    expect(featuresFor('flyout', us).isTitleVisible).toBe(true);
    expect(featuresFor('accountModal', { ...us, isFramed: false }).isTitleVisible).toBe(true);
  });
});
