// VISUALIZER_MESSAGES in the host's language (./words.tsx): what every component of the visualizer shows. A file of
// its own so that a host taking only the English words (a booking form's pickers) does not carry the words' plumbing.
// The host's words are built over the English object as their prototype (visualizerWordsFrom), so a key they lack,
// and the English getters, still answer.
import { VISUALIZER_MESSAGES, type VisualizerMessages } from './messages.ts';
import { current } from './words.tsx';

export const useVisualizerMessages = (): VisualizerMessages => (current.visualizer as VisualizerMessages | undefined) ?? VISUALIZER_MESSAGES;
