import { Users } from 'lucide-react';
import { formatRupees, type DashboardResponse } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ORDER_TOTAL_BASIS } from '../figure-basis';

/** The shops that bought most in the period: shop name, paid orders and what they spent on them (order totals). */
export function TopCustomers({ customers }: { customers: DashboardResponse['top_customers'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Customers</CardTitle>
        <CardDescription>
          Shops with the most paid orders in this period. Spent: their order totals, {ORDER_TOTAL_BASIS}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {customers.length === 0 ? (
          <EmptyState
            className="border-none py-8"
            icon={<Users aria-hidden="true" />}
            title="No customers in this period"
          />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-left text-xs tracking-wide text-neutral-500 uppercase">
                <th scope="col" className="pb-2 font-medium">
                  Shop
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Spent
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {customers.map((customer, index) => (
                <tr key={`${customer.shop_name}-${index}`}>
                  <th scope="row" className="py-3 pr-3 text-left font-medium text-neutral-900">
                    <span className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="hidden size-8 shrink-0 items-center justify-center rounded-full sm:flex bg-primary-50 text-xs font-semibold text-primary-800"
                      >
                        {customer.shop_name.charAt(0).toUpperCase()}
                      </span>
                      <span className="min-w-0 break-words">{customer.shop_name}</span>
                    </span>
                  </th>
                  <td className="py-3 text-right text-neutral-700 tabular-nums">{customer.total_orders}</td>
                  <td className="py-3 pl-3 text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums">
                    {formatRupees(customer.total_spent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
