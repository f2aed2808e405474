// The lists' search box (Leads, Customers): a labelled search field and its button; the page owns the text and what
// a search does.
import type { FormEvent } from 'react';
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';

interface SearchFormProps {
  id: string;
  /** Read by screen readers only: the visible control is the field and its button. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  /** In the reader's language; "Name, email, phone…" by default. */
  placeholder?: string;
}

export function SearchForm({ id, label, value, onChange, onSubmit, className, placeholder }: SearchFormProps) {
  const t = useArea(COMPONENTS);
  const common = useArea(COMMON);
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      <label className="ws-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="ws-input"
        placeholder={placeholder ?? t('components.searchPlaceholder')}
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="ws-btn ws-btn--dark">
        {common('common.search')}
      </button>
    </form>
  );
}
