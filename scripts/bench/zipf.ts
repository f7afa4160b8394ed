// Zipf popularity: the item of rank r (0-based) is drawn with probability proportional to 1 / (r + 1)^exponent.

/** Turns a uniform number in [0, 1) into a rank from 0 to count − 1 by inverting the cumulative distribution. */
export function zipfRanks(count: number, exponent: number): (uniform: number) => number {
  if (count < 1) throw new Error('a Zipf distribution needs at least one item');
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return (uniform) => {
    const target = uniform * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
