import { useSyncExternalStore, type ReactElement } from 'react';
import type { FieldError } from './errors';
import type { FieldValues, Path, PathValue } from './paths';
import type { Control } from './use-form';

/** The value of one field, followed as it changes. */
export function useWatch<T extends FieldValues, N extends Path<T>>({
  control,
  name,
}: {
  control: Control<T>;
  name: N;
}): PathValue<T, N> {
  const read = () => control.getValue(name) as PathValue<T, N>;
  return useSyncExternalStore(control.subscribe, read, read);
}

export interface ControllerRenderProps<T extends FieldValues, N extends Path<T>> {
  field: {
    name: N;
    value: PathValue<T, N>;
    onChange: (value: unknown) => void;
    onBlur: () => void;
    ref: (element: HTMLElement | null) => void;
  };
  fieldState: { error: FieldError | undefined };
}

interface ControllerProps<T extends FieldValues, N extends Path<T>> {
  control: Control<T>;
  name: N;
  render: (props: ControllerRenderProps<T, N>) => ReactElement;
}

/** A control that is not a plain input (select, combobox, stars), given its value and error through React. */
export function Controller<T extends FieldValues, N extends Path<T>>({ control, name, render }: ControllerProps<T, N>) {
  const value = useWatch({ control, name });
  const readError = () => control.getError(name);
  const error = useSyncExternalStore(control.subscribe, readError, readError);
  const { onChange, onBlur, ref } = control.bindControl(name);
  return render({ field: { name, value, onChange, onBlur, ref }, fieldState: { error } });
}
