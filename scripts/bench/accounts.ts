// The accounts a block uses: the demo retailer and wholesaler, and a pool of newly registered retailers.
import { apiPaths, type LoginResponse, type RegisterRequest } from '@marketplace/contract';
import { DEMO_PASSWORD } from './context.js';
import { requestOk } from './http.js';

function retailerForm(email: string): RegisterRequest {
  return {
    firstName: 'Bench',
    lastName: 'Retailer',
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    userType: 'retailer',
    gstNumber: '32AAGCN1234A1Z9',
    contactNumber: '9847012345',
    address: '12 Broadway, Kochi, Kerala 682031',
    shop_name: 'Bench Provisions',
    licenseNumber: 'KL-EKM-2021-778',
    panCard: 'AAGCN1234A',
  };
}

export async function login(base: string, email: string, userType: 'retailer' | 'wholesaler'): Promise<LoginResponse> {
  return (
    await requestOk<LoginResponse>(base, apiPaths.login, {
      method: 'POST',
      body: { username: email, password: DEMO_PASSWORD, user_type: userType },
    })
  ).body;
}

export async function retailerTokens(base: string, stamp: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.retailer.${stamp}.${index}@example.com`;
    await requestOk(base, apiPaths.register, { method: 'POST', body: retailerForm(email) });
    tokens.push((await login(base, email, 'retailer')).access);
  }
  return tokens;
}
