import { ShoppingCart } from 'lucide-react';
import { largestValidQuantity, type Product } from '@marketplace/contract';
import { cardAddQuantity } from '../../../components/commerce/wholesale-terms';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { isBuyer, useSession } from '../../../lib/session';
import { useAddToCart } from '../api/use-add-to-cart';

interface AddToCartButtonProps {
  productId: number;
  productName: string;
  stock: number;
  /** How many units one click adds: a card adds the product's minimum order, the product page the chosen quantity. */
  quantity: number;
  /** While the chosen quantity breaks a buying rule; the page shows the rule beside the quantity. */
  disabled?: boolean;
  /** The id of that message, read with the button. */
  describedBy?: string;
  size?: ButtonSize;
  className?: string;
}

/** The add-to-cart control. Wholesalers and administrators have no cart, so they do not see it. */
export function AddToCartButton({
  productId,
  productName,
  stock,
  quantity,
  disabled = false,
  describedBy,
  size = 'md',
  className,
}: AddToCartButtonProps) {
  const session = useSession();
  const { addToCart, isPending } = useAddToCart();
  if (session.isLoggedIn && !isBuyer(session)) return null;
  const soldOut = stock <= 0;
  return (
    <Button
      size={size}
      loading={isPending}
      disabled={soldOut || disabled}
      aria-describedby={describedBy}
      onClick={() => addToCart(productId, quantity)}
      className={className}
    >
      {!isPending && <ShoppingCart aria-hidden="true" className="size-4" />}
      {soldOut ? 'Out of stock' : 'Add to Cart'}
      <span className="sr-only">: {productName}</span>
    </Button>
  );
}

type CardProduct = Pick<
  Product,
  'id' | 'name' | 'stock' | 'min_order_quantity' | 'order_multiple' | 'max_order_quantity'
>;

/**
 * Add to Cart on a product card: one click adds the product's minimum order. A product whose stock cannot
 * make up one valid order shows as out of stock.
 */
export function CardAddToCartButton({ product, size }: { product: CardProduct; size?: ButtonSize }) {
  const orderable = largestValidQuantity(product, product.stock) > 0;
  return (
    <AddToCartButton
      productId={product.id}
      productName={product.name}
      stock={orderable ? product.stock : 0}
      quantity={cardAddQuantity(product)}
      size={size}
    />
  );
}
