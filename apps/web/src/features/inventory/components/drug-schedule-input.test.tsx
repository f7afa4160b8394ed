// @vitest-environment happy-dom
import { useEffect } from 'react';
import { useForm } from '../../../lib/form/use-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regulationMessages } from '@marketplace/contract';
import { render } from '../../../test/render';
import { DrugScheduleInput } from './drug-schedule-input';

const categories = [
  { id: 4, regulation: 'drug' as const },
  { id: 6, regulation: 'food' as const },
];

interface Values {
  category?: number;
  drug_schedule?: string;
}

/** The select inside a form whose category is `category`; `serverError` stands for the server's field error. */
function ScheduleForm({ category, serverError }: { category: number; serverError?: string }) {
  const form = useForm<Values>({ defaultValues: { category, drug_schedule: 'none' } });
  useEffect(() => {
    if (serverError) form.setError('drug_schedule', { type: 'server', message: serverError });
  }, [form, serverError]);
  return (
    <>
      <h2>Organisation</h2>
      <DrugScheduleInput form={form} idPrefix="product" categories={categories} />
    </>
  );
}

let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());

describe('the drug schedule select', () => {
  it('shows with a medicine category, with the server’s message beside it', async () => {
    view = render(<ScheduleForm category={4} serverError={regulationMessages.scheduleX} />);
    const { container } = view;
    await vi.waitFor(() => expect(container.textContent).toContain('Drug schedule'));
    const trigger = container.querySelector('#product-drug-schedule');
    expect(trigger?.textContent).toContain('None');
    await vi.waitFor(() => expect(container.textContent).toContain(regulationMessages.scheduleX));
    expect(trigger?.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown for other goods', async () => {
    view = render(<ScheduleForm category={6} />);
    const { container } = view;
    await vi.waitFor(() => expect(container.textContent).toContain('Organisation'));
    expect(container.textContent).not.toContain('Drug schedule');
  });
});
