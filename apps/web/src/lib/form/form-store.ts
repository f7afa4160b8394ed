import { nestErrors, type FieldError, type FieldErrors, type FlatErrors } from './errors';
import { getPath, pathsOverlap, setPath, type FieldValues } from './paths';

/** What a form's checks answer: the checked (and converted) values, or the errors by field name. */
export type ResolverResult<TOut> = { values: TOut; errors?: undefined } | { values?: undefined; errors: FlatErrors };
export type Resolver<T, TOut = T> = (values: T) => ResolverResult<TOut> | Promise<ResolverResult<TOut>>;

/**
 * When fields are checked before the first submit: never (`onSubmit`), or once a field has been left
 * (`onTouched`). After a submit, every change is checked again.
 */
export type ValidationMode = 'onSubmit' | 'onTouched';

export interface FormOptions<T, TOut> {
  defaultValues?: Partial<T>;
  resolver?: Resolver<T, TOut>;
  mode?: ValidationMode;
}

export interface FormState<T> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  isSubmitted: boolean;
}

export interface RegisterOptions {
  /** An empty input reads as NaN, anything else as a number. */
  valueAsNumber?: boolean;
  /** Fields checked again with this one, whose rules depend on it. */
  deps?: readonly string[];
}

/** What an input control reports on change: text, or a checkbox's state. */
export interface ChangeEventLike {
  target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
}

/** Spread onto an input: it then shows, and reports, the field's value. */
export interface FieldRegistration {
  name: string;
  onChange: (event: ChangeEventLike) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

interface Registration extends FieldRegistration {
  options: RegisterOptions;
  /** Whether the form writes the value into the element (inputs) or only focuses it (custom controls). */
  writes: boolean;
}

const isEventLike = (value: unknown): value is ChangeEventLike =>
  typeof value === 'object' && value !== null && 'target' in value && typeof value.target === 'object';

function readInput({ target }: ChangeEventLike, options: RegisterOptions): unknown {
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return target.checked;
  if (options.valueAsNumber) return target.value === '' ? Number.NaN : Number(target.value);
  return target.value;
}

function writeInput(element: HTMLElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
  else if ('value' in element) {
    const empty = value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));
    (element as HTMLInputElement).value = empty ? '' : String(value);
  }
}

const byDocumentOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

let nextArrayId = 0;

/**
 * The state of one form outside React: values kept immutably (so a field's value is its own snapshot),
 * inputs left uncontrolled and written only when the form itself changes a value, errors by field name.
 */
export function createFormStore<T extends FieldValues, TOut = T>(initial: FormOptions<T, TOut>) {
  let options = initial;
  let defaults = (initial.defaultValues ?? {}) as T;
  let values = defaults;
  let errors: FlatErrors = {};
  let formState: FormState<T> = { errors: {}, isSubmitting: false, isSubmitted: false };
  const registrations = new Map<string, Registration>();
  const elements = new Map<string, HTMLElement>();
  const touched = new Set<string>();
  const arrayIds = new Map<string, string[]>();
  const listeners = new Set<() => void>();
  let focusOnMount: string | undefined;

  const publish = () => listeners.forEach((listener) => listener());

  function setFormState(change: Partial<Omit<FormState<T>, 'errors'>> & { errors?: FlatErrors }) {
    if (change.errors) errors = change.errors;
    formState = {
      isSubmitting: change.isSubmitting ?? formState.isSubmitting,
      isSubmitted: change.isSubmitted ?? formState.isSubmitted,
      errors: change.errors ? nestErrors<T>(errors) : formState.errors,
    };
    publish();
  }

  function focusField(name: string) {
    elements.get(name)?.focus();
  }

  function focusFirstError() {
    const withErrors = [...elements.entries()]
      .filter(([name]) => errors[name])
      .map(([, element]) => element)
      .sort(byDocumentOrder);
    withErrors[0]?.focus();
  }

  async function check(): Promise<ResolverResult<TOut>> {
    return options.resolver ? options.resolver(values) : { values: values as unknown as TOut };
  }

  /** Checks the form again and takes the answer for the given fields (and the fields within or around them). */
  async function revalidate(names: readonly string[], exactly = false) {
    const checked = values;
    const fresh = (await check()).errors ?? {};
    // A later change started a check of its own, whose answer is the one to show.
    if (values !== checked) return;
    const concerned = (key: string) => names.some((name) => (exactly ? key === name : pathsOverlap(key, name)));
    const next: Record<string, FieldError> = {};
    for (const [key, error] of Object.entries(errors)) if (!concerned(key)) next[key] = error;
    for (const [key, error] of Object.entries(fresh)) if (concerned(key)) next[key] = error;
    const unchanged =
      Object.keys(next).length === Object.keys(errors).length &&
      Object.entries(next).every(([key, error]) => errors[key]?.message === error.message);
    if (!unchanged) setFormState({ errors: next });
  }

  const checksOnChange = (name: string) => formState.isSubmitted || (options.mode === 'onTouched' && touched.has(name));

  function change(name: string, value: unknown, deps: readonly string[] = []) {
    values = setPath(values, name, value);
    publish();
    if (checksOnChange(name)) void revalidate([name, ...deps]);
  }

  function blur(name: string) {
    if (options.mode !== 'onTouched' || formState.isSubmitted) return;
    touched.add(name);
    void revalidate([name]);
  }

  /** Shows the form's value in the field's input, unless the field is a custom control drawn through React. */
  function writeRegistered(name: string) {
    const element = elements.get(name);
    if (element && registrations.get(name)?.writes) writeInput(element, getPath(values, name));
  }

  function attach(name: string, writes: boolean) {
    let current: HTMLElement | null = null;
    return (element: HTMLElement | null) => {
      if (element === null) {
        if (current && elements.get(name) === current) elements.delete(name);
        current = null;
        return;
      }
      if (element === current) return;
      current = element;
      elements.set(name, element);
      if (writes) writeInput(element, getPath(values, name));
      if (focusOnMount === name) {
        focusOnMount = undefined;
        element.focus();
      }
    };
  }

  function registration(name: string, writes: boolean): Registration {
    let known = registrations.get(name);
    if (!known || known.writes !== writes) {
      const entry: Registration = {
        name,
        options: {},
        writes,
        onChange: (event) => {
          if (writes || isEventLike(event)) change(name, readInput(event, entry.options), entry.options.deps);
          else change(name, event);
        },
        onBlur: () => blur(name),
        ref: attach(name, writes),
      };
      known = entry;
      registrations.set(name, known);
    }
    return known;
  }

  /** Stable ids for a list's items, renewed when the list was replaced as a whole. */
  function idsOf(name: string, length: number): string[] {
    let ids = arrayIds.get(name);
    if (!ids || ids.length !== length) {
      ids = Array.from({ length }, () => `item-${(nextArrayId += 1)}`);
      arrayIds.set(name, ids);
    }
    return ids;
  }

  function remapArrayErrors(name: string, removed: number) {
    const prefix = `${name}.`;
    const next: Record<string, FieldError> = {};
    for (const [key, error] of Object.entries(errors)) {
      if (!key.startsWith(prefix)) {
        next[key] = error;
        continue;
      }
      const [index, ...rest] = key.slice(prefix.length).split('.');
      const position = Number(index);
      if (position === removed) continue;
      next[[name, position > removed ? position - 1 : position, ...rest].join('.')] = error;
    }
    return next;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFormState: () => formState,
    getValues: () => values,
    getValue: (name: string) => getPath(values, name),
    getError: (name: string): FieldError | undefined => errors[name],
    setOptions(next: FormOptions<T, TOut>) {
      options = next;
    },

    register(name: string, registerOptions: RegisterOptions = {}): FieldRegistration {
      const { onChange, onBlur, ref } = Object.assign(registration(name, true), { options: registerOptions });
      return { name, onChange, onBlur, ref };
    },
    /** A control the form does not write into (its value comes through React), focused when at fault. */
    bindControl(name: string) {
      const { onChange, onBlur, ref } = registration(name, false);
      return { onChange: onChange as (value: unknown) => void, onBlur, ref };
    },

    setValue(name: string, value: unknown, { shouldValidate = false } = {}) {
      values = setPath(values, name, value);
      writeRegistered(name);
      publish();
      if (shouldValidate) void revalidate([name]);
    },
    setError(name: string, error: FieldError, { shouldFocus = false } = {}) {
      setFormState({ errors: { ...errors, [name]: error } });
      if (shouldFocus) focusField(name);
    },
    clearErrors() {
      setFormState({ errors: {} });
    },
    reset(next?: T) {
      if (next) defaults = next;
      values = defaults;
      touched.clear();
      arrayIds.clear();
      for (const name of elements.keys()) writeRegistered(name);
      setFormState({ errors: {}, isSubmitted: false });
    },

    handleSubmit(onValid: (values: TOut) => unknown) {
      return async (event?: { preventDefault(): void }) => {
        event?.preventDefault();
        setFormState({ isSubmitting: true });
        try {
          const result = await check();
          if (result.errors) {
            setFormState({ errors: result.errors, isSubmitted: true });
            focusFirstError();
            return;
          }
          setFormState({ errors: {} });
          await onValid(result.values as TOut);
        } finally {
          setFormState({ isSubmitting: false, isSubmitted: true });
        }
      };
    },

    arrayIds: (name: string, length: number): readonly string[] => idsOf(name, length),
    append(name: string, item: unknown, focusName?: string) {
      const items = (getPath(values, name) as unknown[] | undefined) ?? [];
      arrayIds.set(name, [...idsOf(name, items.length), `item-${(nextArrayId += 1)}`]);
      focusOnMount = focusName;
      values = setPath(values, name, [...items, item]);
      publish();
      if (formState.isSubmitted) void revalidate([name], true);
    },
    remove(name: string, index: number) {
      const items = (getPath(values, name) as unknown[] | undefined) ?? [];
      arrayIds.set(
        name,
        idsOf(name, items.length).filter((_, position) => position !== index),
      );
      values = setPath(
        values,
        name,
        items.filter((_, position) => position !== index),
      );
      setFormState({ errors: remapArrayErrors(name, index) });
      if (formState.isSubmitted) void revalidate([name], true);
    },
  };
}

export type FormStore<T extends FieldValues, TOut = T> = ReturnType<typeof createFormStore<T, TOut>>;
