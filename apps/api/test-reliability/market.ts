import {
  needsBatch,
  shipsGoods,
  toPaise,
  toRupees,
  type OrderDetailsResponse,
  type PriceTier,
  type ShippedItemInput,
} from '@marketplace/contract';
import { retailerForm, wholesalerForm } from '../test/accounts-fixtures.js';
import { orderPayload, paymentEvent, SHIPPING, webhookSignature } from '../test/order-fixtures.js';
import {
  call,
  SECRETS,
  type Answer,
  type ApiProcess,
  type Cluster,
  type Query,
  type Random,
  type Traffic,
} from './harness.js';

/**
 * The marketplace the reliability tests trade in: wholesalers and products made through the API, retailers signed
 * up through the API, and a ledger of everything the API acknowledged, which the invariants hold the database to.
 */

export interface Account {
  id: number;
  email: string;
  token: string;
}

export interface MarketProduct {
  id: number;
  name: string;
  /** Rupees, as the API speaks them. */
  price: number;
  price_tiers: PriceTier[];
  wholesalerId: number;
  initialStock: number;
}

export interface Market {
  wholesalers: Account[];
  retailers: Account[];
  products: MarketProduct[];
  categories: Array<{ id: number; name: string }>;
  /** Medicines: sold only to licensed retailers, shipped with a batch number and expiry date. */
  drugCategory: { id: number; name: string };
  brands: Array<{ id: number; name: string }>;
}

const CATEGORY_NAMES = ['Kitchenware', 'Textiles', 'Stationery', 'Groceries'];
const DRUG_CATEGORY_NAME = 'Medicines';
const BRAND_NAMES = ['Prestige', 'Raymond', 'Camlin', 'Tata'];
const NOUNS = ['pressure cooker', 'cotton saree', 'notebook', 'basmati rice', 'steel tumbler', 'bedsheet', 'pen'];

/** Categories and brands exist only as rows: written while no server holds the database (PGlite). */
async function seedLookups(query: Query) {
  const categories = [];
  const brands = [];
  for (const name of CATEGORY_NAMES)
    categories.push(
      ...(await query<{ id: number; name: string }>(`insert into categories (name) values ($1) returning id, name`, [
        name,
      ])),
    );
  const [drugCategory] = await query<{ id: number; name: string }>(
    `insert into categories (name, regulation) values ($1, 'drug') returning id, name`,
    [DRUG_CATEGORY_NAME],
  );
  if (!drugCategory) throw new Error('the medicines category was not created');
  for (const name of BRAND_NAMES)
    brands.push(
      ...(await query<{ id: number; name: string }>(`insert into brands (name) values ($1) returning id, name`, [
        name,
      ])),
    );
  return { categories, drugCategory, brands };
}

/** The batch and expiry of each medicine line of an order not shipped yet, as its wholesaler enters them. */
export function batchesToShip(order: OrderDetailsResponse): ShippedItemInput[] {
  if (shipsGoods(order.order_status)) return [];
  return order.order_items
    .filter((item) => needsBatch(item.regulation))
    .map((item) => ({ id: item.id, batch_no: `REL-B${item.id}`, expiry_date: '2099-06-30' }));
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer.body as Record<string, unknown>;
}

async function signUp(api: ApiProcess, form: ReturnType<typeof retailerForm>, userType: 'retailer' | 'wholesaler') {
  const registered = expectStatus(await call(api, 'POST', '/api/register/', { body: form }), 201, 'register');
  return { id: registered.id as number, email: form.email as string, password: form.password as string, userType };
}

/** POST /api/update-profile/ takes a multipart form, as the settings page sends it. */
/** A licence scan as a small PDF of plain ASCII (it travels inside the text body below unchanged). */
export const LICENCE_SCAN_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

export async function updateProfile(
  api: ApiProcess,
  token: string,
  fields: Record<string, string>,
  licenceScan?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (licenceScan) form.append('licence_scan', new Blob([licenceScan], { type: 'application/pdf' }), 'licence.pdf');
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  const answer = await call(api, 'POST', '/api/update-profile/', {
    token,
    rawBody: await request.text(),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  expectStatus(answer, 200, 'update profile');
}

async function logIn(api: ApiProcess, email: string, password: string, userType: 'retailer' | 'wholesaler') {
  const body = expectStatus(
    await call(api, 'POST', '/api/login/', { body: { username: email, password, user_type: userType } }),
    200,
    'login',
  );
  return body as { access: string; verified: boolean };
}

export interface MarketShape {
  wholesalers: number;
  productsPerWholesaler: number;
  retailers: number;
  /** Stock of each product; a function to vary it. */
  stock: (index: number) => number;
}

/** Everything through the API except the wholesalers' approval (admin control or SQL, as an administrator would). */
async function setupMarket(
  cluster: Cluster,
  api: ApiProcess,
  lookups: Pick<Market, 'categories' | 'drugCategory' | 'brands'>,
  shape: MarketShape,
  random: Random,
): Promise<Market> {
  const wholesalers = await inBatches(Array.from({ length: shape.wholesalers }), 2, async (_item, index) => {
    const form = wholesalerForm({ companyName: `Reliability Traders ${index + 1}` });
    const created = await signUp(api, form, 'wholesaler');
    // The licences go in while the profile awaits verification: a verified seller's would wait for review.
    const applicant = await logIn(api, created.email, created.password, 'wholesaler');
    await updateProfile(api, applicant.access, {
      company_name: form.companyName as string,
      gst_number: form.gstNumber as string,
      address: form.address as string,
      company_description: form.companyDescription as string,
      years_in_business: String(form.yearsInBusiness),
      drug_licence_20b: `GJ-AHD-20B-${index + 1}001`,
    });
    await cluster.verifyWholesaler(created.email);
    const tokens = await logIn(api, created.email, created.password, 'wholesaler');
    if (!tokens.verified) throw new Error(`wholesaler ${created.email} is not verified`);
    return { id: created.id, email: created.email, token: tokens.access };
  });

  const products: MarketProduct[] = [];
  let counter = 0;
  for (const wholesaler of wholesalers) {
    for (let i = 0; i < shape.productsPerWholesaler; i += 1) {
      const index = counter++;
      const stock = shape.stock(index);
      // Prices with paise, so that the 3 % charge rounds and its split across wholesalers matters.
      const price = random.int(50, 5000) + random.pick([0, 0.5, 0.99, 0.25]);
      // Every third product is priced by slab, so that a line's price depends on its quantity.
      const priceTiers =
        index % 3 === 0
          ? [
              { min_quantity: 2, price: toRupees(Math.round(toPaise(price) * 0.95)) },
              { min_quantity: 3, price: toRupees(Math.round(toPaise(price) * 0.9)) },
            ]
          : [];
      const body = expectStatus(
        await call(api, 'POST', '/api/inventory/create/', {
          token: wholesaler.token,
          body: {
            name: `${random.pick(NOUNS)} lot ${index + 1}`,
            description: 'Reliability test stock.',
            product_type: 'other',
            price,
            price_tiers: priceTiers,
            stock,
            // Every fifth product is a medicine: licensed buyers only, a batch and expiry when it ships.
            category: index % 5 === 1 ? lookups.drugCategory.id : random.pick(lookups.categories).id,
            brand: random.pick(lookups.brands).id,
            sku: `REL-${index + 1}`,
          },
        }),
        201,
        'create product',
      );
      products.push({
        id: body.id as number,
        name: body.name as string,
        price: body.price as number,
        price_tiers: body.price_tiers as PriceTier[],
        wholesalerId: wholesaler.id,
        initialStock: body.stock as number,
      });
    }
  }

  const retailers = await inBatches(Array.from({ length: shape.retailers }), 3, async (_item, index) => {
    const form = retailerForm({ shop_name: `Reliability Stores ${index + 1}` });
    const created = await signUp(api, form, 'retailer');
    const tokens = await logIn(api, created.email, created.password, 'retailer');
    // Licensed for the premises every market order ships to, so medicines are bought like anything else.
    await updateProfile(
      api,
      tokens.access,
      {
        shop_name: form.shop_name as string,
        contact_number: form.contactNumber as string,
        address: form.address as string,
        gst_number: form.gstNumber as string,
        license_number: form.licenseNumber as string,
        pan_card: form.panCard as string,
        drug_licence_20: `KL-EKM-20-${index + 1}001`,
        drug_licence_valid_to: '2099-12-31',
        drug_licence_pin: SHIPPING.portal_code,
      },
      LICENCE_SCAN_PDF,
    );
    await cluster.approveLicence(created.email);
    return { id: created.id, email: created.email, token: tokens.access };
  });

  return { wholesalers, retailers, products, ...lookups };
}

/**
 * The cluster's database created with its categories and brands, an API process started for each name (at once),
 * and the market set up through the first of them.
 */
export async function openMarket<const Names extends readonly [string, ...string[]]>(
  cluster: Cluster,
  processNames: Names,
  shape: MarketShape,
  random: Random,
) {
  await cluster.create();
  const lookups = await cluster.withSql(seedLookups);
  const apis = await Promise.all(processNames.map((name) => cluster.start(name)));
  const market = await setupMarket(cluster, apis[0] as ApiProcess, lookups, shape, random);
  return { apis: apis as { -readonly [Index in keyof Names]: ApiProcess }, market };
}

/* ---------- the ledger: what the API acknowledged ---------- */

export interface CartLine {
  product: MarketProduct;
  quantity: number;
}

export interface SignedPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutRecord {
  retailer: Account;
  lines: CartLine[];
  /** Set once the create-order call answered 201: the API promised these orders exist. */
  created?: { razorpayOrderId: string; orderIds: number[]; amountPaise: number };
  /** Sandbox payments signed for this checkout (the buyer may press Pay twice, in two tabs). */
  signed: SignedPayment[];
  /** Payment ids the verify call answered 200 for: the API told the buyer "paid". */
  verifiedPaymentIds: string[];
  /** payment.captured / order.paid deliveries the API acknowledged with 2xx ("processed" or "duplicate"). */
  capturedAcknowledged: string[];
}

export class Ledger {
  readonly checkouts: CheckoutRecord[] = [];
  /** Orders the wholesaler canceled with a 200 answer. */
  readonly canceledByWholesaler = new Set<number>();

  open(retailer: Account, lines: CartLine[]): CheckoutRecord {
    const record: CheckoutRecord = {
      retailer,
      lines,
      signed: [],
      verifiedPaymentIds: [],
      capturedAcknowledged: [],
    };
    this.checkouts.push(record);
    return record;
  }

  created(): Array<CheckoutRecord & { created: NonNullable<CheckoutRecord['created']> }> {
    return this.checkouts.filter(
      (record): record is CheckoutRecord & { created: NonNullable<CheckoutRecord['created']> } =>
        Boolean(record.created),
    );
  }
}

/** A cart of 1–3 distinct products, often from several wholesalers (one order per wholesaler). */
export function randomCart(random: Random, products: readonly MarketProduct[], maxQuantity = 3): CartLine[] {
  const chosen = random.shuffle(products).slice(0, random.int(1, 3));
  return chosen.map((product) => ({ product, quantity: random.int(1, maxQuantity) }));
}

/** POST /api/orders/create/ and record what it acknowledged. 201 or 409 (out of stock) are the expected answers. */
export async function createCheckout(api: ApiProcess, record: CheckoutRecord, traffic: Traffic): Promise<Answer> {
  const answer = await call(api, 'POST', '/api/orders/create/', {
    token: record.retailer.token,
    body: orderPayload(record.lines, { order_notes: 'Reliability test order' }),
  });
  traffic.record('POST orders/create', answer, [201, 409]);
  if (answer.status === 201) {
    const body = answer.body as { razorpay_order_id: string; order_ids: number[]; amount: number };
    record.created = { razorpayOrderId: body.razorpay_order_id, orderIds: body.order_ids, amountPaise: body.amount };
  }
  return answer;
}

/** The sandbox widget: Pay (a signed payment) or Fail (the failure is recorded on the payment). */
export async function sandboxPay(
  api: ApiProcess,
  record: CheckoutRecord,
  outcome: 'success' | 'failure',
  traffic: Traffic,
): Promise<{ answer: Answer; signed?: SignedPayment }> {
  if (!record.created) throw new Error('not created');
  const answer = await call(api, 'POST', '/sandbox/razorpay/pay', {
    body: { razorpay_order_id: record.created.razorpayOrderId, outcome },
  });
  // 409: already paid or expired (a webhook or the other tab got there first).
  traffic.record(`POST sandbox/pay ${outcome}`, answer, [200, 409]);
  if (answer.status === 200 && outcome === 'success') {
    const signed = answer.body as SignedPayment;
    record.signed.push(signed);
    return { answer, signed };
  }
  return { answer };
}

/** The browser's callback. 200 (paid, also when repeated) or 409 (paid with another payment, or expired). */
export async function verifyPayment(
  api: ApiProcess,
  record: CheckoutRecord,
  signed: SignedPayment,
  traffic: Traffic,
): Promise<Answer> {
  const answer = await call(api, 'POST', '/api/razorpay/verify-payment/', {
    token: record.retailer.token,
    body: signed,
  });
  traffic.record('POST verify-payment', answer, [200, 409]);
  if (answer.status === 200 && !record.verifiedPaymentIds.includes(signed.razorpay_payment_id))
    record.verifiedPaymentIds.push(signed.razorpay_payment_id);
  return answer;
}

/* ---------- webhooks ---------- */

export type WebhookEventType = 'payment.captured' | 'order.paid' | 'payment.failed';

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  paymentId: string;
  record: CheckoutRecord;
  rawBody: string;
}

let eventCounter = 0;

/** A raw body shaped like Razorpay's payment events, with a unique event id. */
export function webhookEvent(record: CheckoutRecord, type: WebhookEventType, paymentId: string): WebhookEvent {
  if (!record.created) throw new Error('not created');
  const rawBody = paymentEvent(type, paymentId, record.created.razorpayOrderId, {
    amountPaise: record.created.amountPaise,
    accountId: 'acc_reliability',
  });
  return { id: `evt_rel_${process.pid}_${++eventCounter}`, type, paymentId, record, rawBody };
}

/** Delivers an event as Razorpay does; 200 with processed / duplicate / ignored is the only right answer. */
export async function deliverWebhook(api: ApiProcess, event: WebhookEvent, traffic: Traffic): Promise<Answer> {
  const signature = webhookSignature(SECRETS.RAZORPAY_WEBHOOK_SECRET, event.rawBody);
  const answer = await call(api, 'POST', '/api/razorpay/webhook/', {
    rawBody: event.rawBody,
    // An event without an id is sent without the header (the server then derives one from the payment).
    headers: { 'x-razorpay-signature': signature, ...(event.id ? { 'x-razorpay-event-id': event.id } : {}) },
  });
  traffic.record(`POST webhook ${event.type}`, answer, [200]);
  const outcome = (answer.body as { status?: string } | null)?.status;
  if (answer.status === 200 && event.type !== 'payment.failed' && (outcome === 'processed' || outcome === 'duplicate'))
    event.record.capturedAcknowledged.push(event.paymentId);
  return answer;
}
