import { Link } from 'react-router';
import { ShoppingCart, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { clampQuantity, quantityLimit } from '../../../lib/quantity';
import { isBuyer, useSession } from '../../../lib/session';
import { useCart } from '../state/use-cart';
import { removeServerLine, scheduleQuantityUpdate } from '../api/cart-line-updates';
import { CartLine } from '../components/cart-line';
import { OrderSummary } from '../components/order-summary';

const browseLink = (
  <Button asChild>
    <Link to="/products">Browse products</Link>
  </Button>
);

/** /cart: the lines, their quantities and the order summary (spec section 2). */
export function CartPage() {
  const cart = useCart();
  const session = useSession();

  if (!isBuyer(session)) {
    return (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title="Carts are for retailers"
        description="Wholesaler and administrator accounts cannot buy on the marketplace."
      />
    );
  }

  function changeQuantity(id: number, stock: number, quantity: number) {
    if (quantity < 1) return; // a quantity below 1 is ignored (spec section 5)
    const next = clampQuantity(quantity, quantityLimit(stock));
    cart.updateItemQuantity(id, next);
    scheduleQuantityUpdate(id, next, cart);
  }

  function remove(id: number, name: string) {
    cart.removeItem(id);
    void removeServerLine(id, name);
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
      />
      {cart.isEmpty ? (
        <EmptyState icon={<ShoppingCart aria-hidden="true" />} title="Your cart is empty" action={browseLink} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <section aria-label="Products in your cart">
            <Card>
              <CardContent>
                <ul className="divide-y divide-neutral-200">
                  {cart.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      onQuantityChange={(quantity) => changeQuantity(item.id, item.stock, quantity)}
                      onRemove={() => remove(item.id, item.name)}
                    />
                  ))}
                </ul>
              </CardContent>
            </Card>
          </section>
          <aside aria-label="Order Summary" className="lg:sticky lg:top-24">
            <OrderSummary items={cart.items} />
          </aside>
        </div>
      )}
    </div>
  );
}
