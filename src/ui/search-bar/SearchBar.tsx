import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useContextStore, hostOf } from '../common/use-context-store.ts';
import { createTermStore } from '../../store/term-store.ts';
import { dispatchPdbEvent } from '../common/events.ts';
import { searchBarStyles } from './styles.ts';

export interface SearchBarProps {
  container?: ShadowRoot | HTMLElement;
  placeholder?: string;
}

export function SearchBar({ container, placeholder = 'Enter search term(s), Entry ID(s), or sequence' }: SearchBarProps) {
  const store = useContextStore(container, createTermStore);
  const snap = useSnapshot(store.state);

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = store.state.term.trim();
    if (!term) return;
    const host = hostOf(container);
    if (host) dispatchPdbEvent(host, 'pdb-search', { request: null, term });
  }

  return (
    <form className="bar" role="search" onSubmit={submit}>
      <style>{searchBarStyles}</style>
      <input
        part="input"
        type="search"
        aria-label="Search the archive"
        placeholder={placeholder}
        value={snap.term}
        onChange={(e) => store.actions.setTerm(e.currentTarget.value)}
      />
      <button part="submit" type="submit" aria-label="Search">
        Search
      </button>
    </form>
  );
}
