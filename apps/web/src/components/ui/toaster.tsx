import { useEffect } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, toastShown, useCurrentToast, type ToastVariant } from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-neutral-200 bg-white text-neutral-900',
  success: 'border-success-200 bg-success-50 text-success-800',
  destructive: 'border-danger-700 bg-danger-700 text-white',
};

/** Renders the one current toast. Swipe right (50 px) to dismiss; F8 jumps to the toast region. */
export function Toaster() {
  const message = useCurrentToast();
  const variant = message?.variant ?? 'default';
  const shownId = message?.open ? message.id : null;
  useEffect(() => {
    if (shownId !== null) toastShown(shownId);
  }, [shownId]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeThreshold={50} swipeDirection="right">
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          duration={message.duration ?? TOAST_DEFAULT_DURATION_MS}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative grid gap-1 rounded-lg border py-3 pr-10 pl-4 shadow-popover',
            'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
            variants[variant],
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {message.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2.5 right-2.5 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        // At phone width toasts sit over the top bar, never over the foot of a page where its main action is.
        className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
