import { useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import type { ClaimResponse, DeliveryProof, OrderItem } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { ReportProblemForm } from './report-problem-form';

interface ReportProblemDialogProps {
  orderId: number;
  deliveryProof: DeliveryProof | null;
  lines: readonly OrderItem[];
  claimable: ReadonlyMap<number, number>;
  claimWindowEnds: string;
  onFiled: (claim: ClaimResponse) => void;
}

/** The "Report a problem" button and the claim form it opens; the form starts empty on each opening. */
export function ReportProblemDialog({
  orderId,
  deliveryProof,
  lines,
  claimable,
  claimWindowEnds,
  onFiled,
}: ReportProblemDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <MessageSquareWarning aria-hidden="true" className="size-4" />
          Report a problem
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            Order #{orderId}. The seller answers within a few days; problems can be reported until {claimWindowEnds}.
          </DialogDescription>
        </DialogHeader>
        <ReportProblemForm
          orderId={orderId}
          deliveryProof={deliveryProof}
          lines={lines}
          claimable={claimable}
          onCancel={() => setOpen(false)}
          onFiled={(claim) => {
            setOpen(false);
            onFiled(claim);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
