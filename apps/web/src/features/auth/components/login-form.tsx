import { useForm } from '../../../lib/form/use-form';
import { useWatch } from '../../../lib/form/controller';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { loginRequest, LoginRequest, LoginResponse } from '@marketplace/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { saveSession } from '../../../lib/storage';
import { loginValidation } from '../account-validation';
import { homeFor, useLogin } from '../api/login';
import { UserTypeTabs, type AccountKind } from './user-type-tabs';

const LOGIN_ERROR_FALLBACK = 'An error occurred during login.';

export function LoginForm({ initialUserType = 'retailer' }: { initialUserType?: AccountKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const form = useForm<LoginRequest, z.output<typeof loginRequest>>({
    resolver: loginValidation.resolver,
    defaultValues: { username: '', password: '', user_type: initialUserType },
  });
  const userType = useWatch({ control: form.control, name: 'user_type' });
  const { errors } = form.formState;

  function onLoggedIn(response: LoginResponse) {
    queryClient.clear(); // nothing of a previous session may show
    saveSession({
      access: response.access,
      refresh: response.refresh,
      verified: response.verified,
      userType: response.user_type,
    });
    toast({ title: 'Login successful!', description: 'Redirecting to your page...', closesOnNavigation: true });
    void navigate(homeFor(response.user_type));
  }

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: onLoggedIn,
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Login error!',
          description: isApiError(error) && error.status > 0 ? error.message : LOGIN_ERROR_FALLBACK,
          duration: 1500,
        }),
    }),
  );

  return (
    <UserTypeTabs
      value={userType === 'wholesaler' ? 'wholesaler' : 'retailer'}
      onChange={(next) => form.setValue('user_type', next)}
      label="Log in as"
    >
      <form onSubmit={onSubmit} onFocus={loginValidation.preload} noValidate className="grid gap-4">
        <FormField id="login-email" label="Email" error={errors.username?.message}>
          <Input type="email" autoComplete="username" placeholder="you@business.in" {...form.register('username')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Button variant="link" type="button">
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" loading={loginMutation.isPending} className="w-full">
          Login
        </Button>
        <p className="text-center text-sm text-neutral-600">
          New to the marketplace?{' '}
          <Link to="/register" className="font-medium text-primary-700 hover:underline">
            Register
          </Link>
        </p>
      </form>
    </UserTypeTabs>
  );
}
