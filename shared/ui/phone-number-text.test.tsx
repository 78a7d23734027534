// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumberText } from './phone-number-text';

describe('PhoneNumberText', () => {
  it('shows the formatted number isolated left to right', () => {
    const { container } = render(<p><PhoneNumberText value="+12123981900" /></p>);
    const number = container.querySelector('bdi');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveTextContent('+1 212 398 1900');
  });

  it('isolates only the number inside a right-to-left sentence', () => {
    const { container } = render(<p dir="rtl"><PhoneNumberText value="+12123981900" words={(phone) => `اتصل على ${phone} الآن`} /></p>);
    expect(container.querySelector('p')).toHaveTextContent('اتصل على +1 212 398 1900 الآن');
    expect(container.querySelector('bdi')).toHaveTextContent(/^\+1 212 398 1900$/);
  });

  it('shows a home-country number in its national format', () => {
    const { container } = render(<PhoneNumberText value="+12125550147" homeCountry="US" />);
    expect(container.querySelector('bdi')).toHaveTextContent('(212) 555-0147');
  });
});
