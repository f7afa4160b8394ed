import { useId } from 'react';
import { Download } from 'lucide-react';
import {
  eInvoiceMessages,
  type DocumentEInvoice,
  type EInvoiceDocument,
  type OrderEInvoice,
} from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useEInvoiceJsonDownload } from '../api/get-e-invoice-json';
import { reportDeadlineNear } from '../e-invoice-deadline';
import { formatOrderListDate, formatOrderTime } from '../order-dates';
import { useNow } from '../../../lib/use-now';
import { DetailList, DetailRow } from './detail-list';
import { RecordIrnForm } from './record-irn-form';

const HOUR_MS = 60 * 60 * 1000;
const HEADINGS: Record<EInvoiceDocument, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

interface ReportProps {
  orderId: number;
  document: EInvoiceDocument;
  state: DocumentEInvoice;
}

/** One document's report: its JSON to upload, then the portal's answer to record, or the answer recorded. */
function DocumentReport({ orderId, document, state }: ReportProps) {
  const headingId = useId();
  const download = useEInvoiceJsonDownload();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-base font-semibold text-neutral-900">
        {HEADINGS[document]}
      </h3>
      {state.irn && state.ack_date ? (
        <DetailList>
          <DetailRow label="IRN">
            <span className="font-mono text-xs break-all">{state.irn}</span>
          </DetailRow>
          <DetailRow label="Ack No.">{state.ack_no}</DetailRow>
          <DetailRow label="Ack Date">
            {formatOrderListDate(state.ack_date)}, {formatOrderTime(state.ack_date)}
          </DetailRow>
        </DetailList>
      ) : (
        <>
          <div>
            <Button
              variant="outline"
              loading={download.isPending}
              onClick={() => download.mutate({ orderId, document })}
            >
              {!download.isPending && <Download aria-hidden="true" className="size-4" />}
              Download e-invoice JSON
            </Button>
          </div>
          {download.isError && (
            <Alert variant="destructive">
              <AlertTitle>The e-invoice JSON could not be downloaded.</AlertTitle>
              <AlertDescription>{download.error.message}</AlertDescription>
            </Alert>
          )}
          <RecordIrnForm orderId={orderId} document={document} />
        </>
      )}
    </section>
  );
}

/**
 * The wholesaler's e-invoicing of an order (turnover above Rs. 5 crore, buyer with a GSTIN): report the invoice
 * and any credit note to the portal and record its answers; warned as the 30-day limit nears.
 */
export function EInvoicePanel({ orderId, eInvoice }: { orderId: number; eInvoice: OrderEInvoice }) {
  const titleId = useId();
  const now = useNow(HOUR_MS);
  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader>
        <CardTitle id={titleId}>E-invoice</CardTitle>
        <CardDescription>
          Report this order’s invoice to the Invoice Registration Portal: download its e-invoice JSON, upload it on the
          portal, then record the portal’s answer here. The order can be shipped once its IRN is recorded.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {reportDeadlineNear(eInvoice, now) && (
          <Alert variant="warning">
            <AlertDescription>{eInvoiceMessages.reportBy(formatOrderListDate(eInvoice.report_by))}</AlertDescription>
          </Alert>
        )}
        {eInvoice.credit_note && reportDeadlineNear(eInvoice.credit_note, now) && (
          <Alert variant="warning">
            <AlertDescription>
              {eInvoiceMessages.reportBy(formatOrderListDate(eInvoice.credit_note.report_by), 'credit note')}
            </AlertDescription>
          </Alert>
        )}
        <DocumentReport orderId={orderId} document="invoice" state={eInvoice} />
        {eInvoice.credit_note && (
          <DocumentReport orderId={orderId} document="credit_note" state={eInvoice.credit_note} />
        )}
      </CardContent>
    </Card>
  );
}
