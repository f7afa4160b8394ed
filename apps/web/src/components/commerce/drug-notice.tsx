import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { regulationMessages } from '@marketplace/contract';
import type { DrugNoticeLink, NoticeProduct } from '../../lib/drug-licence';
import { cn } from '../../lib/cn';
import { useDrugNotice } from '../../lib/use-drug-notice';

/** "For licensed pharmacies only", with the way to a licence; it sits above a card's covering link. */
export function DrugNoticeView({ link, className }: { link: DrugNoticeLink; className?: string }) {
  return (
    <div
      className={cn(
        'relative z-10 flex items-start gap-1.5 rounded-md bg-warning-50 px-2 py-1.5 text-xs text-warning-800 ring-1 ring-warning-200 ring-inset',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <p className="grid gap-0.5">
        <span className="font-semibold">{regulationMessages.notice}</span>
        {link && (
          <Link
            to={link}
            className="w-fit font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900"
          >
            {regulationMessages.noticeLink}
          </Link>
        )}
      </p>
    </div>
  );
}

interface DrugNoticeProps {
  product: NoticeProduct;
  className?: string;
}

/**
 * The notice of a medicine for whoever may not buy it; nothing for other goods or a licensed pharmacy.
 * Other goods return at once, without the session and licence look-ups of a medicine (a listing shows 24).
 */
export function DrugNotice({ product, className }: DrugNoticeProps) {
  return product.regulation === 'drug' && <MedicineNotice product={product} className={className} />;
}

function MedicineNotice({ product, className }: DrugNoticeProps) {
  const notice = useDrugNotice(product);
  return notice && <DrugNoticeView link={notice.link} className={className} />;
}
