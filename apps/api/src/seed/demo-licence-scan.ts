import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { retailerProfiles } from '../db/schema.js';
import type { PrivateFiles } from '../media/private-files.js';

/** A small picture standing in for the demo pharmacy's scanned Form 20 licence. */
const LICENCE_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
  <rect width="600" height="400" fill="#fdfbf3" stroke="#3a5a8c" stroke-width="12"/>
  <text x="300" y="70" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#1f2f4a">FORM 20</text>
  <text x="300" y="110" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#1f2f4a">Licence to sell drugs by retail</text>
  <text x="60" y="180" font-family="monospace" font-size="20" fill="#111">No. MH-PZ2-20-208844</text>
  <text x="60" y="220" font-family="monospace" font-size="18" fill="#111">Joshi Medical and General Stores</text>
  <text x="60" y="255" font-family="monospace" font-size="18" fill="#111">7 Karve Road, Erandwane, Pune 411004</text>
  <text x="60" y="290" font-family="monospace" font-size="18" fill="#111">Valid to 30/06/2031</text>
  <text x="60" y="360" font-family="sans-serif" font-size="14" fill="#8a2b2b">DEMO DATA - NOT A REAL LICENCE</text>
</svg>`;

export async function seedDemoLicenceScan(db: Database, files: PrivateFiles, retailerId: number): Promise<void> {
  const sharp = (await import('sharp')).default;
  const picture = await sharp(Buffer.from(LICENCE_PICTURE)).png().toBuffer();
  const key = `licence-scans/${retailerId}/demo-form-20.png`;
  await files.put(key, picture);
  await db.update(retailerProfiles).set({ licenceScan: key }).where(eq(retailerProfiles.userId, retailerId));
}
