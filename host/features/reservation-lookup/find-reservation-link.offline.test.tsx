// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { FindReservationLink } from './find-reservation-link';

// The dialog's chunk cannot be fetched (the network dropped, or a new release replaced it).
vi.mock('./reservation-lookup-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// jsdom cannot navigate: the full page load the link falls back to is recorded instead.
const pageLoads = vi.hoisted(() => [] as string[]);
vi.mock('../../components/use-page-instead', () => ({
  usePageInstead: (isDialogUnavailable: boolean, href: string) => {
    if (isDialogUnavailable) pageLoads.push(href);
  },
}));

it('a click whose dialog cannot load takes the guest to the lookup page instead of doing nothing', async () => {
  render(
    <MemoryRouter initialEntries={['/hotels/nycts-portico-times-square/overview']}>
      <FindReservationLink />
    </MemoryRouter>,
  );
  await userEvent.setup().click(screen.getByRole('link', { name: 'Find reservation' }));
  await waitFor(() => expect(pageLoads.at(-1)).toBe('/reservation/lookupReservation.mi?fromOverlay=true'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
