import { describe, expect, it } from 'vitest';
import { safeGallery } from './safe-gallery';

describe('safeGallery', () => {
  it('keeps pictures with safe addresses and leaves the others out', () => {
    expect(
      safeGallery([
        { url: '/demo-assets/rooms/bedroom.svg', alt: 'Bedroom' },
        { url: 'javascript:alert(1)', alt: 'Trick' },
        { url: 'https://cdn.example.com/a.jpg', alt: 'View' },
        { url: 'data:text/html,<script>alert(1)</script>', alt: 'Also a trick' },
      ]),
    ).toEqual([
      { src: '/demo-assets/rooms/bedroom.svg', alt: 'Bedroom', sources: [] },
      { src: 'https://cdn.example.com/a.jpg', alt: 'View', sources: [] },
    ]);
  });

  it('keeps a picture’s safe widths and drops a width at an unsafe address', () => {
    const [picture] = safeGallery([
      {
        url: '/r/bed-960.svg',
        alt: 'Bedroom',
        sources: [
          { url: '/r/bed-480.svg', width: 480 },
          { url: 'data:text/html,<b>', width: 640 },
          { url: '/r/bed-960.svg', width: 960 },
        ],
      },
    ]);
    expect(picture?.sources).toEqual([
      { src: '/r/bed-480.svg', width: 480 },
      { src: '/r/bed-960.svg', width: 960 },
    ]);
  });
});
