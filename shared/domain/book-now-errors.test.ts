import { describe, expect, it } from 'vitest';
import { BOOK_NOW_GUEST_ERROR, BOOK_NOW_MEMBER_ERROR, bookNowErrorCase } from './book-now-errors';

describe('bookNowErrorCase (spec 8, Booking Acknowledgement)', () => {
  it('gives a member and a guest different codes', () => {
    expect(bookNowErrorCase(true)).toBe(BOOK_NOW_MEMBER_ERROR);
    expect(bookNowErrorCase(false)).toBe(BOOK_NOW_GUEST_ERROR);
    expect(BOOK_NOW_MEMBER_ERROR).not.toBe(BOOK_NOW_GUEST_ERROR);
  });
});
