// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { siteFurnitureKey } from '../../../shared/content/furniture-client';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import type { PromotionsContent } from '../../../shared/domain/site-furniture';
import { siteFurniture } from '../../../shared/testing/site-furniture-builders';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { memberPromotionFor } from './member-promotion';
import { CheckInBanner, MemberPromotionCard, PartnerCard, RedemptionAlert } from './promotion-cards';

const PROMOTIONS: PromotionsContent = {
  membershipCard: { heading: 'Join Portico Rewards', body: 'Members get our lowest rates.', cta: { label: 'Join now', href: 'https://corporate.example/join' } },
  loyaltyBanner: { heading: 'Closer to your next tier', body: 'Every night counts.', cta: { label: 'See your benefits', href: '/loyalty/findReservationList.mi' } },
  partnerCard: { partnerName: 'Skyward Air', heading: 'Earn miles with Skyward Air', subheading: 'Turn points into miles.', cta: { label: 'Link your accounts', href: 'https://corporate.example/partners' } },
  redemptionAlert: { heading: 'Paying with points', body: 'Points rates need no deposit.' },
  checkInBanner: { heading: 'Check in before you arrive', body: 'Skip the queue.', ctaLabel: 'Check in online' },
};

const visitor: UserDetailsResponse = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
const member = (tier: string, signedIn = true): UserDetailsResponse => ({
  status: signedIn ? 'SUCCESS' : 'FAILURE',
  rememberedUser: !signedIn,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Liam' },
  userProfileData: { memberNumber: '100000002', consumerId: 'c-2', tier },
});

function renderWith(children: React.ReactNode, { promotions = PROMOTIONS }: { promotions?: PromotionsContent | null } = {}) {
  const furniture = siteFurniture({ promotions: promotions && { locale: 'en-US', content: promotions } });
  return render(
    <MemoryRouter>
      <MessagesProvider locale="en-US">
        <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(siteFurnitureKey('en-US'))]: furniture } }}>
          {children}
        </SWRConfig>
      </MessagesProvider>
    </MemoryRouter>,
  );
}

describe('which card speaks to the viewer', () => {
  it('offers a visitor membership, and a member below the top tier, signed in or remembered, the loyalty banner', () => {
    expect(memberPromotionFor(visitor, PROMOTIONS)?.kind).toBe('membership');
    expect(memberPromotionFor(member('Platinum'), PROMOTIONS)?.kind).toBe('loyalty');
    expect(memberPromotionFor(member('Member', false), PROMOTIONS)?.kind).toBe('loyalty');
  });

  it('shows the top tier neither, nobody anything while who they are is unknown, and nothing the content has not', () => {
    expect(memberPromotionFor(member('Ambassador'), PROMOTIONS)).toBeNull();
    expect(memberPromotionFor(undefined, PROMOTIONS)).toBeNull();
    expect(memberPromotionFor(visitor, null)).toBeNull();
    expect(memberPromotionFor(member('Gold'), { membershipCard: PROMOTIONS.membershipCard })).toBeNull();
  });
});

describe('the promotional cards', () => {
  it('a visitor sees the membership card with its call to action', () => {
    renderWith(<MemberPromotionCard user={visitor} />);
    const card = screen.getByRole('region', { name: 'Join Portico Rewards' });
    expect(card).toHaveTextContent('Members get our lowest rates.');
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', 'https://corporate.example/join');
  });

  it('a Platinum member sees the loyalty banner, whose link to our own page stays in the site', () => {
    renderWith(<MemberPromotionCard user={member('Platinum')} />);
    expect(screen.getByRole('region', { name: 'Closer to your next tier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your benefits' })).toHaveAttribute('href', '/loyalty/findReservationList.mi');
  });

  it('an Ambassador sees no card', () => {
    const { container } = renderWith(<MemberPromotionCard user={member('Ambassador')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the partner card names the partner with its header and sub-header', () => {
    renderWith(<PartnerCard />);
    const card = screen.getByRole('region', { name: 'Earn miles with Skyward Air' });
    expect(card).toHaveTextContent('Skyward Air');
    expect(card).toHaveTextContent('Turn points into miles.');
    expect(screen.getByRole('link', { name: 'Link your accounts' })).toHaveAttribute('href', 'https://corporate.example/partners');
  });

  it('the redemption alert and the check-in banner, its link the room’s own check-in page', () => {
    renderWith(
      <>
        <RedemptionAlert />
        <CheckInBanner href="/reservation/check-in-details.mi?confirmationNumber=91234571" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Paying with pointsPoints rates need no deposit.');
    expect(screen.getByRole('link', { name: 'Check in online' })).toHaveAttribute('href', '/reservation/check-in-details.mi?confirmationNumber=91234571');
  });

  it('shows nothing the content service does not have', () => {
    const { container } = renderWith(
      <>
        <PartnerCard />
        <RedemptionAlert />
        <CheckInBanner href="/x" />
      </>,
      { promotions: {} },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
