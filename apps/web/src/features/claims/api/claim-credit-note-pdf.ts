import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ClaimResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/pdf-file';

/** Saves the PDF of the credit note issued for an accepted claim. */
export const useClaimCreditNotePdf = () =>
  useMutation({
    mutationFn: async ({ id, credit_note }: Pick<ClaimResponse, 'id' | 'credit_note'>) => {
      const pdf = await apiClient.getBlob(apiPaths.claimCreditNotePdf(id), { authenticated: true });
      saveFile(pdf, `credit-note-${(credit_note?.number ?? String(id)).replaceAll('/', '-')}.pdf`);
    },
  });
