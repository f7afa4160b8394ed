import { useId, useState, type FormEvent } from 'react';
import {
  MAX_CLAIM_DESCRIPTION,
  type ClaimResponse,
  type ClaimType,
  type DeliveryProof,
  type OrderItem,
} from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { useFileClaim } from '../api/file-claim';
import {
  CLAIM_DRAFT_FIELDS,
  claimDraftProblems,
  claimRequest,
  itemsOptional,
  needsPhotos,
  unavailableTypes,
  serverClaimProblems,
  type ClaimDraftField,
  type ClaimDraftProblems,
} from '../claim-draft';
import { ClaimLinesField } from './claim-lines-field';
import { ClaimPhotoPicker } from './claim-photo-picker';
import { ClaimTypeField } from './claim-type-field';
import { useChosenPhotos } from './use-chosen-photos';

interface ReportProblemFormProps {
  orderId: number;
  /** How the delivery was proven: a delivery the retailer confirmed cannot be claimed as not received. */
  deliveryProof: DeliveryProof | null;
  lines: readonly OrderItem[];
  claimable: ReadonlyMap<number, number>;
  onFiled: (claim: ClaimResponse) => void;
  onCancel: () => void;
}

/**
 * The retailer's claim: what went wrong, which lines and how many units (never more than can still be claimed),
 * photos and a description. It is checked as the server checks it before sending; the server's refusals are shown
 * next to the part at fault, the first of them focused.
 */
export function ReportProblemForm({
  orderId,
  deliveryProof,
  lines,
  claimable,
  onFiled,
  onCancel,
}: ReportProblemFormProps) {
  const id = useId();
  const fieldId = (field: ClaimDraftField) => `${id}-${field}`;
  const [type, setType] = useState<ClaimType>('short');
  const [description, setDescription] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const chosenPhotos = useChosenPhotos();
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ClaimDraftProblems>({});
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const fileClaim = useFileClaim();

  const draft = { type, description, quantities, photoCount: chosenPhotos.photos.length };
  const problems: ClaimDraftProblems = { ...serverProblems, ...(attempted ? claimDraftProblems(draft) : {}) };

  const edited = (field: ClaimDraftField) =>
    setServerProblems((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  const focusFirst = (found: ClaimDraftProblems) => {
    const first = CLAIM_DRAFT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const found = claimDraftProblems(draft);
    if (Object.keys(found).length > 0) return focusFirst(found);
    fileClaim.mutate(
      { orderId, claim: claimRequest(draft), photos: chosenPhotos.photos.map((photo) => photo.file) },
      {
        onSuccess: onFiled,
        onError: (error) => {
          const { placed, unplaced } = serverClaimProblems(isApiError(error) ? error.fieldErrors : {});
          setServerProblems(placed);
          setOtherMessages(unplaced);
          focusFirst(placed);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {fileClaim.isError && (
        <Alert variant="destructive">
          <AlertTitle>The problem could not be reported.</AlertTitle>
          <AlertDescription>
            <p>{fileClaim.error.message}</p>
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
      <ClaimTypeField
        id={fieldId('type')}
        value={type}
        unavailable={unavailableTypes(deliveryProof)}
        error={problems.type}
        onChange={(next) => {
          setType(next);
          edited('type');
        }}
      />
      <ClaimLinesField
        id={fieldId('items')}
        lines={lines}
        claimable={claimable}
        quantities={quantities}
        error={problems.items}
        hint={
          itemsOptional(type)
            ? 'Leave every line at 0 to claim all units not claimed yet.'
            : 'Choose how many units of each line the problem concerns.'
        }
        onChange={(lineId, units) => {
          setQuantities((current) => ({ ...current, [lineId]: units }));
          edited('items');
        }}
      />
      <ClaimPhotoPicker
        id={fieldId('photos')}
        chosen={{
          ...chosenPhotos,
          add: (files) => {
            chosenPhotos.add(files);
            edited('photos');
          },
        }}
        required={needsPhotos(type)}
        error={problems.photos}
      />
      <FormField
        id={fieldId('description')}
        label="Description"
        hint={`What you found, up to ${MAX_CLAIM_DESCRIPTION.toLocaleString('en-IN')} characters.`}
        error={problems.description}
      >
        <Textarea
          value={description}
          maxLength={MAX_CLAIM_DESCRIPTION}
          placeholder="For example: 2 of the 12 cartons were missing when the delivery was opened."
          onChange={(event) => {
            setDescription(event.target.value);
            edited('description');
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={fileClaim.isPending}>
          Report the problem
        </Button>
      </div>
    </form>
  );
}
