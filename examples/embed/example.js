// The example page's own script: what an embedding team writes around Portico.open. Plain JavaScript,
// no build; it runs after the loader (both scripts are deferred), or finds that the loader did not load.
'use strict';

(() => {
  const log = document.getElementById('event-log');
  const actions = document.querySelectorAll('.portico-action');

  /** Adds a line to "What the page received" (a polite live region, so screen readers hear it too). */
  function record(overlayName, text) {
    const item = document.createElement('li');
    const source = document.createElement('strong');
    source.textContent = overlayName;
    item.append(source, ` ${text}`);
    log.append(item);
  }

  /** An event as the page got it: its type, then everything else it carries as JSON. */
  function describeEvent(event) {
    const { type, ...rest } = event;
    return `${type} ${JSON.stringify(rest)}`;
  }

  const describeError = (error) => (error instanceof Error ? error.message : String(error));

  /** Where an overlay would have taken the guest, as a link on the chain's site. */
  function showDestination(url) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = url;
    link.textContent = 'Open it on the hotel site';
    item.append(link);
    log.append(item);
  }

  document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());

  if (typeof window.Portico?.open !== 'function') {
    // The loader's script failed (the overlay origin is down, or a policy blocked it): say so on the page.
    document.getElementById('loader-missing').hidden = false;
    for (const button of actions) button.disabled = true;
    return;
  }

  /** The overlay open in each place of the page (the dialog, or a slot): opening another closes it first. */
  const openHandles = new Map();

  function open(place, name, { onCompleted, ...options }) {
    openHandles.get(place)?.close();
    let handle;
    try {
      handle = window.Portico.open(name, { ...options, onEvent: (event) => record(name, describeEvent(event)) });
    } catch (error) {
      record(name, `could not open: ${describeError(error)}`);
      return;
    }
    openHandles.set(place, handle);
    handle.outcome
      .then(
        (outcome) => {
          record(name, `outcome ${JSON.stringify(outcome)}`);
          if (outcome.status === 'completed' && outcome.method === 'navigate') showDestination(outcome.detail.url);
          // A step of the booking is done: its form leaves the page, which goes on to the next step.
          if (outcome.status === 'completed' && place === 'cart') handle.close();
          if (outcome.status === 'completed') onCompleted?.(outcome);
        },
        (error) => record(name, `outcome failed: ${describeError(error)}`),
      )
      .finally(() => {
        if (openHandles.get(place) === handle) openHandles.delete(place);
      });
  }

  const signInButton = document.getElementById('open-sign-in');
  // Loads the dialog's overlay while the pointer rests on the button or it has focus, so it opens at once.
  window.Portico.preloadOnIntent(signInButton, 'sign-in', { locale: 'en-US' });
  signInButton.addEventListener('click', () => {
    // No container: a modal dialog over the page.
    open('dialog', 'sign-in', { locale: 'en-US' });
  });

  document.getElementById('open-lookup').addEventListener('click', () => {
    // The summary form shows a found reservation in the overlay and reports it (reservationFound), so
    // nothing leaves this page; a link on it would open the chain's site, where this lookup is not kept.
    open('lookup', 'reservation-lookup', { container: '#lookup-slot', variant: 'summary' });
  });

  // The rate this page sells: a room and rate plan of the chain's rate feed, for the dates the guest picks.
  const OFFER = { propertyId: 'NYCTS', numAdultsPerRoom: 2, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
  const bookForm = document.getElementById('book-form');
  const checkInField = bookForm.elements.namedItem('checkInDate');
  const bookingStatus = document.getElementById('booking-status');
  const isoDayAfter = (isoDay, days) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // A month ahead, by this browser's calendar; the hotel's own "today" is the overlay's to apply.
  checkInField.value = isoDayAfter(new Date().toISOString().slice(0, 10), 30);

  /** Guest information for the rate, then the payment overlay's checkout form for the cart it started. */
  function book(rate) {
    bookingStatus.textContent = '';
    open('book', 'guest-info', { container: '#book-slot', rate, onCompleted: ({ detail }) => checkout(detail.cartId) });
  }

  function checkout(cartId) {
    open('book', 'payment', {
      container: '#book-slot',
      cartId,
      variant: 'checkout',
      onCompleted: ({ method, detail }) => {
        if (method === 'bookingConfirmed') bookingStatus.textContent = `Booked: confirmation number ${detail.confirmationNumber}.`;
      },
    });
  }

  bookForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!bookForm.reportValidity()) return;
    const checkInDate = checkInField.value;
    const nights = Number(bookForm.elements.namedItem('nights').value);
    book({ ...OFFER, checkInDate, checkOutDate: isoDayAfter(checkInDate, nights) });
  });

  const cartForm = document.getElementById('cart-form');
  const cartIdField = cartForm.elements.namedItem('cartId');
  cartIdField.addEventListener('input', () => cartIdField.setCustomValidity(''));
  cartForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const cartId = cartIdField.value.trim();
    if (!cartId) {
      cartIdField.setCustomValidity('Enter the cart id of a booking in progress.');
      cartIdField.reportValidity();
      return;
    }
    // Which of the two buttons sent the form; Enter in the field counts as the first.
    const name = event.submitter?.value ?? 'guest-info';
    open('cart', name, { container: '#cart-slot', cartId });
  });
})();
