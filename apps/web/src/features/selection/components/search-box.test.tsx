import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/i18n';
import { SearchBox } from './search-box';

beforeAll(async () => {
  await i18n.loadNamespaces('selection');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const onSearch = vi.fn();
  const onOpenConfiguration = vi.fn();
  render(<SearchBox query="" onSearch={onSearch} onOpenConfiguration={onOpenConfiguration} />);
  return { onSearch, onOpenConfiguration, input: screen.getByRole('searchbox') };
};

describe('SearchBox', () => {
  it('applies the text 700 ms after typing stops, once', () => {
    const { input, onSearch } = setup();
    fireEvent.change(input, { target: { value: 'Tri' } });
    vi.advanceTimersByTime(500);
    fireEvent.change(input, { target: { value: 'Trig' } });
    vi.advanceTimersByTime(699);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Trig');
  });

  it('opens a pasted configuration identifier after 700 ms instead of searching', () => {
    const { input, onSearch, onOpenConfiguration } = setup();
    fireEvent.change(input, { target: { value: ' 9D1EBA3E-38F8-4075-A878-188F0A72D79A ' } });
    vi.advanceTimersByTime(699);
    expect(onOpenConfiguration).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOpenConfiguration).toHaveBeenCalledWith('9d1eba3e-38f8-4075-a878-188f0a72d79a');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('does not search on the first render', () => {
    const { onSearch } = setup();
    vi.advanceTimersByTime(2000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
