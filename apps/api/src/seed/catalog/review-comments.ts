/** Short comments a retailer might leave, indexed by rating - 1. */
export const REVIEW_COMMENTS: readonly (readonly string[])[] = [
  [
    'Wrong items delivered and support was unhelpful.',
    'Poor quality, too many customer returns.',
    'Carton was torn and several units were missing.',
  ],
  [
    'Two units arrived damaged; the replacement took two weeks.',
    'Quality is not what I expected at this price.',
    'Slow mover in my shop, not reordering.',
  ],
  [
    'Average quality for the price.',
    'Product is fine but dispatch was slow.',
    'Mixed feedback from customers; some liked it.',
    'Decent, though a few pieces had minor defects.',
  ],
  [
    'Good product; delivery took a day longer than promised.',
    'Quality is good. One carton was slightly dented.',
    'Value for money. Packaging could be better.',
    'Customers like it. Would like more colour options.',
    'Good stock at a reasonable price.',
  ],
  [
    'Excellent quality, sold out within a week.',
    'Genuine product and well packed. Will reorder.',
    'Best wholesale price I have found for this. Customers are happy.',
    'Delivered on time with a proper GST invoice.',
    'Exactly as described. Repeat order already placed.',
    'Very good margin and a fast-moving item.',
  ],
];
