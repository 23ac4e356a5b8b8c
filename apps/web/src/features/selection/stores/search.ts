import { create } from 'zustand';
import { INITIAL_CONFIGURATOR, useAppStore } from '#web/stores/app-store';

/** A chosen filter as the selection calls take it. */
export type SelectionFilter = { id: string; values: { id: string }[] };

type SearchState = {
  /** Picked values per selection category id. */
  selected: Record<string, string[]>;
  /** The applied text filter (after the 700 ms pause). */
  query: string;
  /** Picks or drops one value of a category. */
  toggleValue: (categoryId: string, valueId: string) => void;
  /** Sets the applied text filter. */
  setQuery: (query: string) => void;
  /** Drops every filter and the text. */
  reset: () => void;
};

/** The search state of model selection (specification §3): selected categories and query. */
export const useSearchStore = create<SearchState>()((set) => ({
  selected: {},
  query: '',
  toggleValue: (categoryId, valueId) =>
    set((state) => {
      const current = state.selected[categoryId] ?? [];
      const next = current.includes(valueId) ? current.filter((id) => id !== valueId) : [...current, valueId];
      const selected = { ...state.selected, [categoryId]: next };
      if (next.length === 0) {
        delete selected[categoryId];
      }
      return { selected };
    }),
  setQuery: (query) => set({ query }),
  reset: () => set({ selected: {}, query: '' }),
}));

/** The selected values in the shape of the selection calls' body, in a stable order. */
export const toFilters = (selected: Record<string, string[]>): SelectionFilter[] =>
  Object.keys(selected)
    .sort()
    .map((id) => ({ id, values: [...(selected[id] ?? [])].sort().map((value) => ({ id: value })) }));

// Adding a configuration to the cart resets the wizard (§4), and with it the chosen categories.
useAppStore.subscribe((state, previous) => {
  if (state.configurator === INITIAL_CONFIGURATOR && previous.configurator !== INITIAL_CONFIGURATOR) {
    useSearchStore.getState().reset();
  }
});
