import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { retailerProfiles, users, wholesalerProfiles } from '../db/schema.js';

export const DEMO_PASSWORD = 'marketplace-demo';

export const DEMO_ACCOUNTS = [
  { email: 'retailer@example.com', role: 'retailer' },
  { email: 'wholesaler@example.com', role: 'wholesaler (verified)' },
  { email: 'admin@example.com', role: 'administrator' },
  { email: 'pharmacy-pending@example.com', role: 'retailer (drug licence awaiting approval)' },
] as const;

/** The demo retailer's licence covers medicines until 2030, delivered to its shop's PIN code. */
const DEMO_DRUG_LICENCE = {
  drugLicence20: 'MH-PZ1-20-154321',
  drugLicence21: 'MH-PZ1-21-154322',
  drugLicenceValidTo: '2030-03-31',
  drugLicencePin: '411030',
  licenceStatus: 'approved',
} as const;

/** The documented demo accounts; returns the wholesaler's id for the catalogue seed. */
export async function seedDemoAccounts(
  db: Database,
): Promise<{ wholesalerId: number; retailerId: number; pendingPharmacyId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [retailer] = await tx
      .insert(users)
      .values({
        email: 'retailer@example.com',
        passwordHash,
        firstName: 'Ravi',
        lastName: 'Kumar',
        userType: 'retailer',
        verificationStatus: 'verified',
        contactNumber: '9876543210',
      })
      .returning({ id: users.id });
    const [wholesaler] = await tx
      .insert(users)
      .values({
        email: 'wholesaler@example.com',
        passwordHash,
        firstName: 'Anita',
        lastName: 'Shah',
        userType: 'wholesaler',
        verificationStatus: 'verified',
        contactNumber: '9822012345',
      })
      .returning({ id: users.id });
    await tx.insert(users).values({
      email: 'admin@example.com',
      passwordHash,
      firstName: 'Marketplace',
      lastName: 'Admin',
      userType: 'admin',
      verificationStatus: 'verified',
    });
    if (!retailer || !wholesaler) throw new Error('demo accounts were not created');
    await tx.insert(retailerProfiles).values({
      userId: retailer.id,
      shopName: 'Kumar General Stores',
      address: '14 Laxmi Road, Shaniwar Peth, Pune, Maharashtra 411030',
      gstNumber: '27ABCPK1234F1Z5',
      licenseNumber: 'MH-PUN-SE-2019-04512',
      panCard: 'ABCPK1234F',
      ...DEMO_DRUG_LICENCE,
      licenceSubmittedAt: new Date('2026-04-02T10:30:00+05:30'),
    });
    const [pharmacy] = await tx
      .insert(users)
      .values({
        email: 'pharmacy-pending@example.com',
        passwordHash,
        firstName: 'Meera',
        lastName: 'Joshi',
        userType: 'retailer',
        verificationStatus: 'verified',
        contactNumber: '9823045678',
      })
      .returning({ id: users.id });
    if (!pharmacy) throw new Error('demo accounts were not created');
    await tx.insert(retailerProfiles).values({
      userId: pharmacy.id,
      shopName: 'Joshi Medical and General Stores',
      address: '7 Karve Road, Erandwane, Pune, Maharashtra 411004',
      gstNumber: '27AKLPJ4321M1Z8',
      licenseNumber: 'MH-PUN-SE-2021-11873',
      panCard: 'AKLPJ4321M',
      drugLicence20: 'MH-PZ2-20-208844',
      drugLicenceValidTo: '2031-06-30',
      drugLicencePin: '411004',
      licenceStatus: 'pending',
      licenceSubmittedAt: new Date(),
    });
    await tx.insert(wholesalerProfiles).values({
      userId: wholesaler.id,
      companyName: 'Shah Trading Company',
      gstNumber: '27AAPFS1234K1Z2',
      address: '221 Masjid Bunder Road, Mumbai, Maharashtra 400003',
      companyDescription:
        'Wholesale distributor of electronics, home appliances and everyday essentials for retailers across Maharashtra since 2004.',
      yearsInBusiness: 20,
    });
    return { wholesalerId: wholesaler.id, retailerId: retailer.id, pendingPharmacyId: pharmacy.id };
  });
}
