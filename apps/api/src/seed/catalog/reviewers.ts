import type { Tx } from '../../db/client.js';
import { retailerProfiles, users } from '../../db/schema.js';

/** Retailers from across India who have bought from the demo wholesalers and left reviews. */
const REVIEWERS = [
  {
    firstName: 'Priya',
    lastName: 'Nair',
    contactNumber: '9447012345',
    shopName: 'Nair Medicals',
    address: 'TC 25/1450, Statue Junction, Thiruvananthapuram, Kerala 695001',
    gstNumber: '32AKLPN4512H1Z3',
    licenseNumber: 'KL-TVM-DL-2018-1187',
    panCard: 'AKLPN4512H',
  },
  {
    firstName: 'Arjun',
    lastName: 'Mehta',
    contactNumber: '9825023456',
    shopName: 'Mehta Mobile Point',
    address: 'Shop 7, Laxmi Market, Navrangpura, Ahmedabad, Gujarat 380009',
    gstNumber: '24BQZPM7781C1Z9',
    licenseNumber: 'GJ-AMD-SE-2020-33071',
    panCard: 'BQZPM7781C',
  },
  {
    firstName: 'Fatima',
    lastName: 'Shaikh',
    contactNumber: '9820034567',
    shopName: 'Shaikh Garments',
    address: '58 Mohammed Ali Road, Mumbai, Maharashtra 400003',
    gstNumber: '27CWEPS2290K1Z1',
    licenseNumber: 'MH-MUM-SE-2017-88214',
    panCard: 'CWEPS2290K',
  },
  {
    firstName: 'Gurpreet',
    lastName: 'Singh',
    contactNumber: '9814045678',
    shopName: 'Singh Electronics',
    address: 'SCO 112, Sector 17-D, Chandigarh 160017',
    gstNumber: '04DHJPS6634R1Z5',
    licenseNumber: 'CH-SE-2016-00923',
    panCard: 'DHJPS6634R',
  },
  {
    firstName: 'Lakshmi',
    lastName: 'Subramanian',
    contactNumber: '9840056789',
    shopName: 'Sri Lakshmi Stores',
    address: '41 Ranganathan Street, T. Nagar, Chennai, Tamil Nadu 600017',
    gstNumber: '33EFGPS1122M1Z8',
    licenseNumber: 'TN-CHN-TL-2019-15562',
    panCard: 'EFGPS1122M',
  },
  {
    firstName: 'Rahul',
    lastName: 'Banerjee',
    contactNumber: '9830067890',
    shopName: 'Banerjee Home Needs',
    address: '12B Gariahat Road, Kolkata, West Bengal 700019',
    gstNumber: '19FGHPB3345N1Z4',
    licenseNumber: 'WB-KOL-TL-2021-40418',
    panCard: 'FGHPB3345N',
  },
  {
    firstName: 'Neha',
    lastName: 'Agarwal',
    contactNumber: '9811078901',
    shopName: 'Agarwal Toy House',
    address: '23 Chandni Chowk, Delhi 110006',
    gstNumber: '07GHIPA5567L1Z6',
    licenseNumber: 'DL-CC-TL-2015-07734',
    panCard: 'GHIPA5567L',
  },
  {
    firstName: 'Imran',
    lastName: 'Qureshi',
    contactNumber: '9839089012',
    shopName: 'Qureshi Furniture Mart',
    address: '9 Aminabad Road, Lucknow, Uttar Pradesh 226018',
    gstNumber: '09HIJPQ7789D1Z2',
    licenseNumber: 'UP-LKO-TL-2018-26650',
    panCard: 'HIJPQ7789D',
  },
];

/** Inserts the reviewing retailers with their shop profiles; returns their user ids. */
export async function seedReviewers(tx: Tx, passwordHash: string): Promise<number[]> {
  const accounts = await tx
    .insert(users)
    .values(
      REVIEWERS.map((reviewer) => ({
        email: `${reviewer.firstName}.${reviewer.lastName}@example.com`.toLowerCase(),
        passwordHash,
        firstName: reviewer.firstName,
        lastName: reviewer.lastName,
        userType: 'retailer' as const,
        verificationStatus: 'verified' as const,
        contactNumber: reviewer.contactNumber,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(retailerProfiles).values(
    REVIEWERS.map(({ shopName, address, gstNumber, licenseNumber, panCard }, index) => {
      const account = accounts[index];
      if (!account) throw new Error(`reviewer ${shopName} was not created`);
      return { userId: account.id, shopName, address, gstNumber, licenseNumber, panCard };
    }),
  );
  return accounts.map((account) => account.id);
}
