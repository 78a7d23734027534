// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UseHostBridgeOptions } from '../../../bridge/react/use-host-bridge';
import { axeViolations } from '../../../shared/testing/axe-violations';
import { fakeHost as host } from '../testing/fake-host';
import { current, fillCard, openPayment, setUpPaymentTests, useThisCard } from '../testing/open-payment';
import { graphQlFailure } from '../testing/payment-fake-api';
import { PaymentExperience } from '../experience/payment-experience';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', async () => {
  const { hostBridge: bridge } = await import('../testing/fake-host');
  return { useHostBridge: (options: UseHostBridgeOptions) => bridge.answer(options) };
});

setUpPaymentTests();
const api = () => current.api;
const CHECKOUT = '?cartId=CART1&locale=en-US&variant=checkout';

/** The checkout form up to Book now: the card used, and the acknowledgements shown. */
async function paidInCheckout() {
  const opened = await openPayment({ search: CHECKOUT });
  await fillCard(opened.user);
  await useThisCard(opened.user);
  const group = await screen.findByRole('group', { name: 'Before you book' });
  return { ...opened, group, boxes: within(group).getAllByRole('checkbox') };
}

describe('the payment overlay’s checkout form, for a page that sells the room itself', () => {
  it('books once every box is ticked, says the confirmation number and tells it to the page, not paymentCompleted', async () => {
    const { user, boxes, view } = await paidInCheckout();
    expect(host.paymentCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Your Visa card ending in 1111 pays for this booking.');
    // The card's fields give way to Book now, and the first box takes the focus their button had.
    expect(screen.queryByRole('form', { name: 'Card to pay with' })).not.toBeInTheDocument();
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toHaveAccessibleDescription('Free cancellation until 4:00 PM hotel time two days before arrival.');

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAccessibleDescription(expect.stringContaining('Tick this box to book.'));
    expect(api().callsOf('CreateOrder')).toEqual([]);

    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const booked = await screen.findByText('Your stay is booked');
    expect(booked.closest('[tabindex="-1"]')).toHaveFocus();
    expect(booked.closest('[tabindex="-1"]')).toHaveTextContent('Confirmation number: 71234600');
    expect(screen.queryByRole('form', { name: 'Card to pay with' })).not.toBeInTheDocument();
    expect(host.bookingConfirmed).toHaveBeenCalledWith({ cartId: 'CART1', confirmationNumber: '71234600' });
    const [order] = api().callsOf('CreateOrder');
    expect(order?.variables).toEqual({ input: { cartId: 'CART1', revisionNumber: 6, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/), acceptedAcknowledgements: ['RATE_RULES', 'PREPAID_CHARGE'] } });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('takes another card on request, and books at the revision that card was added at', async () => {
    const { user } = await paidInCheckout();
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Before you book' })).not.toBeInTheDocument();
    // The name typed for the first card is kept; its number and security code are not.
    expect(screen.getByLabelText('Name on card')).toHaveValue('Rory Quinn');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Security code'), '737');
    await useThisCard(user);
    const group = await screen.findByRole('group', { name: 'Before you book' });
    for (const box of within(group).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText('Your stay is booked');
    expect(api().callsOf('CreateOrder').map((call) => (call.variables.input as { revisionNumber: number }).revisionNumber)).toEqual([7]);
  });

  it('loaded again after it booked, says the booking stands with its number and tells the page again', async () => {
    api().failNext('PaymentInfo', graphQlFailure('E_ALREADY_CONFIRMED', 'Booked.', { confirmationNumber: '71234600' }));
    render(<PaymentExperience location={{ pathname: '/reservation/paymentOverlay.mi', search: CHECKOUT }} request={api().request} />);
    const booked = await screen.findByText('Your stay is booked', {}, { timeout: 5000 });
    expect(booked.closest('[tabindex="-1"]')).toHaveTextContent('Confirmation number: 71234600');
    await waitFor(() => expect(host.bookingConfirmed).toHaveBeenCalledWith({ cartId: 'CART1', confirmationNumber: '71234600' }));
  });

  it('after a change made meanwhile, reads the cart’s revision again and books at it with a new attempt', async () => {
    const { user, boxes } = await paidInCheckout();
    for (const box of boxes) await user.click(box);
    api().failNext('CreateOrder', graphQlFailure('STALE_REVISION'));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking changed while you were booking it, so nothing was booked.');
    await waitFor(() => expect(api().callsOf('PaymentInfo').length).toBeGreaterThan(0));

    api().state.revisionNumber = 7;
    api().failNext('CreateOrder', graphQlFailure('STALE_REVISION'));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(api().callsOf('PaymentInfo').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText('Your stay is booked');
    const [first, second, third] = api().callsOf('CreateOrder').map((call) => call.variables.input as { revisionNumber: number; idempotencyKey: string });
    expect(third?.revisionNumber).toBe(7);
    expect(new Set([first?.idempotencyKey, second?.idempotencyKey, third?.idempotencyKey]).size).toBe(3);
    expect(host.bookingConfirmed).toHaveBeenCalledOnce();
  });
});
