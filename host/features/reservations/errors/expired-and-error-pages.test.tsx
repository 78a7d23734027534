// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ExpiredSessionPage } from './expired-session-page';
import { ReservationErrorPage } from './reservation-error-page';

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const WAYS_ON = [
  ['Find your reservation', '/reservation/lookupReservation.mi?fromOverlay=true'],
  ['Go to the home page', '/'],
];

describe('the reservation flow’s expired-session and error pages', () => {
  it('says the session has expired and offers to find the reservation again', () => {
    render(<ExpiredSessionPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeInTheDocument();
    expect(screen.getByText(/stays open for 30 minutes/)).toBeInTheDocument();
    expect(links()).toEqual(WAYS_ON);
  });

  it('says something went wrong in the catalogue’s generic words', () => {
    render(<ReservationErrorPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong with this booking. Try again, or call us and we will finish it with you.')).toBeInTheDocument();
    expect(links()).toEqual(WAYS_ON);
  });
});
