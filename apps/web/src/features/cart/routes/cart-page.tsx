import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { ListPlus, ShoppingCart, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { orderQuantityProblem } from '../../../lib/quantity';
import { isBuyer, useSession } from '../../../lib/session';
import type { CartItem } from '../state/use-cart';
import { useServerCartWriter } from '../api/get-server-cart';
import { cancelQuantityUpdate, removeServerLine, scheduleQuantityUpdate } from '../api/cart-line-updates';
import { useCartReview } from '../hooks/use-cart-review';
import { OrderSummary } from '../components/order-summary';
import { isReorderNotice, ReorderSummary } from '../components/reorder-summary';
import { WholesalerCartGroup } from '../components/wholesaler-cart-group';

const browseLink = (
  <Button asChild>
    <Link to="/products">Browse products</Link>
  </Button>
);

/** /cart: the lines by wholesaler, their quantities, each wholesaler's minimum and the order summary (spec section 2). */
export function CartPage() {
  const { cart, groups, blockers } = useCartReview();
  const session = useSession();
  const writeServerCart = useServerCartWriter();
  const notice: unknown = useLocation().state;

  const { updateItemQuantity, updateItem, inCart, removeItem } = cart;

  /**
   * The line shows the quantity as chosen, valid or not (a typed one is never changed); only a quantity
   * the rules accept reaches the server, which would refuse the others. Kept from one render to the next,
   * like `remove`, so that the lines (memoised) are drawn again only when they change.
   */
  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      if (quantity < 1) return; // a quantity below 1 is ignored (spec section 5)
      updateItemQuantity(item.id, quantity);
      if (orderQuantityProblem(item, quantity) === null) {
        scheduleQuantityUpdate(item.id, quantity, { updateItem, inCart, onServerCart: writeServerCart });
      } else {
        cancelQuantityUpdate(item.id);
      }
    },
    [updateItemQuantity, updateItem, inCart, writeServerCart],
  );

  const remove = useCallback(
    (item: CartItem) => {
      removeItem(item.id);
      void removeServerLine(item.id, item.name, writeServerCart);
    },
    [removeItem, writeServerCart],
  );

  if (!isBuyer(session)) {
    return (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title="Carts are for retailers"
        description="Wholesaler and administrator accounts cannot buy on the marketplace."
      />
    );
  }

  return (
    <div>
      <title>Your Cart · Wholesale Marketplace</title>
      <PageHeading
        title="Your Cart"
        description={
          cart.isEmpty
            ? undefined
            : `${cart.totalItems} ${cart.totalItems === 1 ? 'unit' : 'units'} of ${cart.totalUniqueItems} ${cart.totalUniqueItems === 1 ? 'product' : 'products'}`
        }
        actions={
          <Button asChild variant="outline">
            <Link to="/quick-order">
              <ListPlus aria-hidden="true" className="size-4" />
              Quick order
            </Link>
          </Button>
        }
      />
      {isReorderNotice(notice) && (
        <ReorderSummary orderId={notice.reorder.orderId} summary={notice.reorder.summary} className="mb-6" />
      )}
      {cart.isEmpty ? (
        <EmptyState icon={<ShoppingCart aria-hidden="true" />} title="Your cart is empty" action={browseLink} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <section aria-label="Products in your cart" className="grid gap-4">
            {groups.map((group) => (
              <WholesalerCartGroup
                key={group.id ?? 'none'}
                group={group}
                onQuantityChange={changeQuantity}
                onRemove={remove}
              />
            ))}
          </section>
          <aside aria-label="Order Summary" className="lg:sticky lg:top-24">
            <OrderSummary items={cart.items} blockers={blockers} />
          </aside>
        </div>
      )}
    </div>
  );
}
