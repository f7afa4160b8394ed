// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test/render';
import { click, typeInto } from '../../test/dom';
import { Controller, useWatch } from './controller';
import type { FieldError } from './errors';
import type { Resolver } from './form-store';
import { useFieldArray } from './use-field-array';
import { useForm, type UseFormReturn } from './use-form';

interface Order {
  name: string;
  quantity: number;
  accept: boolean;
  state: string;
  slabs: { from: string }[];
}

const defaults: Order = { name: 'Asha', quantity: 5, accept: false, state: '27', slabs: [{ from: '10' }] };

/** Name must not be empty, quantity at least 1, each slab's quantity filled in. */
const orderRules: Resolver<Order, Order & { checked: true }> = (values) => {
  const errors: Record<string, FieldError> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  if (!(values.quantity >= 1)) errors.quantity = { type: 'min', message: 'At least 1' };
  values.slabs.forEach((slab, index) => {
    if (!slab.from) errors[`slabs.${index}.from`] = { type: 'required', message: `Slab ${index + 1} needs a quantity` };
  });
  if (values.slabs.length > 2) errors.slabs = { type: 'max', message: 'At most two slabs' };
  return Object.keys(errors).length > 0 ? { errors } : { values: { ...values, checked: true } };
};

/** The form of the mounted OrderForm, for the calls code makes (setValue, setError, reset). */
const mounted: { form?: UseFormReturn<Order, Order & { checked: true }> } = {};
const submitted = vi.fn();

function OrderForm({ mode }: { mode?: 'onTouched' }) {
  const form = useForm<Order, Order & { checked: true }>({ defaultValues: defaults, resolver: orderRules, mode });
  useEffect(() => {
    mounted.form = form;
  }, [form]);
  const slabs = useFieldArray({ control: form.control, name: 'slabs' });
  const state = useWatch({ control: form.control, name: 'state' });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(submitted)} noValidate>
      <input aria-label="Name" {...form.register('name')} />
      <p id="name-error">{errors.name?.message}</p>
      <input aria-label="Quantity" type="number" {...form.register('quantity', { valueAsNumber: true })} />
      <p id="quantity-error">{errors.quantity?.message}</p>
      <input aria-label="Accept" type="checkbox" {...form.register('accept')} />
      <Controller
        control={form.control}
        name="state"
        render={({ field, fieldState }) => (
          <button
            type="button"
            ref={field.ref}
            onClick={() => field.onChange('29')}
            data-error={fieldState.error?.message}
          >
            State {field.value}
          </button>
        )}
      />
      <p id="state-watch">{state}</p>
      {slabs.fields.map((slab, index) => (
        <div key={slab.id} className="slab">
          <input aria-label={`Slab ${index + 1}`} {...form.register(`slabs.${index}.from`)} />
          <p className="slab-error">{errors.slabs?.[index]?.from?.message}</p>
          <button type="button" onClick={() => slabs.remove(index)}>
            Remove {index + 1}
          </button>
        </div>
      ))}
      <p id="slabs-error">{errors.slabs?.message}</p>
      <button
        type="button"
        onClick={() => slabs.append({ from: '' }, { focusName: `slabs.${slabs.fields.length}.from` })}
      >
        Add slab
      </button>
      <button type="submit" data-busy={isSubmitting}>
        Save
      </button>
    </form>
  );
}

let view: Awaited<ReturnType<typeof renderInDom>> | undefined;
afterEach(() => {
  view?.unmount();
  submitted.mockReset();
});

const input = (label: string) => document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const button = (name: string) => [...document.querySelectorAll('button')].find((each) => each.textContent === name)!;
const submit = () => click(button('Save'));
const run = (change: () => void) => act(async () => change());

describe('a form of uncontrolled inputs', () => {
  it('shows its defaults in the inputs and hands the checked values to the submit', async () => {
    view = await renderInDom(<OrderForm />);
    expect(input('Name').value).toBe('Asha');
    expect(input('Quantity').value).toBe('5');
    expect(input('Slab 1').value).toBe('10');
    await typeInto(input('Name'), 'Ravi Traders');
    await click(input('Accept'));
    await submit();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0]).toEqual({ ...defaults, name: 'Ravi Traders', accept: true, checked: true });
  });

  it('refuses a submit with the errors beside the fields and the first field at fault focused', async () => {
    view = await renderInDom(<OrderForm />);
    await typeInto(input('Quantity'), '');
    await typeInto(input('Name'), '');
    await submit();
    await vi.waitFor(() => expect(text('#name-error')).toBe('Name is required'));
    expect(text('#quantity-error')).toBe('At least 1');
    expect(document.activeElement).toBe(input('Name'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('checks again on every change after a submit, leaving the other fields’ errors as they were', async () => {
    view = await renderInDom(<OrderForm />);
    await typeInto(input('Name'), '');
    await submit();
    await vi.waitFor(() => expect(text('#name-error')).toBe('Name is required'));
    await run(() => mounted.form!.setError('quantity', { type: 'server', message: 'Only 3 left' }));
    await typeInto(input('Name'), 'R');
    await vi.waitFor(() => expect(text('#name-error')).toBe(''));
    expect(text('#quantity-error')).toBe('Only 3 left');
  });

  it('checks nothing before the first submit, unless a field was left in onTouched mode', async () => {
    view = await renderInDom(<OrderForm />);
    await typeInto(input('Name'), '');
    await run(() => input('Name').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(text('#name-error')).toBe('');
    view.unmount();

    view = await renderInDom(<OrderForm mode="onTouched" />);
    await typeInto(input('Name'), '');
    await run(() => input('Name').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await vi.waitFor(() => expect(text('#name-error')).toBe('Name is required'));
  });

  it('writes values set by code into the inputs, and reset starts again from the new values', async () => {
    view = await renderInDom(<OrderForm />);
    await run(() => mounted.form!.setValue('name', 'Mehta Stores'));
    expect(input('Name').value).toBe('Mehta Stores');
    await typeInto(input('Name'), '');
    await submit();
    await vi.waitFor(() => expect(text('#name-error')).toBe('Name is required'));
    await run(() => mounted.form!.reset({ ...defaults, name: 'Saved name' }));
    expect(input('Name').value).toBe('Saved name');
    expect(text('#name-error')).toBe('');
    expect(mounted.form!.formState.isSubmitted).toBe(false);
  });

  it('gives custom controls their value and error through React, and follows a watched field', async () => {
    view = await renderInDom(<OrderForm />);
    expect(button('State 27')).toBeDefined();
    await click(button('State 27'));
    expect(text('#state-watch')).toBe('29');
    expect(mounted.form!.getValues('state')).toBe('29');
    await run(() =>
      mounted.form!.setError('state', { type: 'server', message: 'Deliveries do not go there' }, { shouldFocus: true }),
    );
    expect(button('State 29').dataset.error).toBe('Deliveries do not go there');
    expect(document.activeElement).toBe(button('State 29'));
  });

  it('adds list items with the new input focused, and removes them with the later values and errors moving up', async () => {
    view = await renderInDom(<OrderForm />);
    await click(button('Add slab'));
    expect(document.activeElement).toBe(input('Slab 2'));
    await click(button('Add slab'));
    await typeInto(input('Slab 3'), '50');
    await submit();
    await vi.waitFor(() => expect(text('#slabs-error')).toBe('At most two slabs'));
    expect([...document.querySelectorAll('.slab-error')].map((each) => each.textContent)).toEqual([
      '',
      'Slab 2 needs a quantity',
      '',
    ]);
    await click(button('Remove 1'));
    expect([input('Slab 1').value, input('Slab 2').value]).toEqual(['', '50']);
    expect(mounted.form!.getValues('slabs')).toEqual([{ from: '' }, { from: '50' }]);
    await vi.waitFor(() => expect(text('#slabs-error')).toBe(''));
    expect([...document.querySelectorAll('.slab-error')].map((each) => each.textContent)).toEqual([
      'Slab 2 needs a quantity',
      '',
    ]);
  });
});
