import { useEffect } from 'react';
import { Link } from 'react-router';
import { useForm } from '../../../lib/form/use-form';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCart, Store } from 'lucide-react';
import { DEFAULT_PLATFORM_CHARGE_PERCENT, type CheckoutForm } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { isApiError } from '../../../lib/api-error';
import { profileQueryOptions } from '../../../lib/current-profile';
import { isBuyer, useSession } from '../../../lib/session';
import { useCartReview } from '../../cart';
import { usePublicConfig } from '../../../lib/public-config';
import { buildCreateOrderRequest, CHECKOUT_FIELD_OF_REQUEST } from '../checkout-payload';
import { checkoutValidation } from '../checkout-validation';
import { isCheckoutBusy } from '../checkout-phase';
import { CheckoutNoticeAlert } from '../components/checkout-notice-alert';
import { CheckoutRefunded } from '../components/checkout-refunded';
import { CheckoutSuccess } from '../components/checkout-success';
import { CheckoutSummary } from '../components/checkout-summary';
import { ShippingForm } from '../components/shipping-form';
import { loadCheckoutScript } from '../payment/load-checkout-script';
import { useCheckoutPayment } from '../use-checkout-payment';

const emptyForm: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  state: '',
  orderNotes: '',
};

export function CheckoutPage() {
  const { cart, groups, blockers } = useCartReview();
  const buyer = isBuyer(useSession());
  const config = usePublicConfig();
  const profile = useQuery({ ...profileQueryOptions(), enabled: buyer });
  const { phase, placeOrder, retryConfirmation } = useCheckoutPayment({ onPaid: cart.emptyCart });
  const form = useForm<CheckoutForm>({ resolver: checkoutValidation.resolver, defaultValues: emptyForm });
  const chargePercent = config.data?.platform_charge_percent ?? DEFAULT_PLATFORM_CHARGE_PERCENT;

  // The buyer's own name and e-mail fill the form once known, unless something was typed already.
  useEffect(() => {
    if (!profile.data) return;
    const known = { firstName: profile.data.first_name, lastName: profile.data.last_name, email: profile.data.email };
    for (const [name, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (value && !form.getValues(name)) form.setValue(name, value);
    }
  }, [profile.data, form]);

  // While the buyer fills the form, its checks and the payment script download, so Place Order opens the
  // payment window at once without either weighing on the page's first load.
  const scriptUrl = config.data?.checkout_script_url;
  const prepareToPay = () => {
    checkoutValidation.preload();
    if (scriptUrl) loadCheckoutScript(scriptUrl).catch(() => undefined);
  };

  const onSubmit = form.handleSubmit((values) => {
    // The server would refuse the order: the summary names why beside Place Order.
    if (blockers.length > 0) return;
    return placeOrder({
      request: buildCreateOrderRequest(values, cart.items, chargePercent),
      prefill: { name: `${values.firstName} ${values.lastName}`, email: values.email },
      onOrderError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, name] of Object.entries(CHECKOUT_FIELD_OF_REQUEST)) {
          const message = error.fieldErrors[field]?.[0];
          if (message) form.setError(name, { type: 'server', message });
        }
      },
    });
  });

  if (phase.name === 'paid') {
    return (
      <>
        <title>Payment successful · Wholesale Marketplace</title>
        <CheckoutSuccess paymentId={phase.paymentId} orderIds={phase.orderIds} />
      </>
    );
  }
  if (phase.name === 'refunded') {
    return (
      <>
        <title>Payment refunded · Wholesale Marketplace</title>
        <CheckoutRefunded paymentId={phase.paymentId} reason={phase.reason} />
      </>
    );
  }

  let content;
  if (!buyer) {
    content = (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title="Only retailers can place orders."
        description="Wholesaler accounts sell on the marketplace; log in with a retailer account to buy."
      />
    );
  } else if (cart.isEmpty) {
    content = (
      <EmptyState
        icon={<ShoppingCart aria-hidden="true" />}
        title="Your cart is empty"
        description="Add products to your cart, then come back here to place your order."
        action={
          <Button asChild>
            <Link to="/">Continue shopping</Link>
          </Button>
        }
      />
    );
  } else {
    const busy = isCheckoutBusy(phase);
    content = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ShippingForm
          form={form}
          onSubmit={onSubmit}
          onFocus={prepareToPay}
          disabled={busy}
          states={config.data?.states}
          statesFailed={config.isError}
        />
        <CheckoutSummary
          groups={groups}
          chargePercent={chargePercent}
          busy={busy}
          blockers={blockers}
          notice={<CheckoutNoticeAlert phase={phase} onRetryConfirmation={retryConfirmation} />}
        />
      </div>
    );
  }

  return (
    <div>
      <title>Checkout · Wholesale Marketplace</title>
      <PageHeading title="Checkout" description="Shipping details and payment for your order." />
      {content}
    </div>
  );
}
