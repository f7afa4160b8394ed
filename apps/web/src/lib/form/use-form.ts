import { useState, useSyncExternalStore } from 'react';
import type { FieldError } from './errors';
import {
  createFormStore,
  type FieldRegistration,
  type FormOptions,
  type FormState,
  type FormStore,
  type RegisterOptions,
} from './form-store';
import type { FieldValues, Path, PathValue } from './paths';

/** What a form's parts need to follow it: `Controller`, `useWatch`, `useFieldArray`. */
export type Control<T extends FieldValues> = FormStore<T, unknown>;

export interface UseFormReturn<T extends FieldValues, TOut = T> {
  control: Control<T>;
  /** Errors and submit state; reading it makes the component follow them. */
  readonly formState: FormState<T>;
  register(name: Path<T>, options?: RegisterOptions): FieldRegistration;
  handleSubmit(onValid: (values: TOut) => unknown): (event?: { preventDefault(): void }) => Promise<void>;
  getValues(): T;
  getValues<N extends Path<T>>(name: N): PathValue<T, N>;
  setValue<N extends Path<T>>(name: N, value: PathValue<T, N>, options?: { shouldValidate?: boolean }): void;
  getFieldState(name: Path<T>): { error: FieldError | undefined };
  setError(name: Path<T>, error: FieldError, options?: { shouldFocus?: boolean }): void;
  clearErrors(): void;
  /** Starts again from `values` (which become the defaults), or from the defaults. */
  reset(values?: T): void;
}

function formApi<T extends FieldValues, TOut>(store: FormStore<T, TOut>): UseFormReturn<T, TOut> {
  return {
    control: store as unknown as Control<T>,
    get formState() {
      return store.getFormState();
    },
    register: store.register,
    handleSubmit: store.handleSubmit,
    getValues: ((name?: string) => (name === undefined ? store.getValues() : store.getValue(name))) as UseFormReturn<
      T,
      TOut
    >['getValues'],
    setValue: store.setValue,
    getFieldState: (name) => ({ error: store.getError(name) }),
    setError: store.setError,
    clearErrors: store.clearErrors,
    reset: store.reset,
  };
}

/**
 * A form of uncontrolled inputs checked by a resolver: on submit, then on every change after it (or once a
 * field was left, in `onTouched` mode). The first field at fault takes the focus.
 */
export function useForm<T extends FieldValues, TOut = T>(options: FormOptions<T, TOut> = {}): UseFormReturn<T, TOut> {
  const [form] = useState(() => {
    const store = createFormStore<T, TOut>(options);
    return { store, api: formApi(store) };
  });
  // The resolver may close over the latest props.
  form.store.setOptions(options);
  useSyncExternalStore(form.store.subscribe, form.store.getFormState, form.store.getFormState);
  return form.api;
}
