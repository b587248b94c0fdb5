import { ANNOUNCER_ATTRIBUTE, type Politeness } from '../../src/core/announce';

export interface Heard {
  politeness: Politeness;
  text: string;
}

/**
 * Everything the page's one announcer says from now on, in order (each non-empty text a
 * region was given), for a test to check that a change was announced, and only once.
 */
export function listenToAnnouncer(): { heard: Heard[]; texts: () => string[]; stop: () => void } {
  const heard: Heard[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const region = (
        record.target instanceof Element ? record.target : record.target.parentElement
      )?.closest(`[${ANNOUNCER_ATTRIBUTE}]`);
      const text = region?.textContent?.trim();
      if (!region || !text) continue;
      // A region is emptied, then given its words: one record with words per announcement.
      heard.push({ politeness: region.getAttribute(ANNOUNCER_ATTRIBUTE) as Politeness, text });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { heard, texts: () => heard.map((h) => h.text), stop: () => observer.disconnect() };
}
