/** "(1 review)" or "(3 reviews)" beside the stars (spec section 2: "(n review(s))"). */
export const reviewCountLabel = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

/** Bars of the histogram, 5 stars down to 1, each with its share of all reviews in percent. */
export function histogramBars(
  histogram: Record<string, number>,
): Array<{ stars: number; count: number; percent: number }> {
  const counts = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: histogram[String(stars)] ?? 0 }));
  const total = counts.reduce((sum, bar) => sum + bar.count, 0);
  return counts.map((bar) => ({ ...bar, percent: total === 0 ? 0 : Math.round((bar.count / total) * 100) }));
}
