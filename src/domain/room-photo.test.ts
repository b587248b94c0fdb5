import { describe, expect, it } from 'vitest';
import { roomPhoto } from './room-photo';

describe('roomPhoto', () => {
  it('takes the first gallery picture with its alt, else the title as alt', () => {
    const gallery = [
      { url: '', alt: 'empty' },
      { url: '/a.jpg', alt: 'The bedroom' },
      { url: '/b.jpg', alt: 'The view' },
    ];
    expect(roomPhoto({ gallery }, 'Suite')).toEqual({ src: '/a.jpg', alt: 'The bedroom' });
    expect(roomPhoto({ gallery: [{ url: '/a.jpg', alt: ' ' }] }, 'Suite')).toEqual({
      src: '/a.jpg',
      alt: 'Suite',
    });
  });

  it('falls back to the archive image, then to nothing', () => {
    expect(roomPhoto({ gallery: [], archive_img: '/c.jpg' }, 'Suite')).toEqual({
      src: '/c.jpg',
      alt: 'Suite',
    });
    expect(roomPhoto({ gallery: [], archive_img: '' }, 'Suite')).toBeNull();
    expect(roomPhoto({}, 'Suite')).toBeNull();
  });
});
