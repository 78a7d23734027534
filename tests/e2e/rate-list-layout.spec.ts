import { bookingPaths } from '../../shared/domain/booking-paths';
import { stayFrom } from '../support/booking-pages';
import { expect, test } from '../support/run-clock';

/**
 * The rate list as a guest first reads it, on a phone and a desktop: every room leads with the rate
 * anyone may book and cancel, in view without "See More", and every rate says whether and until when it
 * may be cancelled free.
 */

for (const width of [390, 1280]) {
  test(`at ${width} px every room shows the flexible rate first without See More, and each rate its cancellation line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(bookingPaths.rateList.getHref(stayFrom(34)));
    const lists = page.getByRole('list', { name: /^Rates for / });
    await expect(lists.first()).toBeVisible();
    const count = await lists.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const cards = lists.nth(index).getByRole('article');
      const first = cards.first();
      await expect(first.getByRole('heading', { level: 4 })).toHaveText('Flexible rate');
      await expect(first.getByRole('button', { name: /^Select Flexible rate/ })).toBeVisible();
      await expect(first.getByText(/^Free cancellation until \w{3} \d{1,2}, \d{4}, 4:00 PM E[SD]T$/)).toBeVisible();
    }

    // Every rate, the ones behind See More too, says its terms; the prepaid rate comes last.
    const seeMore = page.getByRole('button', { name: /^See More rates for / });
    // Each click turns its button into See Less, so the next is always the first left.
    for (let left = await seeMore.count(); left > 0; left -= 1) {
      await seeMore.first().click();
      await expect(seeMore).toHaveCount(left - 1);
    }
    const cards = page.getByRole('article');
    const total = await cards.count();
    for (let index = 0; index < total; index += 1) {
      await expect(cards.nth(index).getByText(/^(Free cancellation until .+|Non-refundable: paid in full when you book)$/)).toBeVisible();
    }
    const kingRates = page.getByRole('list', { name: 'Rates for One King Bed Guest Room' }).getByRole('heading', { level: 4 });
    await expect(kingRates).toHaveText(['Flexible rate', 'Member rate', 'Prepay and save']);
  });
}
