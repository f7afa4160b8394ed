import { describe, expect, it } from 'vitest';
import { exactOption, filterOptions, nextActiveIndex, type ComboboxOption } from './combobox-options';

const states: ComboboxOption[] = [
  { value: '27', label: 'Maharashtra (27)', keywords: ['Maharashtra'] },
  { value: '29', label: 'Karnataka (29)', keywords: ['Karnataka'] },
  { value: '28', label: 'Andhra Pradesh (Before Division) (28)', keywords: ['Andhra Pradesh (Before Division)'] },
  { value: '37', label: 'Andhra Pradesh (37)', keywords: ['Andhra Pradesh'] },
];
const values = (options: ComboboxOption[]) => options.map((option) => option.value);

describe('combobox filter', () => {
  it('keeps the options whose name contains the text, ignoring case and spaces', () => {
    expect(values(filterOptions(states, '  maha '))).toEqual(['27']);
    expect(values(filterOptions(states, 'andhra'))).toEqual(['28', '37']);
  });

  it('finds an option by its value too', () => {
    expect(values(filterOptions(states, '29'))).toEqual(['29']);
  });

  it('shows every option for blank text and none for text found nowhere', () => {
    expect(filterOptions(states, '')).toHaveLength(4);
    expect(filterOptions(states, 'Atlantis')).toEqual([]);
  });
});

describe('combobox exact match', () => {
  it('picks the option a name or code names exactly', () => {
    expect(exactOption(states, 'maharashtra')?.value).toBe('27');
    expect(exactOption(states, 'Karnataka (29)')?.value).toBe('29');
    expect(exactOption(states, '37')?.value).toBe('37');
  });

  it('picks nothing for part of a name', () => {
    expect(exactOption(states, 'Andhra')).toBeUndefined();
    expect(exactOption(states, '')).toBeUndefined();
  });
});

describe('combobox arrow keys', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(nextActiveIndex(-1, 4, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 4, 'ArrowUp')).toBe(3);
  });

  it('wraps round at both ends', () => {
    expect(nextActiveIndex(3, 4, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 4, 'ArrowUp')).toBe(3);
  });

  it('has nothing to move to in an empty list', () => {
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});
