// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './drafts';

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('keeps a form draft in sessionStorage until cleared', () => {
    writeDraft('ik-contact-form:/the-lake/:0', { firstName: 'Ada', consent: 'true' });
    expect(readDraft('ik-contact-form:/the-lake/:0')).toEqual({
      firstName: 'Ada',
      consent: 'true',
    });
    expect(readDraft('ik-contact-form:/the-lake/:1')).toBe(undefined);
    clearDraft('ik-contact-form:/the-lake/:0');
    expect(readDraft('ik-contact-form:/the-lake/:0')).toBe(undefined);
  });

  it('ignores a draft that is not an object of values', () => {
    sessionStorage.setItem('ik-draft:a', '[1,2]');
    sessionStorage.setItem('ik-draft:b', '{oops');
    expect(readDraft('a')).toBe(undefined);
    expect(readDraft('b')).toBe(undefined);
  });
});
