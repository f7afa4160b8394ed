import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  apiPaths,
  reviewPaths,
  type MyReviewResponse,
  type ProductDetailResponse,
  type RetailerOrdersResponse,
} from '@marketplace/contract';
import { demoAccounts, DEMO_PASSWORD, expectToastShown, recordToasts, signInViaApi } from './support/accounts';
import { apiToken } from './support/wholesaler-workspace';

/** The star a person clicks: the radio button itself is visually hidden behind it. */
const starOf = (scope: Locator, name: string) => scope.locator('label').filter({ hasText: name });

const reviewsLabel = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

/** A line of one of the demo retailer's delivered orders whose product it has not reviewed yet. */
async function unreviewedDeliveredLine(request: APIRequestContext) {
  const token = await apiToken(request, demoAccounts.retailer, 'retailer');
  const auth = { authorization: `Bearer ${token}` };
  const orders = (await (
    await request.get(apiPaths.retailerOrders, { headers: auth })
  ).json()) as RetailerOrdersResponse;
  for (const order of orders.filter((each) => each.order_status === 'delivered')) {
    for (const item of order.order_items) {
      const mine = await request.get(reviewPaths.mine(item.product.id), { headers: auth });
      if (mine.status() !== 200) continue;
      const answer = (await mine.json()) as MyReviewResponse;
      if (answer.can_review && answer.review === null) return { orderId: order.id, product: item.product };
    }
  }
  throw new Error('The demo retailer needs a delivered order with a product it has not reviewed');
}

test('a retailer reviews a delivered product from its order, sees the new count, then edits the review', async ({
  page,
  request,
}) => {
  const { orderId, product } = await unreviewedDeliveredLine(request);
  const before = (await (await request.get(apiPaths.product(product.id))).json()) as ProductDetailResponse;
  const count = before.rating.count;

  await recordToasts(page);
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto(`/orders_details/${orderId}`);
  await page.getByRole('button', { name: `Write a review of ${product.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog.getByText(product.name)).toBeVisible();
  // The stars are one radio group: a keyboard user moves along it with the arrow keys.
  await starOf(dialog, '3 stars').click();
  await expect(dialog.getByRole('radio', { name: '3 stars' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = dialog.getByLabel('Your review');
  await text.fill('Packed well, every piece sold within the week.');
  await expect(dialog.getByText('46 / 2,000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit review' }).click();

  await expectToastShown(page, { title: 'Thanks for your review!', variant: 'success' });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit your review of ${product.name}` })).toBeVisible();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(reviewsLabel(count + 1)).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const mine = page.getByRole('region', { name: 'Your review' });
  await expect(mine.getByText('Packed well, every piece sold within the week.')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  await mine.getByRole('button', { name: 'Edit your review' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(editDialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(editDialog.getByLabel('Your review')).toHaveValue('Packed well, every piece sold within the week.');
  await starOf(editDialog, '2 stars').click();
  await editDialog.getByLabel('Your review').fill('Two of the lids cracked in the second lot.');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();

  // Still one review of this retailer: the count stays, the text and stars are the new ones everywhere.
  await expect(mine.getByText('Two of the lids cracked in the second lot.')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(
    reviews.getByRole('listitem').filter({ hasText: 'Two of the lids cracked in the second lot.' }),
  ).toHaveCount(1);
  await expect(reviews.getByText('Packed well, every piece sold within the week.')).toHaveCount(0);
  await expect(page.getByText(reviewsLabel(count + 1)).first()).toBeVisible();
});
