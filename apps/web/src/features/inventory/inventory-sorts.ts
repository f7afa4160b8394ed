import type { InventorySort } from '@marketplace/contract';

/** The sort control's choices, in the words of the page. */
export const SORT_LABELS: Record<InventorySort, string> = {
  newest: 'Newest first',
  name_asc: 'Name, A to Z',
  name_desc: 'Name, Z to A',
  stock_asc: 'Stock, lowest first',
  stock_desc: 'Stock, highest first',
  sales_desc: 'Sales, most first',
  sales_asc: 'Sales, fewest first',
  price_asc: 'Price, lowest first',
  price_desc: 'Price, highest first',
};

export type SortColumn = 'name' | 'stock' | 'sales' | 'price';

/** A column's two sorts: the first click gives the first, a second click the other. */
const COLUMN_SORTS: Record<SortColumn, readonly [InventorySort, InventorySort]> = {
  name: ['name_asc', 'name_desc'],
  stock: ['stock_asc', 'stock_desc'],
  sales: ['sales_desc', 'sales_asc'],
  price: ['price_asc', 'price_desc'],
};

export function columnDirection(sort: InventorySort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (!COLUMN_SORTS[column].includes(sort)) return 'none';
  return sort.endsWith('_asc') ? 'ascending' : 'descending';
}

export function nextColumnSort(sort: InventorySort, column: SortColumn): InventorySort {
  const [first, second] = COLUMN_SORTS[column];
  return sort === first ? second : first;
}
