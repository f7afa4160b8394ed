/**
 * What the dashboard's money figures count, named on screen where they are shown. Revenue is the seller's goods
 * (GST included, split off beside it); an order's total and a buyer's spending are what the buyer pays.
 */
export const GOODS_WITH_GST = 'goods incl. GST';
export const GOODS_WITH_GST_LABEL = 'Goods incl. GST';
export const ORDER_TOTAL_BASIS = 'goods incl. GST + shipping & platform charges';
