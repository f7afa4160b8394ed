import {
  CLAIM_TYPES_NEEDING_PHOTOS,
  MAX_CLAIM_DESCRIPTION,
  MAX_CLAIM_PHOTOS,
  claimMessages,
  type ClaimType,
  type DeliveryProof,
  type FieldErrors,
  type FileClaimRequest,
} from '@marketplace/contract';

/** What the retailer has filled in so far; `quantities` by order item id. */
export interface ClaimDraft {
  type: ClaimType;
  description: string;
  quantities: Readonly<Record<number, number>>;
  photoCount: number;
}

export const CLAIM_DRAFT_FIELDS = ['type', 'items', 'photos', 'description'] as const;
export type ClaimDraftField = (typeof CLAIM_DRAFT_FIELDS)[number];
export type ClaimDraftProblems = Partial<Record<ClaimDraftField, string>>;

export const needsPhotos = (type: ClaimType) => CLAIM_TYPES_NEEDING_PHOTOS.includes(type);

/** `not_received` may name no line: the server then claims every unit not claimed yet. */
export const itemsOptional = (type: ClaimType) => type === 'not_received';

/** Types the server refuses for this delivery, with its reason: the retailer's own confirmation rules out "not received". */
export function unavailableTypes(proof: DeliveryProof | null): Partial<Record<ClaimType, string>> {
  if (proof === 'code') return { not_received: claimMessages.confirmedWithCode };
  if (proof === 'retailer') return { not_received: claimMessages.confirmedByYou };
  return {};
}

export const chosenItems = (quantities: ClaimDraft['quantities']): FileClaimRequest['items'] =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id: Number(id), quantity }));

/** The problems the server would refuse the claim for, in its words, checked before sending. */
export function claimDraftProblems(draft: ClaimDraft): ClaimDraftProblems {
  const problems: ClaimDraftProblems = {};
  if (!itemsOptional(draft.type) && chosenItems(draft.quantities).length === 0)
    problems.items = claimMessages.itemsRequired;
  if (needsPhotos(draft.type) && draft.photoCount === 0) problems.photos = claimMessages.photosRequired;
  if (draft.photoCount > MAX_CLAIM_PHOTOS) problems.photos = claimMessages.tooManyPhotos;
  const description = draft.description.trim();
  if (!description) problems.description = claimMessages.descriptionRequired;
  else if (description.length > MAX_CLAIM_DESCRIPTION) problems.description = claimMessages.descriptionTooLong;
  return problems;
}

export const claimRequest = (draft: ClaimDraft): FileClaimRequest => ({
  type: draft.type,
  description: draft.description.trim(),
  items: chosenItems(draft.quantities),
});

/**
 * The server's field errors placed on the form's parts: `items.0.quantity` belongs to the lines, `photos.1` to the
 * photos. What belongs to none is returned apart, for the form's general alert.
 */
export function serverClaimProblems(fieldErrors: FieldErrors) {
  const placed: ClaimDraftProblems = {};
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const field = CLAIM_DRAFT_FIELDS.find((each) => name === each || name.startsWith(`${each}.`));
    const message = messages.join(' ');
    if (!message) continue;
    if (field) placed[field] = placed[field] ? `${placed[field]} ${message}` : message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
