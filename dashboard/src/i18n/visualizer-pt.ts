// The visualizer's own words in this language for the Studio (issue 28 item 1, decision 099): a chunk of its own,
// loaded by the Studio only (./studio-words.ts), so no other screen carries them.
import VISUALIZER_PT from '@wrapsmith/visualizer/i18n/pt';
import { visualizerWordsFrom } from '@wrapsmith/visualizer/i18n/words';

export default visualizerWordsFrom('pt', VISUALIZER_PT);
