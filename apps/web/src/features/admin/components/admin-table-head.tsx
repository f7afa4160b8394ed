/** A cell of the administrator's tables. */
export const adminCell = 'px-4 py-3 align-top';

/** The header row of an administrator's table: its columns (Amount right-aligned), then the row's actions. */
export function AdminTableHead({ headings, actions }: { headings: readonly string[]; actions: string }) {
  return (
    <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
      <tr>
        {headings.map((heading) => (
          <th
            key={heading}
            scope="col"
            className={`${adminCell} font-medium ${heading === 'Amount' ? 'text-right' : ''}`}
          >
            {heading}
          </th>
        ))}
        <th scope="col" className={adminCell}>
          <span className="sr-only">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
