import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card that frames the login and registration forms. */
export function AuthCard({ title, description, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={wide ? 'mx-auto w-full max-w-3xl' : 'mx-auto w-full max-w-md'}>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-neutral-600">{footer}</div>}
    </div>
  );
}
