import { Link } from 'react-router';
import { formatRupees, type LedgerEntry } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { formatPaymentDate, formatPaymentTime } from '../payment-dates';
import { formatStatementAmount } from '../statement-amount';

const amountClassName = (amount: number) =>
  cn('font-medium whitespace-nowrap tabular-nums', amount < 0 ? 'text-danger-700' : 'text-neutral-900');

/** The tax invoice or credit note the line follows, and its order. */
function LineDocument({ line }: { line: LedgerEntry }) {
  return (
    <>
      {line.document && <span className="block text-neutral-900">{line.document}</span>}
      {line.order !== null && (
        <Link to={`/orders_details/${line.order}`} className="text-primary-700 hover:underline">
          Order #{line.order}
        </Link>
      )}
      {!line.document && line.order === null && <span className="text-neutral-500">—</span>}
    </>
  );
}

/** A table on wide screens; on phones each line becomes a stacked entry, amount and balance at its foot. */
export function StatementLines({ lines, caption }: { lines: LedgerEntry[]; caption: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Document
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="block text-neutral-900">{formatPaymentDate(line.at)}</span>
                  <span className="block text-xs text-neutral-500">{formatPaymentTime(line.at)}</span>
                </td>
                <td className="px-4 py-3 text-neutral-900">{line.description}</td>
                <td className="px-4 py-3">
                  <LineDocument line={line} />
                </td>
                <td className={cn('px-4 py-3 text-right', amountClassName(line.amount))}>
                  {formatStatementAmount(line.amount)}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap text-neutral-900 tabular-nums">
                  {formatRupees(line.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {lines.map((line) => (
          <li
            key={line.id}
            className="grid gap-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-card"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-medium text-neutral-900">{line.description}</span>
              <span className={amountClassName(line.amount)}>{formatStatementAmount(line.amount)}</span>
            </span>
            <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-neutral-600">
              <span>
                {formatPaymentDate(line.at)}, {formatPaymentTime(line.at)}
              </span>
              <span className="tabular-nums">Balance {formatRupees(line.balance)}</span>
            </span>
            {(line.document || line.order !== null) && (
              <span className="flex flex-wrap gap-x-3 text-xs">
                <LineDocument line={line} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
