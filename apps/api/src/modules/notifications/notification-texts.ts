import {
  formatRupees,
  LOW_STOCK_THRESHOLD,
  toRupees,
  type DeliveryProof,
  type OrderStatus,
} from '@marketplace/contract';

/** Titles and bodies as a person reads them, in the app and as e-mail subject and text. */
export interface NoticeText {
  title: string;
  body: string;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));
const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export function newOrderText(order: { id: number; buyer: string; totalPaise: number; itemCount: number }): NoticeText {
  return {
    title: `New paid order #${order.id}`,
    body: `${order.buyer} paid ${rupees(order.totalPaise)} for order #${order.id} (${items(order.itemCount)}). It is ready for you to ship.`,
  };
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'waiting for payment',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  canceled: 'canceled',
};

export function orderStatusText(order: {
  id: number;
  status: OrderStatus;
  description: string;
  seller: string;
  paid: boolean;
  /** The shipped order's code, for the retailer's notice only. */
  deliveryCode?: string | null;
  deliveryProof?: DeliveryProof | null;
}): NoticeText {
  const note = order.description ? ` Note: ${order.description}` : '';
  const title = `Order #${order.id} ${STATUS_WORDS[order.status]}`;
  if (order.status === 'canceled') {
    const money = order.paid ? ' Your payment for it will be refunded.' : '';
    return { title, body: `Your order #${order.id} from ${order.seller} was canceled.${money}${note}` };
  }
  if (order.status === 'shipped' && order.deliveryCode) {
    return {
      title,
      body: `${order.seller} shipped your order #${order.id}. Your delivery code is ${order.deliveryCode}. Give this code to the delivery person only when you have the goods.${note}`,
    };
  }
  if (order.status === 'delivered' && order.deliveryProof === 'code')
    return {
      title,
      body: `Your order #${order.id} from ${order.seller} was delivered with your delivery code.${note}`,
    };
  if (order.status === 'delivered' && order.deliveryProof === 'timeout') {
    return {
      title,
      body: `Your order #${order.id} from ${order.seller} was shipped a while ago and nobody confirmed it, so it now counts as delivered.${note}`,
    };
  }
  return { title, body: `${order.seller} marked your order #${order.id} as ${STATUS_WORDS[order.status]}.${note}` };
}

/** To the wholesaler, when the retailer confirms a shipped order arrived. */
export function receiptConfirmedText(order: { id: number; buyer: string }): NoticeText {
  return {
    title: `Order #${order.id} received`,
    body: `${order.buyer} confirmed receiving order #${order.id}. It is now delivered.`,
  };
}

export function refundText(refund: { orderId: number; amountPaise: number }): NoticeText {
  const amount = rupees(refund.amountPaise);
  return {
    title: `Refund of ${amount} processed`,
    body: `${amount} for order #${refund.orderId} has been refunded to the account you paid from. Banks usually show it within 5 to 7 working days.`,
  };
}

export function lowStockText(product: { name: string; stock: number }): NoticeText {
  if (product.stock === 0) {
    return {
      title: `Out of stock: ${product.name}`,
      body: `${product.name} is out of stock. Retailers cannot order it until you add stock in your inventory.`,
    };
  }
  return {
    title: `Low stock: ${product.name}`,
    body: `Only ${product.stock} left of ${product.name} (${LOW_STOCK_THRESHOLD} or fewer). Add stock in your inventory so retailers can keep ordering.`,
  };
}

export function verificationText(decision: 'verified' | 'rejected', company: string): NoticeText {
  return decision === 'verified'
    ? {
        title: 'Your wholesaler account is approved',
        body: `An administrator approved ${company}. You can now list products and receive orders.`,
      }
    : {
        title: 'Your wholesaler account was not approved',
        body: `An administrator rejected the application of ${company}. Check your company details and GSTIN in Settings, or contact support.`,
      };
}

export function passwordChangedText(email: string): NoticeText {
  return {
    title: 'Your password was changed',
    body: `The password of ${email} was changed and your other sessions were signed out. If you did not do this, contact support at once.`,
  };
}
