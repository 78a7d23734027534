// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../shared/i18n/messages';
import { MessagesProvider } from '../../shared/i18n/messages-context';
import { MemberMenu } from './member-menu';

beforeAll(() => loadAreas('en-US', allMessageAreas));

function renderMenu(onSignOut = vi.fn()) {
  render(
    <MemoryRouter>
      <MessagesProvider locale="en-US">
        <MemberMenu name="Ava" tier="Gold" pointsBalance={45000} isSigningOut={false} signOutError={null} onSignOut={onSignOut} />
        <button type="button">Elsewhere</button>
      </MessagesProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Account menu for Ava' }), onSignOut };
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('MemberMenu', () => {
  it('holds the member’s standing, account, trips, saved hotels and sign-out in the panel its button controls', async () => {
    const { user, button, onSignOut } = renderMenu();
    const panel = panelOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    expect(panel).toHaveTextContent('Hi, Ava');
    expect(panel).toHaveTextContent('Gold Elite');
    expect(panel).toHaveTextContent('45,000 points');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/loyalty/myAccount/profile.mi');
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/loyalty/findReservationList.mi');
    expect(screen.getByRole('link', { name: 'Saved hotels' })).toHaveAttribute('href', '/loyalty/myAccount/saveProperties.mi');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, leaving the focus on a control that was clicked', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when Tab moves the focus past its last item', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    screen.getByRole('button', { name: 'Sign out' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
