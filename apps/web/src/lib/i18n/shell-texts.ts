import shellTexts from '@kontor/contract/dictionaries/shell.json';
import widgetTexts from '@kontor/contract/dictionaries/ui.json';
import { addBundledTexts } from './i18n';

// The shell's and the widgets' texts, bundled with the app frame (every page but login): the
// logged-in pages render with them before the dictionary call answers.
addBundledTexts(widgetTexts);
addBundledTexts(shellTexts);
