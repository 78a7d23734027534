// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PromotionLayout, PromotionPlacement } from '../../domain/membership-promotion';
import { MessagesProvider } from '../../i18n/messages-context';
import { axeViolations } from '../../testing/axe-violations';
import { MembershipPromotion, type MembershipPromotionProps } from './membership-promotion';

const JOIN = 'http://localhost:8080/loyalty/createAccount/createAccountPage1.mi';

function renderPromotion(props: Partial<MembershipPromotionProps> & { placement: PromotionPlacement }) {
  return render(
    <MessagesProvider locale="en-US">
      <MembershipPromotion layout="classic" rememberedName={null} joinHref={JOIN} linkTarget={undefined} {...props} />
    </MessagesProvider>,
  );
}

const block = () => screen.getByRole('region');

describe('the membership promotion block', () => {
  it.each<[PromotionPlacement, string, RegExp | null, string]>([
    ['overlay', 'Not a member yet?', /best rates, free Wi-Fi and points/, 'Join now'],
    ['flyout', 'New to Portico Rewards?', null, 'Join now'],
    ['reservation', 'Join Portico Rewards and book at member rates', /best rates, free Wi-Fi and points/, 'Join now'],
    ['directToTicket', 'Book this stay as a member', /come straight back to this booking/, 'Join and book'],
    ['reservationLookup', 'Keep every trip in one place', /every reservation in My trips/, 'Join now'],
  ])('%s: its heading, its sentence and its join link', (placement, heading, sentence, join) => {
    renderPromotion({ placement });
    expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    if (sentence) expect(block()).toHaveTextContent(sentence);
    else expect(block().querySelector('p')).toBeNull();
    expect(screen.getByRole('link', { name: join })).toHaveAttribute('href', JOIN);
  });

  it('greets a remembered member by name in place of the heading', () => {
    renderPromotion({ placement: 'reservationLookup', rememberedName: 'Ava' });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ava' })).toBeInTheDocument();
    expect(screen.queryByText('Keep every trip in one place')).not.toBeInTheDocument();
  });

  it('the icon layout lists three benefits in place of the general sentence, its pictures hidden from readers', () => {
    renderPromotion({ placement: 'overlay', layout: 'icons' });
    const benefits = screen.getByRole('list', { name: 'What members get' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Member rates', 'Free Wi-Fi', 'Points on every stay']);
    expect(benefits.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    expect(block()).not.toHaveTextContent(/Joining is free/);
  });

  it("the icon layout keeps a placement's own sentence", () => {
    renderPromotion({ placement: 'directToTicket', layout: 'icons' });
    expect(block()).toHaveTextContent(/come straight back to this booking/);
    expect(screen.getByRole('list', { name: 'What members get' })).toBeInTheDocument();
  });

  it.each<PromotionLayout>(['classic', 'secondVersion'])('the %s layout shows no benefit icons', (layout) => {
    renderPromotion({ placement: 'overlay', layout });
    expect(block()).toHaveAttribute('data-layout', layout);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('continues as a guest by a link or by an event', async () => {
    const { unmount } = renderPromotion({ placement: 'reservation', continueAsGuest: { kind: 'link', href: 'http://localhost:8080/hotels/x/overview' } });
    expect(screen.getByRole('link', { name: 'Continue as guest' })).toHaveAttribute('href', 'http://localhost:8080/hotels/x/overview');
    unmount();
    const onSelect = vi.fn();
    renderPromotion({ placement: 'reservation', continueAsGuest: { kind: 'event', onSelect } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('shows a sweepstakes with its own title and link', () => {
    renderPromotion({ placement: 'overlay', sweepstakes: { title: 'Enter the Summer Escape sweepstakes', buttonLabel: 'Join and enter', href: `${JOIN}?clientId=summer` } });
    expect(screen.getByRole('heading', { level: 3, name: 'Enter the Summer Escape sweepstakes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join and enter' })).toHaveAttribute('href', `${JOIN}?clientId=summer`);
  });

  it.each<PromotionLayout>(['classic', 'icons', 'secondVersion'])('has no axe violations in the %s layout', async (layout) => {
    const { container } = renderPromotion({ placement: 'reservation', layout, continueAsGuest: { kind: 'event', onSelect: vi.fn() } });
    expect(await axeViolations(container)).toEqual([]);
  });
});
