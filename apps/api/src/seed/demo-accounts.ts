import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { retailerProfiles, users, wholesalerProfiles } from '../db/schema.js';

export const DEMO_PASSWORD = 'marketplace-demo';

export const DEMO_ACCOUNTS = [
  { email: 'retailer@example.com', role: 'retailer' },
  { email: 'wholesaler@example.com', role: 'wholesaler (verified)' },
  { email: 'admin@example.com', role: 'administrator' },
] as const;

/** The three documented demo accounts; returns the wholesaler's id for the catalogue seed. */
export async function seedDemoAccounts(db: Database): Promise<{ wholesalerId: number; retailerId: number }> {
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
    return { wholesalerId: wholesaler.id, retailerId: retailer.id };
  });
}
