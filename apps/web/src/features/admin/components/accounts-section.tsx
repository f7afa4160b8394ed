import { useState, type FormEvent } from 'react';
import { Search, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccounts } from '../api/search-accounts';
import { AccountRow } from './account-row';

const PAGE_SIZE = 20;

/** Finds any account by e-mail, name, GSTIN or shop/company name, to suspend it or lift its suspension. */
export function AccountsSection() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const accounts = useAccounts({ q, page, page_size: PAGE_SIZE });

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  }

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="account-search">E-mail, name, GSTIN, shop or company</Label>
          <Input
            id="account-search"
            type="search"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {accounts.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading accounts">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : accounts.isError ? (
        <LoadError title="We could not load the accounts" query={accounts} retryLabel="Try again" />
      ) : accounts.data.accounts.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="No accounts match this search."
          description="Try part of the e-mail address, the name, the GSTIN or the shop or company name."
        />
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Accounts found">
            {accounts.data.accounts.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </ul>
          {(page > 1 || accounts.data.has_more) && (
            <nav aria-label="Pages of accounts" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-neutral-600">Page {page}</span>
              <Button variant="outline" size="sm" disabled={!accounts.data.has_more} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
