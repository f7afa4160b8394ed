import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  return (
    <AuthCard
      wide
      title="Create your business account"
      description="Retailers can start buying at once. Wholesaler profiles are verified within 24-48 hours."
    >
      <title>Register · Wholesale Marketplace</title>
      <RegisterForm />
    </AuthCard>
  );
}
