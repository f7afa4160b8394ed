import { z } from 'zod';
import { LOGIN_USER_TYPES, USER_TYPES } from './constants.js';
import { gstNumber, optionalYearsInBusiness, panNumber, phoneNumber, requiredText } from './indian-formats.js';
import { passwordMessages, registrationMessages as m } from './messages.js';
import { optionalSingleLineText, singleLineText } from './single-line-text.js';

const optionalText = z.string().trim().max(2000).optional();

const yearsInBusiness = optionalYearsInBusiness(m.yearsInBusiness, m.yearsInBusinessInvalid);

export const registerRequest = z
  .object({
    firstName: singleLineText(m.firstName, 100),
    lastName: singleLineText(m.lastName, 100),
    email: requiredText(m.email, 254)
      .pipe(z.email(m.emailInvalid))
      .transform((value) => value.toLowerCase()),
    password: z.string({ error: m.password }).min(1, m.password).min(8, m.passwordTooShort).max(200),
    confirmPassword: z.string({ error: m.passwordsDiffer }),
    userType: z.enum(USER_TYPES, { error: m.userType }),
    gstNumber: gstNumber(m.gstNumber, m.gstNumberInvalid),
    contactNumber: phoneNumber(m.contactNumber, m.contactNumberInvalid),
    address: requiredText(m.address, 500),
    companyName: optionalSingleLineText(2000),
    companyDescription: optionalText,
    yearsInBusiness,
    shop_name: optionalSingleLineText(2000),
    licenseNumber: optionalText,
    panCard: optionalText,
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDiffer });
    }
    const need = (field: keyof typeof form, message: string) => {
      const value = form[field];
      if (value === undefined || value === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (form.userType === 'wholesaler') {
      need('companyName', m.companyName);
      need('companyDescription', m.companyDescription);
      need('yearsInBusiness', m.yearsInBusiness);
    }
    if (form.userType === 'retailer') {
      need('shop_name', m.shopName);
      need('licenseNumber', m.licenseNumber);
      need('panCard', m.panCard);
      if (form.panCard && !panNumber(m.panCard, m.panCardInvalid).safeParse(form.panCard).success) {
        ctx.addIssue({ code: 'custom', path: ['panCard'], message: m.panCardInvalid });
      }
    }
  });
export type RegisterRequest = z.input<typeof registerRequest>;
export type RegisterData = z.output<typeof registerRequest>;

export const registerResponse = z.object({
  id: z.number(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  verified: z.boolean(),
  detail: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginRequest = z.object({
  username: requiredText(m.email, 254).transform((value) => value.toLowerCase()),
  password: z.string({ error: m.password }).min(1, m.password).max(200),
  user_type: z.enum(LOGIN_USER_TYPES, { error: m.userType }),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const loginResponse = tokenPair.extend({
  verified: z.boolean(),
  user_type: z.enum(LOGIN_USER_TYPES),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshRequest = z.object({
  refresh: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required'),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;
export const refreshResponse = tokenPair.extend({ verified: z.boolean() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutRequest = z.object({ refresh: z.string().optional() }).nullish();
export type LogoutRequest = z.infer<typeof logoutRequest>;

export const updatePasswordRequest = z
  .object({
    old_password: z.string({ error: passwordMessages.oldRequired }).min(1, passwordMessages.oldRequired).max(200),
    new_password: z.string({ error: m.password }).min(1, m.password).min(8, m.passwordTooShort).max(200),
    confirm_password: z.string({ error: passwordMessages.mismatch }).max(200),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: passwordMessages.mismatch,
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;
export const updatePasswordResponse = tokenPair.extend({ detail: z.string() });
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponse>;

/** The claims inside an access token. */
export const accessTokenClaims = z.object({
  sub: z.string(),
  /** The session (login) the token belongs to: logging out or suspending the account ends it at once. */
  sid: z.string(),
  user_type: z.enum(LOGIN_USER_TYPES),
  /** What the account was when the token was issued; the server reads the current state on every request. */
  verified: z.boolean(),
  exp: z.number(),
  type: z.literal('access'),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;
