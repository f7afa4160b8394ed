import { useLocation } from 'react-router';
import { Building2, KeyRound, Landmark, Mail, Store } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LICENCES_SECTION_ID } from '../../../lib/drug-licence';
import { useSession } from '../../../lib/session';
import { ProfileTab } from '../components/profile-tab';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { PayoutDetailsForm } from '../components/payout-details-form';
import { SecurityForm } from '../components/security-form';

export function SettingsPage() {
  const { userType } = useSession();
  const wholesaler = userType === 'wholesaler';
  const profileLabel = wholesaler ? 'Wholesaler Profile' : 'Retailer Profile';
  const hasProfile = userType !== 'admin';
  const { hash } = useLocation();
  // The medicine notice links to the licences, which sit on the profile tab.
  const openProfile = hasProfile && hash === `#${LICENCES_SECTION_ID}`;
  // The footer of every notification e-mail links here.
  const openEmail = hasProfile && hash === '#email';
  // The Payments page links here when no bank account is saved yet.
  const openPayouts = wholesaler && hash === '#payouts';
  // Four tabs share a phone's width: one-word labels stay whole (E-mail would break at its hyphen).
  const shortTab = 'whitespace-nowrap max-sm:px-1.5';

  return (
    <div className="mx-auto w-full max-w-4xl">
      <title>Settings · Wholesale Marketplace</title>
      <PageHeading
        title="Settings"
        description="Manage your business profile, your password and the e-mails you get."
      />
      <Tabs defaultValue={openProfile ? 'profile' : openEmail ? 'email' : openPayouts ? 'payouts' : 'security'}>
        <TabsList aria-label="Settings sections" className={wholesaler ? 'sm:max-w-2xl' : 'sm:max-w-md'}>
          {hasProfile && (
            <TabsTrigger value="profile" className="max-sm:px-1.5 sm:whitespace-nowrap">
              {wholesaler ? (
                <Building2 aria-hidden="true" className="hidden size-4 sm:block" />
              ) : (
                <Store aria-hidden="true" className="hidden size-4 sm:block" />
              )}
              {profileLabel}
            </TabsTrigger>
          )}
          <TabsTrigger value="security" className={shortTab}>
            <KeyRound aria-hidden="true" className="hidden size-4 sm:block" />
            Security
          </TabsTrigger>
          {hasProfile && (
            <TabsTrigger value="email" className={shortTab}>
              <Mail aria-hidden="true" className="hidden size-4 sm:block" />
              E-mail
            </TabsTrigger>
          )}
          {wholesaler && (
            <TabsTrigger value="payouts" className={shortTab}>
              <Landmark aria-hidden="true" className="hidden size-4 sm:block" />
              Payouts
            </TabsTrigger>
          )}
        </TabsList>
        {hasProfile && (
          <TabsContent value="profile">
            <Card>
              <CardHeader>
                <CardTitle>{profileLabel}</CardTitle>
                <CardDescription>These details appear on your orders and invoices.</CardDescription>
              </CardHeader>
              <CardContent>
                <ProfileTab />
              </CardContent>
            </Card>
          </TabsContent>
        )}
        <TabsContent value="security">
          <Card>
            <CardHeader>
              <CardTitle>Security</CardTitle>
              <CardDescription>Change your password. Other devices will be logged out.</CardDescription>
            </CardHeader>
            <CardContent>
              <SecurityForm />
            </CardContent>
          </Card>
        </TabsContent>
        {hasProfile && (
          <TabsContent value="email">
            <Card>
              <CardHeader>
                <CardTitle>E-mail notifications</CardTitle>
                <CardDescription>Choose what we also tell you by e-mail.</CardDescription>
              </CardHeader>
              <CardContent>
                <EmailPreferencesForm />
              </CardContent>
            </Card>
          </TabsContent>
        )}
        {wholesaler && (
          <TabsContent value="payouts">
            <Card>
              <CardHeader>
                <CardTitle>Payout details</CardTitle>
                <CardDescription>The bank account the marketplace pays your money into.</CardDescription>
              </CardHeader>
              <CardContent>
                <PayoutDetailsForm />
              </CardContent>
            </Card>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
