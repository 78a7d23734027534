import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_SETUP, parsePromotionLayout, reservationPlacement } from './membership-promotion';
import { promotionJoinPath } from './membership-promotion-join';

describe('the promotion block set-up', () => {
  it('reads a layout the flag names, and the classic one for anything else', () => {
    expect(parsePromotionLayout('icons')).toBe('icons');
    expect(parsePromotionLayout('secondVersion')).toBe('secondVersion');
    expect(parsePromotionLayout('Icons')).toBe('classic');
    expect(parsePromotionLayout(true)).toBe('classic');
    expect(parsePromotionLayout(undefined)).toBe('classic');
  });

  it('makes the reservation block direct-to-ticket inside the DTT experience group', () => {
    expect(reservationPlacement(DEFAULT_PROMOTION_SETUP)).toBe('reservation');
    expect(reservationPlacement({ layout: 'classic', isDirectToTicket: true })).toBe('directToTicket');
  });

  it('joins direct-to-ticket with the booking page to come back to, and every other placement plainly', () => {
    const booking = '/reservation/guestInfo.mi?cartId=c-1';
    expect(promotionJoinPath('directToTicket', booking)).toBe('/loyalty/createAccount/createAccountPage1.mi?returnTo=%2Freservation%2FguestInfo.mi%3FcartId%3Dc-1');
    expect(promotionJoinPath('directToTicket', null)).toBe('/loyalty/createAccount/createAccountPage1.mi');
    expect(promotionJoinPath('reservation', booking)).toBe('/loyalty/createAccount/createAccountPage1.mi');
  });
});
