import { describe, expect, it } from 'vitest';
import { regulationMessages, shipsGoods } from '@marketplace/contract';
import { batchAndExpiryText, batchEntryOf, batchEntryProblems, linesAwaitingBatch } from './regulated-lines';
import { confirmedOrder, orderLine } from '../../test/orders';

const paracetamol = orderLine({ id: 1, regulation: 'drug', product: { id: 11, name: 'Paracetamol 500 mg' } });
const biscuits = orderLine({ id: 2, regulation: 'food', product: { id: 12, name: 'Marie Biscuits' } });
const bandage = orderLine({ id: 3, product: { id: 13, name: 'Crepe Bandage' } });
const shipDay = '2026-11-24';

describe('lines that need a batch and expiry before shipping', () => {
  it('are the medicine and food lines still missing either', () => {
    const stored = { ...biscuits, batch_no: 'MB-7', expiry_date: '2027-05-01' };
    const halfEntered = { ...paracetamol, batch_no: 'PCM-1' };
    expect(linesAwaitingBatch(confirmedOrder([paracetamol, stored, bandage]))).toEqual([paracetamol]);
    expect(linesAwaitingBatch(confirmedOrder([halfEntered]))).toEqual([halfEntered]);
    expect(batchEntryOf(halfEntered)).toEqual({ batch_no: 'PCM-1', expiry_date: '' });
  });

  it('are asked for when the goods ship or arrive, not before', () => {
    expect(shipsGoods('shipped')).toBe(true);
    expect(shipsGoods('delivered')).toBe(true);
    expect(shipsGoods('confirmed')).toBe(false);
    expect(shipsGoods('canceled')).toBe(false);
  });
});

describe('checking the batch and expiry typed for each line', () => {
  const lines = [paracetamol, biscuits];

  it('asks for both, naming the product', () => {
    expect(
      batchEntryProblems(
        lines,
        [
          { batch_no: ' ', expiry_date: '' },
          { batch_no: 'MB-7', expiry_date: '2027-02-30' },
        ],
        shipDay,
      ),
    ).toEqual({
      'items.0.batch_no': regulationMessages.batchRequired('Paracetamol 500 mg'),
      'items.0.expiry_date': regulationMessages.expiryRequired('Paracetamol 500 mg'),
      'items.1.expiry_date': regulationMessages.expiryRequired('Marie Biscuits'),
    });
  });

  it('refuses a medicine with less than 90 days left on the shipping day', () => {
    const entries = [
      { batch_no: 'PCM-1', expiry_date: '2027-02-21' },
      { batch_no: 'MB-7', expiry_date: '2026-11-24' },
    ];
    expect(batchEntryProblems(lines, entries, shipDay)).toEqual({
      'items.0.expiry_date': regulationMessages.drugShelfLife('Paracetamol 500 mg', '2027-02-21'),
    });
    // 90 days after 24 Nov 2026 is 22 Feb 2027.
    entries[0] = { batch_no: 'PCM-1', expiry_date: '2027-02-22' };
    expect(batchEntryProblems(lines, entries, shipDay)).toEqual({});
  });

  it('refuses food past its expiry date', () => {
    const entries = [
      { batch_no: 'PCM-1', expiry_date: '2028-01-01' },
      { batch_no: 'MB-7', expiry_date: '2026-11-23' },
    ];
    expect(batchEntryProblems(lines, entries, shipDay)).toEqual({
      'items.1.expiry_date': regulationMessages.foodExpired('Marie Biscuits', '2026-11-23'),
    });
  });
});

describe('batch and expiry on an order line', () => {
  it('reads as batch and Indian short date', () => {
    expect(batchAndExpiryText({ batch_no: 'PCM-1', expiry_date: '2027-03-31' })).toBe(
      'Batch PCM-1 · Expiry 31 Mar 2027',
    );
  });

  it('is absent until the line has shipped', () => {
    expect(batchAndExpiryText({ batch_no: null, expiry_date: null })).toBeNull();
  });
});
