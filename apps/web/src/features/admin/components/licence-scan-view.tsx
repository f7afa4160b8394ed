import { useMemo } from 'react';
import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLicenceScan } from '../api/licence-scan';

/** A PDF opens in a tab of its own; its address outlives the click (the tab reads it after the handler returns). */
function openInNewTab(file: Blob) {
  const url = URL.createObjectURL(file);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The scan an administrator approves a licence from: a picture shown beside the fields, a PDF opened in a tab. */
export function LicenceScanView({
  retailerId,
  version,
  path,
  shopName,
}: {
  retailerId: number;
  version: number;
  path: string | null;
  shopName: string;
}) {
  if (!path) {
    return (
      <p className="rounded-md border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900">
        No scan was sent with this licence: it cannot be approved. Reject it so the retailer sends one.
      </p>
    );
  }
  return <FetchedScan retailerId={retailerId} version={version} path={path} shopName={shopName} />;
}

function FetchedScan({
  retailerId,
  version,
  path,
  shopName,
}: {
  retailerId: number;
  version: number;
  path: string;
  shopName: string;
}) {
  const scan = useLicenceScan(retailerId, version, path);
  const file = scan.data;
  const isPdf = file?.type === 'application/pdf';
  // A picture's address is let go once it has loaded: the shown image stays.
  const pictureUrl = useMemo(() => (file && !isPdf ? URL.createObjectURL(file) : null), [file, isPdf]);
  if (scan.isError)
    return <p className="text-sm text-danger-700">The scan could not be loaded: {scan.error.message}</p>;
  if (!file) return <Skeleton className="h-48" role="status" aria-label="Loading the licence scan" />;
  if (isPdf || !pictureUrl) {
    return (
      <Button variant="outline" onClick={() => openInNewTab(file)}>
        <FileText aria-hidden="true" className="size-4" />
        Open the licence scan (PDF)
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openInNewTab(file)}
      className="block"
      aria-label={`Open the scan of the drug licence of ${shopName} in a new tab`}
    >
      <img
        src={pictureUrl}
        onLoad={() => URL.revokeObjectURL(pictureUrl)}
        alt={`Scan of the drug licence of ${shopName}`}
        className="max-h-96 w-full rounded-md border border-neutral-200 object-contain"
      />
    </button>
  );
}
