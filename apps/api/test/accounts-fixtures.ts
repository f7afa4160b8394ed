import type { RegisterRequest } from '@marketplace/contract';
import type { App } from '../src/app.js';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export function retailerForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Priya',
    lastName: 'Nair',
    email: uniqueEmail('retailer'),
    password: 'a-strong-password',
    confirmPassword: 'a-strong-password',
    userType: 'retailer',
    gstNumber: '32AAGCN1234A1Z9',
    contactNumber: '9847012345',
    address: '12 Broadway, Kochi, Kerala 682031',
    shop_name: 'Nair Provisions',
    licenseNumber: 'KL-EKM-2021-778',
    panCard: 'AAGCN1234A',
    ...overrides,
  };
}

export function wholesalerForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: uniqueEmail('wholesaler'),
    password: 'a-strong-password',
    confirmPassword: 'a-strong-password',
    userType: 'wholesaler',
    gstNumber: '24AAACM5678B1Z3',
    contactNumber: '+919824012345',
    address: '5 Relief Road, Ahmedabad, Gujarat 380001',
    companyName: 'Mehta Distributors',
    companyDescription: 'Textiles and garments wholesale.',
    yearsInBusiness: '12',
    ...overrides,
  };
}

export async function register(app: App, form: RegisterRequest) {
  return app.inject({ method: 'POST', url: '/api/register/', payload: form });
}

export async function login(
  app: App,
  email: string,
  userType: 'retailer' | 'wholesaler' | 'admin',
  password = 'a-strong-password',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: email, password, user_type: userType },
  });
  return response;
}

/** Registers and logs in; returns the bearer header and tokens. */
export async function signUp(app: App, form: RegisterRequest) {
  const registered = await register(app, form);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const response = await login(app, form.email as string, form.userType as 'retailer' | 'wholesaler');
  const tokens = response.json() as { access: string; refresh: string; verified: boolean };
  return {
    ...tokens,
    id: (registered.json() as { id: number }).id,
    auth: { authorization: `Bearer ${tokens.access}` },
  };
}
