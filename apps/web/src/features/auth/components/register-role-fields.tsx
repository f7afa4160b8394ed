import { RegisterField, type RegisterFormApi } from './register-field';

/** The fields only a wholesaler fills in (spec section 3). */
export function WholesalerFields({ form }: { form: RegisterFormApi }) {
  return (
    <>
      <RegisterField
        form={form}
        name="companyName"
        label="Company Name"
        inputProps={{ autoComplete: 'organization' }}
      />
      <RegisterField
        form={form}
        name="yearsInBusiness"
        label="Years in Business"
        inputProps={{ type: 'number', min: 0, max: 200, step: 1, inputMode: 'numeric' }}
      />
      <RegisterField form={form} name="companyDescription" label="Company Description" multiline wide />
    </>
  );
}

/** The fields only a retailer fills in (spec section 3). */
export function RetailerFields({ form }: { form: RegisterFormApi }) {
  return (
    <>
      <RegisterField form={form} name="shop_name" label="Shop Name" inputProps={{ autoComplete: 'organization' }} />
      <RegisterField form={form} name="licenseNumber" label="License Number" />
      <RegisterField
        form={form}
        name="panCard"
        label="PAN Card Number"
        hint="10 characters, for example ABCDE1234F"
        inputProps={{ autoCapitalize: 'characters', maxLength: 10 }}
      />
    </>
  );
}
