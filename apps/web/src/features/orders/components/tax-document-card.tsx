import { useId } from 'react';
import { Download, Printer } from 'lucide-react';
import type { IssuedDocument } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTaxDocumentPdf } from '../api/get-tax-document-pdf';
import { formatOrderListDate } from '../order-dates';
import type { TaxDocumentKind } from '../order-documents';
import { DetailList, DetailRow } from './detail-list';

const TEXTS = {
  invoice: {
    title: 'Invoice',
    number: 'Invoice number',
    download: 'Download invoice (PDF)',
    failed: 'The invoice could not be opened.',
  },
  'credit-note': {
    title: 'Credit note',
    number: 'Credit note number',
    download: 'Download credit note (PDF)',
    failed: 'The credit note could not be opened.',
  },
  'platform-invoice': {
    title: 'Shipping & platform charge',
    number: 'Invoice number',
    download: 'Download marketplace invoice (PDF)',
    failed: 'The marketplace invoice could not be opened.',
    about: 'The marketplace’s own tax invoice for this charge.',
  },
  'platform-credit-note': {
    title: 'Shipping & platform charge returned',
    number: 'Credit note number',
    download: 'Download marketplace credit note (PDF)',
    failed: 'The marketplace credit note could not be opened.',
    about: 'The marketplace’s credit note: the charge was refunded with the order.',
  },
} as const;

// Card titles name a region: they must not contain another card's title ("Invoice", "Credit note"), which
// assistive technology and tests find by name.
const PRINTABLE: ReadonlySet<TaxDocumentKind> = new Set(['invoice', 'platform-invoice']);

interface TaxDocumentCardProps {
  orderId: number;
  kind: TaxDocumentKind;
  document: IssuedDocument;
}

/** An issued tax invoice or credit note: its number and date, the PDF to save, and (invoices) to print. */
export function TaxDocumentCard({ orderId, kind, document }: TaxDocumentCardProps) {
  const texts = TEXTS[kind];
  const titleId = useId();
  const pdf = useTaxDocumentPdf();
  const running = pdf.isPending ? pdf.variables.action : null;
  const open = (action: 'download' | 'print') => pdf.mutate({ orderId, kind, number: document.number, action });

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col print:hidden">
      <CardHeader>
        <CardTitle id={titleId}>{texts.title}</CardTitle>
        {'about' in texts && <CardDescription>{texts.about}</CardDescription>}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <DetailList>
          <DetailRow label={texts.number}>
            <span className="font-mono text-sm">{document.number}</span>
          </DetailRow>
          <DetailRow label="Date">{formatOrderListDate(document.date)}</DetailRow>
        </DetailList>
        {pdf.isError && (
          <Alert variant="destructive">
            <AlertTitle>{texts.failed}</AlertTitle>
            <AlertDescription>{pdf.error.message}</AlertDescription>
          </Alert>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button
          variant="outline"
          loading={running === 'download'}
          disabled={running !== null}
          onClick={() => open('download')}
        >
          {running !== 'download' && <Download aria-hidden="true" className="size-4" />}
          {texts.download}
        </Button>
        {PRINTABLE.has(kind) && (
          <Button
            variant="outline"
            loading={running === 'print'}
            disabled={running !== null}
            onClick={() => open('print')}
          >
            {running !== 'print' && <Printer aria-hidden="true" className="size-4" />}
            Print
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
