import { useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { ORDER_STATUSES, type OrderDetailsResponse, type OrderStatus } from '@marketplace/contract';
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
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdateOrderStatus } from '../api/update-order-status';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** The wholesaler's status editor; on failure it stays open and says why. */
export function EditOrderStatusDialog({ order }: { order: OrderDetailsResponse }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<OrderStatus>(order.order_status);
  const [description, setDescription] = useState(order.order_status_description);
  const update = useUpdateOrderStatus();

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Each opening starts from the order as it is now.
      setStatus(order.order_status);
      setDescription(order.order_status_description);
      update.reset();
    }
    setOpen(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ orderId: order.id, status, description }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Order Status
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit Order Status</DialogTitle>
            <DialogDescription>Order #{order.id}. The buyer sees the status and its description.</DialogDescription>
          </DialogHeader>
          {update.isError && (
            <Alert variant="destructive">
              <AlertTitle>The status could not be saved.</AlertTitle>
              <AlertDescription>{update.error.message}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="order-status">Order Status</Label>
            <Select value={status} onValueChange={(value) => isOrderStatus(value) && setStatus(value)}>
              <SelectTrigger id="order-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ORDER_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <FormField id="order-status-description" label="Status Description">
            <Textarea
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={1000}
              placeholder="For example: Dispatched with BlueDart, AWB 1234567890"
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
