import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/storage';
import { addToServerCart, cartItemFromLine } from './cart-api';
import { useServerCartWriter } from './get-server-cart';
import { useCart } from '../state/use-cart';

/** Toast durations of spec section 9. */
export const ADDED_TO_CART_TOAST_MS = 6000;

/** A session the server no longer accepts, even after the client's one refresh and retry. */
const isSessionGone = (error: unknown) =>
  isApiError(error) && (error.code === 'token_not_valid' || error.code === 'not_authenticated');

/**
 * Adding a product to the cart (spec sections 4 and 8): the server checks the stock and the wholesale
 * terms and answers with the line, whose price, terms and stock the browser's cart then takes over.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  const cart = useCart();
  const writeServerCart = useServerCartWriter();
  const mutation = useMutation({
    mutationFn: (line: { product: number; quantity: number }) => addToServerCart(line),
    onSuccess: ({ item, ...serverCart }) => {
      writeServerCart(serverCart);
      const line = cartItemFromLine(item);
      if (cart.inCart(line.id)) cart.updateItem(line.id, line);
      else cart.addItem(line, line.quantity);
      toast({ title: 'Item added to cart!', description: item.name, duration: ADDED_TO_CART_TOAST_MS });
    },
    onError: (error) => {
      if (isSessionGone(error)) {
        void navigate('/login');
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Error adding item to cart',
        description: isApiError(error) ? error.message : undefined,
      });
    },
  });

  function addToCart(product: number, quantity: number) {
    // Adding needs a stored access token; a visitor is sent to log in first (spec section 6).
    if (!getAccessToken()) {
      void navigate('/login');
      return;
    }
    mutation.mutate({ product, quantity });
  }

  return { addToCart, isPending: mutation.isPending };
}
