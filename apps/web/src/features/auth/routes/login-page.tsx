import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const state: unknown = useLocation().state;
  const wholesaler =
    state !== null && typeof state === 'object' && (state as { userType?: unknown }).userType === 'wholesaler';
  return (
    <AuthCard title="Welcome back" description="Log in to buy, sell and track your orders.">
      <title>Login · Wholesale Marketplace</title>
      <LoginForm initialUserType={wholesaler ? 'wholesaler' : 'retailer'} />
    </AuthCard>
  );
}
