// The floor of the first-content bench: the least a widget of this kind could ship. A custom element made by r2wc
// from a preact/compat component with one select and one button, in an open shadow root, built with the widget's
// own esbuild settings and loaded through the same loader. It mounts where the widget would (data-wrapsmith-inline).
import r2wc from '@r2wc/react-to-web-component';
import { useState } from 'react';

function FloorElement() {
  const [year, setYear] = useState('2024');
  return (
    <>
      <select aria-label="Year" value={year} onChange={(event) => setYear(event.currentTarget.value)}>
        <option>2024</option>
        <option>2023</option>
      </select>
      <button type="button">Design your wrap</button>
    </>
  );
}

customElements.define('floor-element', r2wc(FloorElement, { shadow: 'open' }));
for (const target of document.querySelectorAll('[data-wrapsmith-inline]')) target.appendChild(document.createElement('floor-element'));
