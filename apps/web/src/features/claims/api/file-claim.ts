import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ClaimResponse, type FileClaimRequest } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateClaims } from './use-invalidate-claims';

export interface FileClaimInput {
  orderId: number;
  claim: FileClaimRequest;
  photos: readonly File[];
}

/** JSON without photos; with them multipart, the other fields as text and `items` as JSON. */
export function fileClaimBody({ claim, photos }: FileClaimInput): FileClaimRequest | FormData {
  if (photos.length === 0) return claim;
  const body = new FormData();
  body.set('type', claim.type);
  body.set('description', claim.description);
  body.set('items', JSON.stringify(claim.items));
  for (const photo of photos) body.append('photos', photo, photo.name);
  return body;
}

export const fileClaim = (input: FileClaimInput) =>
  apiClient.post<ClaimResponse>(apiPaths.orderClaims(input.orderId), fileClaimBody(input), { authenticated: true });

/** The retailer reports a problem with a delivered order. */
export function useFileClaim() {
  const invalidate = useInvalidateClaims();
  return useMutation({ mutationFn: fileClaim, onSuccess: invalidate });
}
