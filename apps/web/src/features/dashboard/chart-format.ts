const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Short axis labels in Indian units: `Rs. 950`, `Rs. 12K`, `Rs. 4.5L`, `Rs. 1.2Cr`. */
export function formatCompactRupees(rupees: number): string {
  return `Rs. ${compact.format(rupees)}`;
}

/** A sentence for screen readers that sums up the chart. */
export function describeSeries(
  series: ReadonlyArray<{ label: string; revenue: number; orders: number }>,
  formatMoney: (rupees: number) => string,
): string {
  const active = series.filter((point) => point.orders > 0 || point.revenue > 0);
  if (active.length === 0) return 'No paid orders in this period.';
  const best = active.reduce((top, point) => (point.revenue > top.revenue ? point : top));
  const orders = active.reduce((sum, point) => sum + point.orders, 0);
  return `${orders} paid ${orders === 1 ? 'order' : 'orders'} across ${active.length} of ${series.length} intervals; highest revenue ${formatMoney(best.revenue)} at ${best.label}.`;
}
