import { useId, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { formatRupees, type ClaimResponse } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useAcceptClaim } from '../api/answer-claim';
import { acceptedGoodsValue, acceptProblem, acceptRequest, everythingClaimed } from '../accept-claim-form';
import { UnitStepper } from './unit-stepper';

/** The seller accepts a claim: every claimed unit, or part of them line by line (the rest counts as rejected). */
export function AcceptClaimDialog({ claim, onDone }: { claim: ClaimResponse; onDone: (message: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [part, setPart] = useState(false);
  const [units, setUnits] = useState(() => everythingClaimed(claim.items));
  const [attempted, setAttempted] = useState(false);
  const accept = useAcceptClaim();
  const problem = attempted ? acceptProblem(part, units) : null;
  const shownUnits = part ? units : everythingClaimed(claim.items);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setPart(false);
      setUnits(everythingClaimed(claim.items));
      setAttempted(false);
      accept.reset();
    }
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (acceptProblem(part, units)) return;
    accept.mutate(
      { claimId: claim.id, request: acceptRequest(part, units) },
      {
        onSuccess: () => {
          setOpen(false);
          onDone(`Claim #${claim.id} accepted. The retailer's refund is on its way.`);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="success">
          <Check aria-hidden="true" className="size-4" />
          Accept
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Accept claim #{claim.id}</DialogTitle>
            <DialogDescription>
              The retailer is refunded the accepted units with their share of the shipping & platform charge, and a
              credit note is issued.
            </DialogDescription>
          </DialogHeader>
          {accept.isError && (
            <Alert variant="destructive">
              <AlertTitle>The claim could not be accepted.</AlertTitle>
              <AlertDescription>{accept.error.message}</AlertDescription>
            </Alert>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-neutral-800">How much do you accept?</legend>
            {[
              { value: false, label: 'Every claimed unit' },
              { value: true, label: 'Part of the claim' },
            ].map((choice) => (
              <label key={choice.label} className="flex cursor-pointer items-center gap-2.5 text-sm text-neutral-800">
                <input
                  type="radio"
                  name={`${id}-extent`}
                  checked={part === choice.value}
                  onChange={() => setPart(choice.value)}
                  className="size-4 accent-primary-700"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {part && (
            <fieldset className="grid gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-neutral-800">Units accepted</legend>
              <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
                {claim.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
                    <span className="grid text-sm">
                      <span className="font-medium text-neutral-900">{item.product.name}</span>
                      <span className="text-xs text-neutral-600">{item.quantity} claimed</span>
                    </span>
                    <UnitStepper
                      productName={item.product.name}
                      value={units[item.id] ?? 0}
                      max={item.quantity}
                      onChange={(next) => setUnits((current) => ({ ...current, [item.id]: next }))}
                    />
                  </li>
                ))}
              </ul>
              {problem && (
                <p id={`${id}-problem`} className="text-sm text-danger-700">
                  {problem}
                </p>
              )}
            </fieldset>
          )}
          <p className="text-sm text-neutral-700" aria-live="polite">
            Goods value accepted:{' '}
            <span className="font-semibold tabular-nums">
              {formatRupees(acceptedGoodsValue(claim.items, shownUnits))}
            </span>
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="success" loading={accept.isPending}>
              {part ? 'Accept these units' : 'Accept the claim'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
