// VISUALIZER_MESSAGES in the host's language (./words.tsx): what every component of the visualizer shows. A file of
// its own so that a host taking only the English words (a booking form's pickers) does not carry the context.
import { VISUALIZER_MESSAGES, type VisualizerMessages } from './messages.ts';
import { useWords } from './words.tsx';

export const useVisualizerMessages = (): VisualizerMessages => useWords<VisualizerMessages>(VISUALIZER_MESSAGES, 'visualizer');
