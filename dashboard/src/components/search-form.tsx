// The lists' search box (Leads, Customers): a labelled search field and its button; the page owns the text and what
// a search does.
import type { FormEvent } from 'react';

interface SearchFormProps {
  id: string;
  /** Read by screen readers only: the visible control is the field and its button. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  placeholder?: string;
}

export function SearchForm({ id, label, value, onChange, onSubmit, className, placeholder = 'Name, email, phone…' }: SearchFormProps) {
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      <label className="ws-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="ws-input"
        placeholder={placeholder}
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="ws-btn ws-btn--dark">
        Search
      </button>
    </form>
  );
}
