import { describe, expect, it } from 'vitest';
import { confirmationEmailOf, type ConfirmationEmailFacts } from './confirmation-email';

const facts = (locale: string): ConfirmationEmailFacts => ({
  hotelName: 'Portico Times Square',
  guest: { givenName: 'Mina', surname: 'Park' },
  confirmationNumbers: ['40000001', '40000002'],
  checkInDate: '2027-03-04',
  checkOutDate: '2027-03-06',
  roomName: 'King room',
  ratePlanName: 'Flexible rate',
  currency: 'USD',
  stayCash: 123_456,
  chargedNow: 0,
  dueAtHotel: 123_456,
  points: 0,
  pointsPurchase: null,
  insurance: null,
  card: { brand: 'VISA', lastFour: '1111' },
  locale,
});

describe('the confirmation e-mail', () => {
  it('is worded in the booking’s language, its dates and amounts too', async () => {
    const email = await confirmationEmailOf(facts('ko-KR'));
    expect(email.locale).toBe('ko-KR');
    expect(email.subject).toBe('Portico Times Square 숙박이 확정되었습니다(40000001)');
    expect(email.body).toContain('확인 번호: 40000001(객실 1), 40000002(객실 2)');
    expect(email.body).toContain('체크인: 2027년 3월 4일 목요일');
    expect(email.body).toContain('호텔에서 결제할 금액: US$1,234.56');
    expect(email.body).not.toMatch(/Check-in|Dear|Card:/);
  });

  it('falls back to en-US words for a language the site does not speak, and never shows more of the card than its last four', async () => {
    const email = await confirmationEmailOf(facts('fr-FR'));
    expect(email.locale).toBe('en-US');
    expect(email.body).toContain('Dear Mina Park,');
    expect(email.body).toContain('Confirmation numbers: 40000001 (room 1), 40000002 (room 2)');
    expect(email.body).toContain('Card: Visa ending in 1111');
  });
});
