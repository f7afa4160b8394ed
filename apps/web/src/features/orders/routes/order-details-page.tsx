import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, FileQuestion, Printer } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { isBuyer, useSession } from '../../../lib/session';
import { BuyAgainButton } from '../../cart';
import { OrderClaimsSection } from '../../claims';
import { useOrderDetails } from '../api/get-order-details';
import { CustomerInfoCard } from '../components/customer-info-card';
import { DeliveryPanel } from '../components/delivery-panel';
import { EInvoicePanel } from '../components/e-invoice-panel';
import { InvoiceHeader } from '../components/invoice-header';
import { OrderDocumentsSection } from '../components/order-documents-section';
import { OrderInfoCard } from '../components/order-info-card';
import { OrderItemsCard } from '../components/order-items-card';
import { OrderTimeline } from '../components/order-timeline';
import { UnpaidOrderPanel } from '../components/unpaid-order-panel';
import { offersOrderPrint } from '../order-documents';
import { parseOrderId } from '../parse-order-id';
import '../invoice-print.css';

/** React Router counts history entries in `history.state.idx`; 0 means the page was opened directly. */
const hasPreviousPage = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function OrderDetailsPage() {
  const orderId = parseOrderId(useParams().orderId);
  const order = useOrderDetails(orderId);
  const navigate = useNavigate();
  const session = useSession();
  const buyer = isBuyer(session);
  const ordersHome = buyer ? '/orders' : '/dashboard';
  // Back one step, as the spec asks; a page opened from a link or bookmark has no step to go back to.
  const goBack = () => void (hasPreviousPage() ? navigate(-1) : navigate(ordersHome));

  const backButton = (
    <Button variant="outline" onClick={goBack} className="print:hidden">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Orders
    </Button>
  );

  let content;
  if (orderId === null || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    content = (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        title="Order not found"
        description="This order does not exist, or it belongs to another account."
        action={
          <Button asChild variant="outline">
            <Link to={ordersHome}>{buyer ? 'Go to My Orders' : 'Go to Dashboard'}</Link>
          </Button>
        }
      />
    );
  } else if (order.isError) {
    content = <LoadError title="This order could not be loaded." query={order} />;
  } else if (order.isPending) {
    content = (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner size="lg" label="Loading..." />
      </div>
    );
  } else {
    content = (
      <div className="grid grid-cols-1 gap-6">
        <UnpaidOrderPanel order={order.data} />
        <DeliveryPanel order={order.data} />
        <OrderClaimsSection order={order.data} onClaimsChanged={() => void order.refetch()} />
        {session.userType === 'wholesaler' && order.data.e_invoice && (
          <EInvoicePanel orderId={order.data.id} eInvoice={order.data.e_invoice} />
        )}
        <InvoiceHeader order={order.data} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <OrderInfoCard order={order.data} />
          <CustomerInfoCard order={order.data} />
        </div>
        <OrderDocumentsSection order={order.data} />
        <OrderItemsCard order={order.data} />
        <OrderTimeline order={order.data} />
      </div>
    );
  }

  return (
    <div data-invoice-page="">
      <title>{orderId ? `Order #${orderId} · Wholesale Marketplace` : 'Order Details · Wholesale Marketplace'}</title>
      <PageHeading
        title="Order Details"
        className="print:hidden"
        actions={
          <>
            {backButton}
            {buyer && order.isSuccess && <BuyAgainButton orderId={order.data.id} variant="primary" />}
            {order.isSuccess && offersOrderPrint(order.data) && (
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print Invoice
              </Button>
            )}
          </>
        }
      />
      {content}
    </div>
  );
}
