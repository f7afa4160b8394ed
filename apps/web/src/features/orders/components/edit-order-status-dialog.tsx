import { useState } from 'react';
import { Controller, useWatch } from '../../../lib/form/controller';
import { useForm } from '../../../lib/form/use-form';
import { Pencil } from 'lucide-react';
import { ORDER_STATUSES, orderStatusChoices, type OrderDetailsResponse, type OrderStatus } from '@marketplace/contract';
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
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateOrderStatus } from '../api/update-order-status';
import {
  asksForBatches,
  asksForDeliveryCode,
  asksForRestock,
  orderStatusDefaults,
  orderStatusResolver,
  serverFieldNames,
  statusChangeRequest,
  type OrderStatusForm,
} from '../order-status-form';
import { linesAwaitingBatch } from '../regulated-lines';
import { BatchEntryFields } from './batch-entry-fields';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The wholesaler's status editor. Shipping medicines or food asks for each line's batch and expiry; on
 * failure it stays open with what was typed and says why, next to the input at fault where it can.
 */
export function EditOrderStatusDialog({ order }: { order: OrderDetailsResponse }) {
  const [open, setOpen] = useState(false);
  const lines = linesAwaitingBatch(order);
  const fieldNames = serverFieldNames(lines);
  const form = useForm<OrderStatusForm>({
    defaultValues: orderStatusDefaults(order, lines),
    resolver: orderStatusResolver(lines),
  });
  const { errors } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const update = useUpdateOrderStatus();
  // A wrong or locked delivery code is said next to the code itself, not in the alert.
  const codeRefused =
    isApiError(update.error) && (update.error.status === 429 || Boolean(update.error.fieldErrors.delivery_code));
  // Server messages with no input of their own (such as one about all `items`) go into the alert.
  const otherMessages = isApiError(update.error)
    ? [
        ...new Set(
          Object.entries(update.error.fieldErrors)
            .filter(([name]) => !(fieldNames as string[]).includes(name))
            .flatMap(([, messages]) => messages),
        ),
      ]
    : [];

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset(orderStatusDefaults(order, lines));
      update.reset();
    }
    setOpen(next);
  };

  const save = form.handleSubmit((values) =>
    update.mutate(
      { orderId: order.id, ...statusChangeRequest(lines, values, order.order_status) },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, fieldNames);
          if (isApiError(error) && error.status === 429)
            form.setError('delivery_code', { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Order Status
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void save(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit Order Status</DialogTitle>
            <DialogDescription>Order #{order.id}. The buyer sees the status and its description.</DialogDescription>
          </DialogHeader>
          {update.isError && !codeRefused && (
            <Alert variant="destructive">
              <AlertTitle>The status could not be saved.</AlertTitle>
              <AlertDescription>
                <p>{update.error.message}</p>
                {otherMessages.length > 0 && (
                  <ul className="mt-1 list-disc pl-5">
                    {otherMessages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </AlertDescription>
            </Alert>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="order-status">Order Status</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => isOrderStatus(value) && field.onChange(value)}>
                  <SelectTrigger id="order-status" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {/* Only the moves the server allows: the status itself (to change the description) and those ahead. */}
                    {orderStatusChoices(order.order_status).map((value) => (
                      <SelectItem key={value} value={value}>
                        {value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          {asksForBatches(status, lines) && <BatchEntryFields lines={lines} register={form.register} errors={errors} />}
          {asksForRestock(order.order_status, status) && (
            <CheckboxField
              id="order-restock"
              label="The goods came back in saleable condition: put them back in stock"
              hint="Leave this unticked if they were damaged or never came back; the stock then stays as it is."
              {...form.register('restock')}
            />
          )}
          {asksForDeliveryCode(order.order_status, status) && (
            <FormField
              id="order-delivery-code"
              label="Delivery code"
              hint="Optional: the 6 digits the retailer reads out when the goods are handed over. Without it the delivery counts as your word only."
              error={errors.delivery_code?.message}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                placeholder="123456"
                className="max-w-40 tracking-widest"
                {...form.register('delivery_code')}
              />
            </FormField>
          )}
          <FormField id="order-status-description" label="Status Description" error={errors.description?.message}>
            <Textarea
              maxLength={1000}
              placeholder="For example: Dispatched with BlueDart, AWB 1234567890"
              {...form.register('description')}
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
