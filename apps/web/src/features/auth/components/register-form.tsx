import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form';
import { useWatch } from '../../../lib/form/controller';
import { Link, useNavigate } from 'react-router';
import type { RegisterData, RegisterRequest } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { registerValidation } from '../account-validation';
import { useRegister } from '../api/register';
import { RegisterField, type RegisterFieldName } from './register-field';
import { RetailerFields, WholesalerFields } from './register-role-fields';
import { UserTypeTabs } from './user-type-tabs';

const emptyForm: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  userType: 'retailer',
  gstNumber: '',
  contactNumber: '',
  address: '',
  companyName: '',
  companyDescription: '',
  yearsInBusiness: '',
  shop_name: '',
  licenseNumber: '',
  panCard: '',
};

const isFormField = (name: string): name is RegisterFieldName => name in emptyForm && name !== 'userType';

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [errorLine, setErrorLine] = useState<string | null>(null);
  const form = useForm<RegisterRequest, RegisterData>({
    resolver: registerValidation.resolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const userType = useWatch({ control: form.control, name: 'userType' });

  const onSubmit = form.handleSubmit((values) => {
    setErrorLine(null);
    registration.mutate(values, {
      onSuccess: (account) => {
        toast({
          variant: 'success',
          title: 'Registration successful!',
          description:
            account.user_type === 'wholesaler'
              ? 'Please log in. Your business profile will be verified within 24-48 hours.'
              : 'Please log in with your email and password.',
        });
        void navigate('/login', { state: { userType: account.user_type } });
      },
      onError: (error) => {
        if (!isApiError(error)) return setErrorLine('Registration failed. Please try again.');
        let marked = 0;
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          if (!isFormField(name) || !messages[0]) continue;
          form.setError(name, { type: 'server', message: messages[0] }, { shouldFocus: marked === 0 });
          marked += 1;
        }
        setErrorLine(marked > 0 ? 'Please correct the highlighted fields.' : error.message);
      },
    });
  });

  return (
    <UserTypeTabs
      value={userType === 'wholesaler' ? 'wholesaler' : 'retailer'}
      onChange={(next) => form.setValue('userType', next)}
      label="Register as"
    >
      <form onSubmit={onSubmit} onFocus={registerValidation.preload} noValidate className="grid gap-5">
        {errorLine && (
          <Alert variant="destructive">
            <AlertTitle>Registration failed</AlertTitle>
            <AlertDescription>{errorLine}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <RegisterField form={form} name="firstName" label="First Name" inputProps={{ autoComplete: 'given-name' }} />
          <RegisterField form={form} name="lastName" label="Last Name" inputProps={{ autoComplete: 'family-name' }} />
          <RegisterField form={form} name="email" label="Email" inputProps={{ type: 'email', autoComplete: 'email' }} />
          <RegisterField
            form={form}
            name="contactNumber"
            label="Contact Number"
            inputProps={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
          />
          <RegisterField
            form={form}
            name="password"
            label="Password"
            hint="At least 8 characters"
            inputProps={{ type: 'password', autoComplete: 'new-password' }}
          />
          <RegisterField
            form={form}
            name="confirmPassword"
            label="Confirm Password"
            inputProps={{ type: 'password', autoComplete: 'new-password' }}
          />
          {userType === 'wholesaler' ? <WholesalerFields form={form} /> : <RetailerFields form={form} />}
          <RegisterField
            form={form}
            name="gstNumber"
            label="GST Number"
            hint="15-character GSTIN, for example 27AAPFU0939F1ZV"
            inputProps={{ autoCapitalize: 'characters', maxLength: 15 }}
          />
          <RegisterField form={form} name="address" label="Address" multiline wide />
        </div>
        <Button
          type="submit"
          size="lg"
          loading={registration.isPending}
          className="w-full sm:w-auto sm:justify-self-end"
        >
          Register
        </Button>
        <p className="text-center text-sm text-neutral-600 sm:text-left">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary-700 hover:underline">
            Login
          </Link>
        </p>
      </form>
    </UserTypeTabs>
  );
}
