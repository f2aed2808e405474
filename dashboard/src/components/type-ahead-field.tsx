// A labelled text field that suggests from a list as one types (the browser's own datalist: arrow keys and Enter
// pick a suggestion, any text may still be typed). For long lists such as a country's cities (issue 22 item 8).
import { useId, type InputHTMLAttributes } from 'react';
import { TextField } from './field.tsx';

export function TypeAheadField({
  options,
  ...field
}: { label: string; hint?: string | null; error?: string | null; options: readonly string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'list'>) {
  const listId = useId();
  return (
    <>
      <TextField {...field} hint={field.hint ?? undefined} list={listId} autoComplete={field.autoComplete ?? 'off'} />
      {/* Always there, so the field stays a combobox to assistive technology while its list loads. */}
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  );
}
