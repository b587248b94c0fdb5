/** Amend (issue 32 §4): whether a booking may change now, and the words of a change. */
export { amendRefusal, type AmendRefusal } from './amend-refusal';
export {
  AMEND_TEXT,
  amendDifferenceText,
  amendPayText,
  amendRefusalText,
  amendTotalText,
  amendUntilText,
  amendedText,
} from './amend-text';
