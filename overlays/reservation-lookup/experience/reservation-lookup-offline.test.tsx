// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReservationLookupExperience } from './reservation-lookup-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', () => ({ useHostBridge: () => ({ status: 'standalone' }) }));
// The connection dropped after the form appeared: the submission chunk never arrives.
vi.mock('./lookup-submission', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('ReservationLookupExperience without its submission code', () => {
  it('says the system could not be reached and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<ReservationLookupExperience location={{ pathname: '/resLookupOverlay.mi', search: '' }} />);
    await user.type(screen.getByLabelText('Confirmation number'), '71234567');
    await user.type(screen.getByLabelText('Last name'), 'Morgan');
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our reservation system. Check your connection and try again.');
    expect(screen.getByLabelText('Confirmation number')).toHaveValue('71234567');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
  });
});
