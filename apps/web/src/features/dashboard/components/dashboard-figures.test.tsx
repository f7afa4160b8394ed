// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@marketplace/contract';
import { renderInDom } from '../../../test/render';
import { FigureCards } from './figure-cards';
import { RecentOrders } from './recent-orders';
import { TopCustomers } from './top-customers';

const dashboard: DashboardResponse = {
  period: 'thisMonth',
  total_sales: 2,
  total_revenue: 4300.5,
  revenue_excluding_gst: 3898.82,
  gst_collected: 401.68,
  average_order_value: 2150.25,
  pending_orders: 1,
  open_claims: 2,
  available_to_pay_out: 123456.5,
  orders: [
    {
      id: 41,
      created_at: '2026-11-18T06:00:00.000Z',
      order_status: 'confirmed',
      total_price: 3090,
      customer: 'Nair Provisions',
    },
    {
      id: 40,
      created_at: '2026-11-17T06:00:00.000Z',
      order_status: 'delivered',
      total_price: 1339.52,
      customer: 'Kochi Mart',
    },
  ],
  top_customers: [
    { shop_name: 'Nair Provisions', total_orders: 1, total_spent: 3090 },
    { shop_name: 'Kochi Mart', total_orders: 1, total_spent: 1339.52 },
  ],
  series: [],
};

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function show(ui: ReactNode): Promise<HTMLElement> {
  const view = await renderInDom(ui);
  unmount = view.unmount;
  return view.container;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the dashboard figures', () => {
  it('shows revenue without GST, with the GST and the goods value incl. GST that make it up beside it', async () => {
    const container = await show(<FigureCards data={dashboard} />);
    const revenueCard = [...container.querySelectorAll('section > div')].find((card) =>
      text(card).includes('Total Revenue'),
    );
    expect(text(revenueCard)).toContain('Total Revenue (excl. GST)Rs. 3,898.82');
    const parts = [...(revenueCard?.querySelectorAll('dl > div') ?? [])].map((row) => [
      text(row.querySelector('dt')),
      text(row.querySelector('dd')),
    ]);
    expect(parts).toEqual([
      ['GST collected', 'Rs. 401.68'],
      ['Goods incl. GST', 'Rs. 4,300.50'],
    ]);
    expect(text(revenueCard)).toContain('shipping & platform charges excluded');
    expect(text(container)).toContain('Average Order ValueRs. 2,150.25Goods incl. GST per paid order');
  });

  it('shows the claims waiting for an answer as a link to the Claims page', async () => {
    const container = await show(<FigureCards data={dashboard} />);
    const link = [...container.querySelectorAll('a')].find((each) => text(each).includes('Open Claims'));
    expect(link?.getAttribute('href')).toBe('/claims');
    expect(text(link)).toContain('Open Claims2Waiting for your answer');
  });

  it('shows the money available to pay out as a link to the Payments page', async () => {
    const container = await show(<FigureCards data={dashboard} />);
    const link = [...container.querySelectorAll('a')].find((each) => text(each).includes('Available to pay out'));
    expect(link?.getAttribute('href')).toBe('/payments');
    expect(text(link)).toContain('Available to pay outRs. 1,23,456.50');
  });

  it("names one basis for an order's total and a top customer's spending: what the buyer pays", async () => {
    const container = await show(
      <>
        <RecentOrders orders={dashboard.orders} />
        <TopCustomers customers={dashboard.top_customers} />
      </>,
    );
    const basis = 'goods incl. GST + shipping & platform charges';
    const descriptions = [...container.querySelectorAll('p')].map(text);
    expect(descriptions).toContain(`The latest orders of this period. Order total: ${basis}.`);
    expect(descriptions).toContain(
      `Shops with the most paid orders in this period. Spent: their order totals, ${basis}.`,
    );
    const orderTotals = [...container.querySelectorAll('li a')].map((link) => text(link));
    expect(orderTotals[0]).toContain('Order total Rs. 3,090.00');
    const spent = [...container.querySelectorAll('tbody tr')].map((row) => text(row.querySelector('td:last-child')));
    expect(spent).toEqual(['Rs. 3,090.00', 'Rs. 1,339.52']);
  });
});
