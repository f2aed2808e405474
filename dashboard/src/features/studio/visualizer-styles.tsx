// The visualizer's stylesheet, shared by every page that shows its parts. React 19 hoists it into <head> once,
// however many pages or components ask for it (same href).
import { visualizerCss } from '@wrapsmith/visualizer';

export function VisualizerStyles() {
  return (
    <style href="wrapsmith-visualizer" precedence="medium">
      {visualizerCss}
    </style>
  );
}
