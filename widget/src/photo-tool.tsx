// The photo chunk (dist/wrapsmith-photo.<hash>.js): "Your car's photo"'s tapper with its own preact, loaded by the
// bundle only when a visitor picks the photo (src/photo-slot.tsx), so the bundle stays inside its budget.
import { PhotoTaps, type PhotoTapsProps } from '@wrapsmith/visualizer';
import { createRoot } from 'react-dom/client';
import type { PhotoTool, PhotoToolGlobals } from './photo-tool-api.ts';

const photoTool: PhotoTool = {
  mount(element, props) {
    const root = createRoot(element);
    const show = (next: PhotoTapsProps) => root.render(<PhotoTaps {...next} />);
    show(props);
    return { update: show, unmount: () => root.unmount() };
  },
};

(window as Window & PhotoToolGlobals).__wrapsmithPhoto ??= photoTool;
