import { useMutation } from '@tanstack/react-query';
import { apiPaths, type QueryValue } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/pdf-file';
import { payoutFileNames } from '../payouts-texts';

export type PayoutFile = { kind: 'bank-file' } | { kind: 'gstr8'; month: string } | { kind: 'tds'; month: string };

function requestOf(file: PayoutFile): { path: string; query: Record<string, QueryValue>; fileName: string } {
  switch (file.kind) {
    case 'bank-file':
      return { path: apiPaths.adminPayoutsFile, query: { status: 'pending' }, fileName: payoutFileNames.bankFile };
    case 'gstr8':
      return { path: apiPaths.adminGstr8, query: { month: file.month }, fileName: payoutFileNames.gstr8(file.month) };
    case 'tds':
      return { path: apiPaths.adminTdsCsv, query: { month: file.month }, fileName: payoutFileNames.tds(file.month) };
  }
}

/**
 * Saves the bank's bulk transfer file of pending payouts, or a month's GSTR-8 JSON or TDS CSV. They need the bearer
 * token, so the app fetches them itself (a plain link could not send it).
 */
export const usePayoutFileDownload = () =>
  useMutation({
    mutationFn: async (file: PayoutFile) => {
      const { path, query, fileName } = requestOf(file);
      saveFile(await apiClient.getBlob(path, { authenticated: true, query }), fileName);
    },
  });
