/** Retailers' reviews: the form, opened from the product page and from the lines of a delivered order. */
export { OrderLineReview } from './components/order-line-review';
export { ProductReviewPrompt } from './components/product-review-prompt';
