import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissNavigationToast } from '../components/ui/use-toast';

/** Closes a "Redirecting to …" toast once the page it announced is on screen. */
export function useNavigationToasts(): void {
  const { key } = useLocation();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    dismissNavigationToast();
  }, [key]);
}
