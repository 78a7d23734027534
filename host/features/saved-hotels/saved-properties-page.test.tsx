// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { saveWishLinkToken } from '../../hotel-header/heart/save-wish-link';
import { SavedPropertiesPage } from './saved-properties-page';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
// The header has its own tests; here it only says which hotel it was given.
vi.mock('../../hotel-header/hotel-header', () => ({ HotelHeader: ({ propertyId }: { propertyId: string | null }) => <p>header for {propertyId ?? 'none'}</p> }));

const member: UserDetailsResponse = {
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Liam' },
  userProfileData: { memberNumber: '100000002', consumerId: 'C1000002', tier: 'Platinum' },
};
vi.mock('../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: member, isLoading: false, mutate: vi.fn() }) }));

const NAMES: Record<string, string> = { NYCTS: 'Portico Times Square', LONKX: "Portico London King's Cross" };
const property = (id: string) => ({
  id,
  seoNickname: `${id.toLowerCase()}-hotel`,
  basicInformation: { name: NAMES[id] ?? id, brand: { id: 'MC' } },
  contactInformation: { address: { line1: '1 Main Street', line2: null, line3: null, city: 'City', postalCode: null, stateProvince: null, country: { code: 'US', description: 'USA' } } },
  media: { primaryImage: null },
});

/** Liam's list as the server holds it; the fake answers the four operations the page sends. */
const server = { saved: [] as string[], revision: 1, updates: [] as unknown[] };
vi.mock('../../services/graphql', () => ({
  requestGraphQl: vi.fn(async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>) => {
    const definition = document.definitions.find((entry) => entry.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? definition.name?.value : '';
    const customer = () => ({ id: 'C1000002', revisionToken: String(server.revision), savedProperties: server.saved.map((id) => ({ id, property: property(id) })) });
    if (name === 'Customer' || name === 'SavedHotels') return { customer: customer() };
    if (name === 'HotelHeader') return { property: NAMES[variables.propertyId as string] ? property(variables.propertyId as string) : null };
    const input = variables.input as { savedProperties: { id: string }[]; revisionToken: string };
    server.updates.push(input);
    server.saved = input.savedProperties.map((saved) => saved.id);
    server.revision += 1;
    return { updateCustomerSavedProperties: { status: [{ code: 'SUCCESS', httpStatus: 200, messages: { errors: [] } }], savedProperties: input.savedProperties } };
  }),
}));


beforeEach(() => {
  server.saved = ['NYCTS', 'LONKX'];
  server.revision = 1;
  server.updates = [];
  sessionStorage.clear();
});

const PAGE = '/loyalty/myAccount/saveProperties.mi';
const REMOVE_NYCTS = 'Remove Portico Times Square from your saved hotels?';

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(query: Record<string, string>) {
  const path = `${PAGE}?${new URLSearchParams(query)}`;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <SavedPropertiesPage />
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const address = () => screen.getByLabelText('address');

describe('a save wish that arrives by a link on the saved-hotels page', () => {
  it('without a token: shows the question naming the hotel, changes nothing until confirmed, then goes back', async () => {
    renderPage({ save: 'false', marshaCode: 'NYCTS', returnTo: '/hotels/nycts-hotel/overview' });
    const dialog = await screen.findByRole('dialog', { name: REMOVE_NYCTS });
    await waitFor(() => expect(address()).toHaveTextContent(new RegExp(`^${PAGE.replace(/\./g, '\\.')}$`)));
    expect(screen.getByText('header for NYCTS')).toBeInTheDocument();
    expect(server.updates).toEqual([]);
    expect(screen.getByRole('list', { name: 'Your saved hotels' })).toHaveTextContent('Portico Times Square');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove hotel' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/hotels\/nycts-hotel\/overview$/));
    expect(server.saved).toEqual(['LONKX']);
    expect(server.updates).toHaveLength(1);
  });

  it('with the token our heart kept in this session: applies at once and goes back', async () => {
    const saveToken = saveWishLinkToken({ propertyId: 'NYCTS', save: false })!;
    renderPage({ save: 'false', marshaCode: 'NYCTS', returnTo: '/hotels/nycts-hotel/overview', saveToken });
    await waitFor(() => expect(address()).toHaveTextContent(/^\/hotels\/nycts-hotel\/overview$/));
    expect(server.saved).toEqual(['LONKX']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with a token from another session: asks, as without one', async () => {
    const saveToken = saveWishLinkToken({ propertyId: 'NYCTS', save: false })!;
    sessionStorage.clear();
    renderPage({ save: 'false', marshaCode: 'NYCTS', returnTo: '/hotels/nycts-hotel/overview', saveToken });
    await screen.findByRole('dialog', { name: REMOVE_NYCTS });
    await waitFor(() => expect(address()).toHaveTextContent(new RegExp(`^${PAGE.replace(/\./g, '\\.')}$`)));
    expect(server.updates).toEqual([]);
  });

  it('declined: changes nothing, stays on the page and does not ask again', async () => {
    renderPage({ save: 'true', marshaCode: 'SHAPD', returnTo: '/hotels/x/overview', propertyCode: 'LONKX' });
    // A code the header cannot name is asked about by its code.
    const dialog = await screen.findByRole('dialog', { name: 'Save hotel SHAPD to your saved hotels?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toHaveTextContent(new RegExp(`^${PAGE.replace(/\./g, '\\.')}\\?propertyCode=LONKX$`));
    expect(server.updates).toEqual([]);
  });

  it.each(['/..//evil.com', '/%2e%2e//evil.com', '/a/..%2f/evil.com'])('goes home, never to //evil.com, for returnTo=%s', async (returnTo) => {
    const saveToken = saveWishLinkToken({ propertyId: 'LONKX', save: false })!;
    renderPage({ save: 'false', marshaCode: 'LONKX', returnTo, saveToken });
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
    expect(server.saved).toEqual(['NYCTS']);
  });
});
