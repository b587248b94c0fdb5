import { expect } from 'chai';
import { listenToAnnouncer } from '../../tests/browser/announcements';
import { until } from '../../tests/browser/helpers';
import { ANNOUNCER_ATTRIBUTE, announce, prepareAnnouncer } from './announce';

const region = (politeness: string) =>
  document.body.querySelector<HTMLElement>(`:scope > [${ANNOUNCER_ATTRIBUTE}="${politeness}"]`);

describe('the one announcer', () => {
  it('has one polite status region and one assertive alert region in the page, hidden', () => {
    prepareAnnouncer();
    prepareAnnouncer();
    expect(document.querySelectorAll(`[${ANNOUNCER_ATTRIBUTE}]`)).to.have.length(2);
    expect(region('polite')!.getAttribute('role')).to.equal('status');
    expect(region('polite')!.getAttribute('aria-live')).to.equal('polite');
    expect(region('assertive')!.getAttribute('role')).to.equal('alert');
    expect(region('assertive')!.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('says each change once: words in the same moment joined, a repeat at once dropped', async () => {
    const listener = listenToAnnouncer();
    try {
      announce('Searching…');
      announce('3 room types available for 2 nights, from £282.00.');
      announce('3 room types available for 2 nights, from £282.00.');
      await until(() => expect(listener.heard).to.have.length(1));
      announce('That room has just been taken.', 'assertive');
      await until(() => expect(listener.heard).to.have.length(2));
      expect(listener.heard).to.deep.equal([
        { politeness: 'polite', text: '3 room types available for 2 nights, from £282.00.' },
        { politeness: 'assertive', text: 'That room has just been taken.' },
      ]);
      // Nothing more arrives (the coalesced and repeated words are not said late).
      announce('Done.');
      await until(() => expect(listener.texts().at(-1)).to.equal('Done.'));
      expect(listener.heard).to.have.length(3);
    } finally {
      listener.stop();
    }
  });

  it('says nothing for empty words', async () => {
    const listener = listenToAnnouncer();
    announce('   ');
    announce('After.');
    await until(() => expect(listener.heard).to.have.length(1));
    listener.stop();
    expect(listener.texts()).to.deep.equal(['After.']);
  });
});
