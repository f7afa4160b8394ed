import { Link, useSearchParams } from 'react-router';
import { PackageSearch, ShoppingBag } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRetailerOrders } from '../api/get-retailer-orders';
import { MobileSortButtons } from '../components/mobile-sort-buttons';
import { OrdersTable } from '../components/orders-table';
import { OrdersToolbar } from '../components/orders-toolbar';
import { nextSort, orderListParams, readOrderListView, visibleOrders, type OrderListView } from '../order-list';

function OrdersLoading() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function OrdersPage() {
  const orders = useRetailerOrders();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readOrderListView(searchParams);
  const show = (changes: Partial<OrderListView>) =>
    setSearchParams(orderListParams({ ...view, ...changes }), { replace: true });

  let content;
  if (orders.isPending) {
    content = <OrdersLoading />;
  } else if (orders.isError) {
    content = <LoadError title="Your orders could not be loaded." query={orders} />;
  } else if (orders.data.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingBag aria-hidden="true" />}
        title="You have no orders yet"
        description="Orders you place appear here with their status and invoice."
        action={
          <Button asChild>
            <Link to="/products">Browse products</Link>
          </Button>
        }
      />
    );
  } else {
    const rows = visibleOrders(orders.data, view);
    content = (
      <>
        <OrdersToolbar
          query={view.query}
          status={view.status}
          onQueryChange={(query) => show({ query })}
          onStatusChange={(status) => show({ status })}
        />
        <p className="mb-3 text-sm text-neutral-600" aria-live="polite">
          {rows.length === orders.data.length
            ? `${rows.length} ${rows.length === 1 ? 'order' : 'orders'}`
            : `${rows.length} of ${orders.data.length} orders`}
        </p>
        {rows.length === 0 ? (
          <EmptyState
            icon={<PackageSearch aria-hidden="true" />}
            title="No orders match your search."
            action={
              <Button variant="outline" onClick={() => show({ query: '', status: 'all' })}>
                Clear search
              </Button>
            }
          />
        ) : (
          <>
            <MobileSortButtons sort={view.sort} onSort={(key) => show({ sort: nextSort(view.sort, key) })} />
            <OrdersTable orders={rows} sort={view.sort} onSort={(key) => show({ sort: nextSort(view.sort, key) })} />
          </>
        )}
      </>
    );
  }

  return (
    <div>
      <title>My Orders · Wholesale Marketplace</title>
      <PageHeading title="My Orders" description="Every order you have placed and its status." />
      {content}
    </div>
  );
}
