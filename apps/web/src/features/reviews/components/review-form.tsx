import { Controller, useWatch } from '../../../lib/form/controller';
import { useForm } from '../../../lib/form/use-form';
import type { z } from 'zod';
import { createReviewRequest, REVIEW_COMMENT_MAX_LENGTH, type Review } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { schemaResolver } from '../../../lib/form/schema-resolver';
import { useSaveReview } from '../api/save-review';
import { StarRatingInput } from './star-rating-input';

type ReviewFormValues = z.input<typeof createReviewRequest>;

export const THANKS_FOR_REVIEW = 'Thanks for your review!';

const counterText = (length: number) =>
  `${length.toLocaleString('en-IN')} / ${REVIEW_COMMENT_MAX_LENGTH.toLocaleString('en-IN')} characters`;

interface ReviewFormProps {
  productId: number;
  /** The retailer's earlier review, which the form starts from and the save replaces. */
  review: Review | null;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Stars and text, checked by the contract's `createReviewRequest` here and again by the server. */
export function ReviewForm({ productId, review, onSaved, onCancel }: ReviewFormProps) {
  const save = useSaveReview();
  const form = useForm<ReviewFormValues, z.output<typeof createReviewRequest>>({
    resolver: schemaResolver(createReviewRequest),
    defaultValues: { rating: review?.rating, comment: review?.comment ?? '' },
  });
  const { errors } = form.formState;
  const length = (useWatch({ control: form.control, name: 'comment' }) ?? '').length;
  const tooLong = length > REVIEW_COMMENT_MAX_LENGTH;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { productId, ...values },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: THANKS_FOR_REVIEW });
          onSaved?.();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, ['rating', 'comment']),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {save.isError && (
        <Alert variant="destructive">
          <AlertTitle>Your review could not be saved.</AlertTitle>
          <AlertDescription>{save.error.message}</AlertDescription>
        </Alert>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            id={`review-rating-${productId}`}
            label="Your rating"
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.rating?.message}
          />
        )}
      />
      <FormField
        id={`review-comment-${productId}`}
        label="Your review"
        error={errors.comment?.message}
        hint={
          <span className={cn('tabular-nums', tooLong && 'font-medium text-danger-700')}>{counterText(length)}</span>
        }
      >
        <Textarea
          rows={6}
          placeholder="How was the quality, the packing, and did it sell?"
          {...form.register('comment')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {review ? 'Save changes' : 'Submit review'}
        </Button>
      </div>
    </form>
  );
}
