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
      { src: '/demo-assets/rooms/bedroom.svg', alt: 'Bedroom' },
      { src: 'https://cdn.example.com/a.jpg', alt: 'View' },
    ]);
  });
});
