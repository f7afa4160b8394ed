import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClassName } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClassName, 'min-h-20 py-2 leading-relaxed', className)} {...props} />;
}
