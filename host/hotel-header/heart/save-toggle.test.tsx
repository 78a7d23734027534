// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { SAVE_TOKEN_STORAGE_KEY } from '../../../shared/domain/save-wish-token';
import { SaveToggle } from './save-toggle';
import { saveWishLinkToken } from './save-wish-link';

vi.mock('../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../auth/sign-in-dialog', () => ({
  SignInDialog: ({ isOpen, title, returnTo }: { isOpen: boolean; title: string; returnTo: string }) =>
    isOpen ? <div role="dialog" aria-label={title} data-return-to={returnTo} /> : null,
}));

let user: UserDetailsResponse;
vi.mock('../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user, isLoading: false, mutate: vi.fn() }) }));

/** The member's list as the server holds it; the fake answers the two operations the toggle sends. */
const server = { saved: [] as string[], revision: 1, updates: [] as unknown[] };
vi.mock('../../services/graphql', () => ({
  requestGraphQl: vi.fn(async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>) => {
    const definition = document.definitions[0];
    const name = definition && 'name' in definition ? definition.name?.value : '';
    if (name === 'Customer') {
      return { customer: { id: 'C1000002', savedProperties: server.saved.map((id) => ({ id })), revisionToken: String(server.revision) } };
    }
    const input = variables.input as { savedProperties: { id: string }[]; revisionToken: string };
    server.updates.push(input);
    const isCurrent = input.revisionToken === String(server.revision);
    if (isCurrent) {
      server.saved = input.savedProperties.map((saved) => saved.id);
      server.revision += 1;
    }
    return {
      updateCustomerSavedProperties: {
        status: [{ code: isCurrent ? 'SUCCESS' : 'STALE_REVISION', httpStatus: isCurrent ? 200 : 409, messages: { errors: [] } }],
        savedProperties: server.saved.map((id) => ({ id })),
      },
    };
  }),
}));

const member = (): UserDetailsResponse => ({
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Liam' },
  userProfileData: { memberNumber: '100000002', consumerId: 'C1000002', tier: 'Platinum' },
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderToggle(path = '/loyalty/myAccount/saveProperties.mi', appliesWish = false) {
  window.history.replaceState(null, '', path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <SaveToggle propertyId="LONKX" hotelName="Portico London King's Cross" appliesWish={appliesWish} />
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}


beforeEach(() => {
  server.saved = ['NYCTS'];
  server.revision = 1;
  server.updates = [];
  user = member();
  sessionStorage.clear();
});

const ADDRESS_WITHOUT_WISH = /^\/loyalty\/myAccount\/saveProperties\.mi\?propertyCode=LONKX$/;
const SAVE_LONKX = "Save Portico London King's Cross to your saved hotels?";

describe('SaveToggle for a signed-in member', () => {
  it('saves, then shows Saved from the list read again; unsaves back', async () => {
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: "Save hotel: Portico London King's Cross" }));
    const saved = await screen.findByRole('button', { name: "Saved: Portico London King's Cross" });
    expect(saved).toHaveAttribute('data-saved', 'true');
    expect(server.saved).toEqual(['NYCTS', 'LONKX']);
    // The list is read again before the save is over; a click while it is busy is ignored, as it should be.
    await waitFor(() => expect(saved).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(saved);
    await screen.findByRole('button', { name: /^Save hotel/ });
    expect(server.saved).toEqual(['NYCTS']);
  });

  it('keeps a change made in another window meanwhile', async () => {
    renderToggle();
    const button = await screen.findByRole('button', { name: /^Save hotel/ });
    // Another tab saves SHAPD after this one read the list.
    server.saved = ['NYCTS', 'SHAPD'];
    server.revision = 2;
    fireEvent.click(button);
    await screen.findByRole('button', { name: /^Saved/ });
    expect(server.saved).toEqual(['NYCTS', 'SHAPD', 'LONKX']);
  });

  it('says why a 21st hotel is refused and leaves the heart as it was', async () => {
    server.saved = Array.from({ length: 20 }, (_, index) => `H${String(index).padStart(4, '0')}`);
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: /^Save hotel/ }));
    expect(await screen.findByText(/^You can save/)).toHaveTextContent('You can save up to 20 hotels. Remove one to save another.');
    expect(screen.getByRole('button', { name: /^Save hotel/ })).toHaveAttribute('data-saved', 'false');
    expect(server.updates).toEqual([]);
  });

  it('applies at once a saveProperty wish carrying the token our heart kept in this session, then removes both from the address', async () => {
    // What a visitor's heart did before sign-in, in this tab.
    const token = saveWishLinkToken({ propertyId: 'LONKX', save: true });
    renderToggle(`/loyalty/myAccount/saveProperties.mi?propertyCode=LONKX&saveProperty=true&saveToken=${token}`, true);
    await screen.findByRole('button', { name: /^Saved/ });
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(ADDRESS_WITHOUT_WISH));
    expect(server.updates).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Spent: the same link cannot apply the wish again.
    expect(sessionStorage.getItem(SAVE_TOKEN_STORAGE_KEY)).not.toContain(token);
  });

  it('asks before applying a saveProperty wish without a token, and changes nothing until the member confirms', async () => {
    renderToggle('/loyalty/myAccount/saveProperties.mi?propertyCode=LONKX&saveProperty=true', true);
    const dialog = await screen.findByRole('dialog', { name: SAVE_LONKX });
    // The wish has left the address already: a reload would not ask again.
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(ADDRESS_WITHOUT_WISH));
    expect(screen.getByRole('button', { name: "Save hotel: Portico London King's Cross" })).toHaveAttribute('data-saved', 'false');
    expect(server.updates).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hotel' }));
    await screen.findByRole('button', { name: "Saved: Portico London King's Cross" });
    expect(server.saved).toEqual(['NYCTS', 'LONKX']);
    expect(server.updates).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a token from another session (not in this tab) as none', async () => {
    const foreign = saveWishLinkToken({ propertyId: 'LONKX', save: true });
    sessionStorage.clear();
    renderToggle(`/loyalty/myAccount/saveProperties.mi?propertyCode=LONKX&saveProperty=true&saveToken=${foreign}`, true);
    await screen.findByRole('dialog', { name: SAVE_LONKX });
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(ADDRESS_WITHOUT_WISH));
    expect(server.updates).toEqual([]);
  });

  it('treats a token made for another wish as none: a save token cannot vouch for removing the hotel', async () => {
    server.saved = ['NYCTS', 'LONKX'];
    const token = saveWishLinkToken({ propertyId: 'LONKX', save: true });
    renderToggle(`/loyalty/myAccount/saveProperties.mi?propertyCode=LONKX&saveProperty=false&saveToken=${token}`, true);
    const dialog = await screen.findByRole('dialog', { name: "Remove Portico London King's Cross from your saved hotels?" });
    expect(server.updates).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove hotel' }));
    await screen.findByRole('button', { name: "Save hotel: Portico London King's Cross" });
    expect(server.saved).toEqual(['NYCTS']);
  });

  it('changes nothing when the member declines, and does not ask again', async () => {
    renderToggle('/loyalty/myAccount/saveProperties.mi?propertyCode=LONKX&saveProperty=true', true);
    const dialog = await screen.findByRole('dialog', { name: SAVE_LONKX });
    expect(within(dialog).getByText(/A link asked for this change/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(ADDRESS_WITHOUT_WISH));
    expect(screen.getByRole('button', { name: /^Save hotel/ })).toHaveAttribute('data-saved', 'false');
    expect(server.updates).toEqual([]);
  });
});

describe('SaveToggle for others', () => {
  it('sends a visitor to sign in, coming back here with the opposite state in the address', async () => {
    user = { ...member(), status: 'FAILURE', headerSubtext: { consumerName: null }, userProfileData: null };
    renderToggle('/hotels/lonkx-portico-london-kings-cross/overview?tab=photos');
    const link = await screen.findByRole('link', { name: /^Save hotel/ });
    const returnTo = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('returnTo');
    // The wish comes back with a token kept in this tab's session, so it is applied without asking.
    const token = new URL(returnTo!, 'http://x').searchParams.get('saveToken');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SAVE_TOKEN_STORAGE_KEY)).toContain(token);
    expect(returnTo).toBe(`/hotels/lonkx-portico-london-kings-cross/overview?tab=photos&saveProperty=true&saveToken=${token}`);
    fireEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'Sign in to save this hotel' })).toHaveAttribute('data-return-to', returnTo);
  });

  it('links a remembered member to the saved-hotels page with the wish', async () => {
    user = { ...member(), status: 'FAILURE', rememberedUser: true };
    renderToggle('/reservation/lookupReservation.mi');
    const href = new URL((await screen.findByRole('link', { name: /^Save hotel/ })).getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/loyalty/myAccount/saveProperties.mi');
    const saveToken = href.searchParams.get('saveToken');
    expect(saveToken).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SAVE_TOKEN_STORAGE_KEY)).toContain(saveToken);
    expect(Object.fromEntries(href.searchParams)).toEqual({ save: 'true', marshaCode: 'LONKX', returnTo: '/reservation/lookupReservation.mi', saveToken });
  });
});
