import { useState, type FormEvent } from 'react';
import { normalisePrice } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface PriceRangeFilterProps {
  minPrice: string;
  maxPrice: string;
  onApply: (range: { minPrice: string; maxPrice: string }) => void;
}

/** Minimum and maximum price in rupees, both inclusive; applied with the button or Enter. */
export function PriceRangeFilter({ minPrice, maxPrice, onApply }: PriceRangeFilterProps) {
  const [min, setMin] = useState(minPrice);
  const [max, setMax] = useState(maxPrice);
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const range = { minPrice: normalisePrice(min), maxPrice: normalisePrice(max) };
    if ((min.trim() && !range.minPrice) || (max.trim() && !range.maxPrice)) {
      setError('Enter prices as numbers of 0 or more.');
      return;
    }
    if (range.minPrice && range.maxPrice && Number(range.minPrice) > Number(range.maxPrice)) {
      setError('The maximum price must not be below the minimum price.');
      return;
    }
    setError(null);
    onApply(range);
  }

  return (
    <form onSubmit={apply} noValidate className="grid gap-3" aria-label="Price range">
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor="price-min">Min (Rs.)</Label>
          <Input
            id="price-min"
            inputMode="decimal"
            placeholder="0"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'price-range-error' : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="price-max">Max (Rs.)</Label>
          <Input
            id="price-max"
            inputMode="decimal"
            placeholder="Any"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'price-range-error' : undefined}
          />
        </div>
      </div>
      {error && (
        <p id="price-range-error" role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm">
        Apply price
      </Button>
    </form>
  );
}
