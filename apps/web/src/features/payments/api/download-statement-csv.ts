import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/pdf-file';

export const getStatementCsv = (month: string) =>
  apiClient.getBlob(apiPaths.wholesalerLedgerCsv, { authenticated: true, query: { month } });

/** Saves the month's whole statement as `statement-2026-12.csv` (the file needs the bearer token, so no plain link). */
export const useStatementCsvDownload = () =>
  useMutation({
    mutationFn: async (month: string) => saveFile(await getStatementCsv(month), `statement-${month}.csv`),
  });
