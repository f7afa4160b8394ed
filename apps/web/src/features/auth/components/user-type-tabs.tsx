import type { ReactNode } from 'react';
import { Building2, Store } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export type AccountKind = 'retailer' | 'wholesaler';

interface UserTypeTabsProps {
  value: AccountKind;
  onChange: (value: AccountKind) => void;
  label: string;
  children: ReactNode;
}

/** Retailer | Wholesaler tabs over one form: the form stays mounted, so typed text survives a switch. */
export function UserTypeTabs({ value, onChange, label, children }: UserTypeTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next === 'wholesaler' ? 'wholesaler' : 'retailer')}>
      <TabsList aria-label={label}>
        <TabsTrigger value="retailer">
          <Store aria-hidden="true" className="size-4" />
          Retailer
        </TabsTrigger>
        <TabsTrigger value="wholesaler">
          <Building2 aria-hidden="true" className="size-4" />
          Wholesaler
        </TabsTrigger>
      </TabsList>
      <TabsContent value={value} tabIndex={-1}>
        {children}
      </TabsContent>
    </Tabs>
  );
}
