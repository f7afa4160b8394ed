import type { PendingWholesaler } from '@marketplace/contract';
import { formatLongDate } from '../../../lib/format-date';
import { DetailItem as Detail } from './detail-item';

/** Everything an administrator checks before approving a wholesaler. */
export function WholesalerDetails({ wholesaler }: { wholesaler: PendingWholesaler }) {
  const years = wholesaler.years_in_business;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail label="Contact name">{`${wholesaler.first_name} ${wholesaler.last_name}`.trim() || 'Not given'}</Detail>
      <Detail label="Email">
        <a href={`mailto:${wholesaler.email}`} className="text-primary-700 hover:underline">
          {wholesaler.email}
        </a>
      </Detail>
      <Detail label="Phone">
        {wholesaler.contact_number ? (
          <a href={`tel:${wholesaler.contact_number}`} className="text-primary-700 hover:underline">
            {wholesaler.contact_number}
          </a>
        ) : (
          'Not given'
        )}
      </Detail>
      <Detail label="GSTIN">
        <span className="font-mono">{wholesaler.gst_number || 'Not given'}</span>
      </Detail>
      <Detail label="Years in business">{`${years} ${years === 1 ? 'year' : 'years'}`}</Detail>
      <Detail label="Registered">{formatLongDate(wholesaler.created_at)}</Detail>
      <Detail label="Address" wide>
        {wholesaler.address || 'Not given'}
      </Detail>
      <Detail label="Description" wide>
        <span className="whitespace-pre-line">{wholesaler.company_description || 'Not given'}</span>
      </Detail>
    </dl>
  );
}
