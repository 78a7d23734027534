// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { HomeIntro } from './home-intro';

const visitor: UserDetailsResponse = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
const ava = (signedIn: boolean): UserDetailsResponse => ({
  status: signedIn ? 'SUCCESS' : 'FAILURE',
  rememberedUser: !signedIn,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'ava' },
  userProfileData: { memberNumber: '100000001', consumerId: 'c-1', tier: 'Gold' },
});

function renderIntro(user: UserDetailsResponse | undefined) {
  return render(
    <MemoryRouter>
      <MessagesProvider locale="en-US">
        <HomeIntro user={user} />
      </MessagesProvider>
    </MemoryRouter>,
  );
}

describe('HomeIntro', () => {
  it('greets a signed-in member by name and links their trips and saved hotels, with no invitation to sign in', () => {
    const { container } = renderIntro(ava(true));
    expect(container).toHaveTextContent('Welcome back, Ava.');
    expect(screen.getByRole('link', { name: 'See your trips' })).toHaveAttribute('href', '/loyalty/findReservationList.mi');
    expect(screen.getByRole('link', { name: 'Your saved hotels' })).toHaveAttribute('href', '/loyalty/myAccount/saveProperties.mi');
    expect(container).not.toHaveTextContent('Sign in');
  });

  it('invites a visitor, and a remembered member whose session has ended, to sign in', () => {
    expect(renderIntro(visitor).container).toHaveTextContent('Sign in to Portico Rewards to see your trips and save the hotels you love.');
    expect(renderIntro(ava(false)).container).toHaveTextContent('Sign in to Portico Rewards');
  });

  it('says nothing until it is known who is there', () => {
    expect(renderIntro(undefined).container).toBeEmptyDOMElement();
  });
});
