/** The cart figures the page must show, worked out independently of the app's own code. */

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `Rs. 1,23,456.00` */
export const rupees = (amount: number) => `Rs. ${rupeeFormat.format(amount)}`;

/** Subtotal, the 3 % shipping and platform charge (rounded to the paisa) and the total, in rupees. */
export function totalsOf(price: number, quantity: number) {
  const subtotalPaise = Math.round(price * 100) * quantity;
  const chargePaise = Math.round((subtotalPaise * 3) / 100);
  return {
    subtotal: subtotalPaise / 100,
    charge: chargePaise / 100,
    total: (subtotalPaise + chargePaise) / 100,
  };
}
