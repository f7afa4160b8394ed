import { useMemo } from 'react';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClaimPhoto } from '../api/claim-photo';

/** A photo opens full size in a tab of its own; its address outlives the click (the tab reads it afterwards). */
function openInNewTab(photo: Blob) {
  const url = URL.createObjectURL(photo);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function ClaimPhoto({ path, label }: { path: string; label: string }) {
  const photo = useClaimPhoto(path);
  const file = photo.data;
  // The address is let go once the picture has loaded: the shown image stays.
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  if (photo.isError) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-1 rounded-md border border-neutral-200 bg-neutral-50 p-2 text-center text-xs text-neutral-600">
        <ImageOff aria-hidden="true" className="size-5" />
        {label} could not be loaded.
      </div>
    );
  }
  if (!file || !url) return <Skeleton className="aspect-square" role="status" aria-label={`Loading ${label}`} />;
  return (
    <button
      type="button"
      onClick={() => openInNewTab(file)}
      className="block cursor-zoom-in overflow-hidden rounded-md border border-neutral-200"
      aria-label={`Open ${label} full size in a new tab`}
    >
      <img
        src={url}
        onLoad={() => URL.revokeObjectURL(url)}
        alt={label}
        className="aspect-square w-full object-cover"
      />
    </button>
  );
}

/** The claim's photos, fetched with the token since only the order's parties and administrators may see them. */
export function ClaimPhotos({ claimId, photos }: { claimId: number; photos: readonly string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid max-w-md grid-cols-4 gap-2" aria-label="Photos">
      {photos.map((path, index) => (
        <li key={path}>
          <ClaimPhoto path={path} label={`Photo ${index + 1} of claim ${claimId}`} />
        </li>
      ))}
    </ul>
  );
}
