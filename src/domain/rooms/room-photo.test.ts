import { describe, expect, it } from 'vitest';
import { roomPhoto } from './room-photo';

describe('roomPhoto', () => {
  it('takes the first gallery picture with its alt, else the title as alt', () => {
    const gallery = [
      { url: '', alt: 'empty' },
      { url: '/a.jpg', alt: 'The bedroom' },
      { url: '/b.jpg', alt: 'The view' },
    ];
    expect(roomPhoto({ gallery }, 'Suite')).toEqual({
      src: '/a.jpg',
      alt: 'The bedroom',
      sources: [],
    });
    expect(roomPhoto({ gallery: [{ url: '/a.jpg', alt: ' ' }] }, 'Suite')).toEqual({
      src: '/a.jpg',
      alt: 'Suite',
      sources: [],
    });
  });

  it('brings the first picture’s widths for srcset, each address through the safe-URL rule', () => {
    const gallery = [
      {
        url: '/a-960.jpg',
        alt: 'The bedroom',
        sources: [
          { url: '/a-480.jpg', width: 480 },
          { url: 'javascript:alert(1)', width: 720 },
          { url: 'https://cdn.example.com/a-960.jpg', width: 960 },
        ],
      },
    ];
    expect(roomPhoto({ gallery }, 'Suite')?.sources).toEqual([
      { src: '/a-480.jpg', width: 480 },
      { src: 'https://cdn.example.com/a-960.jpg', width: 960 },
    ]);
  });

  it('falls back to the archive image, then to nothing', () => {
    expect(roomPhoto({ gallery: [], archive_img: '/c.jpg' }, 'Suite')).toEqual({
      src: '/c.jpg',
      alt: 'Suite',
      sources: [],
    });
    expect(roomPhoto({ gallery: [], archive_img: '' }, 'Suite')).toBeNull();
    expect(roomPhoto({}, 'Suite')).toBeNull();
  });
});
