import { Photo } from './Photo';
import { BROKEN_PHOTO, SAMPLE_PHOTO, SAMPLE_PHOTO_WIDE } from './styleguide/sample-photos';
import type { KitSection } from './styleguide/kit-example';

export const photoExamples: KitSection = {
  title: 'Photo',
  id: 'photo',
  examples: [
    {
      name: 'loaded',
      note: 'Lazy, with srcset and sizes; the box has its ratio before the picture arrives.',
      render: () => (
        <Photo
          src={SAMPLE_PHOTO}
          alt="The lake at dawn"
          sources={[
            { src: SAMPLE_PHOTO, width: 600 },
            { src: SAMPLE_PHOTO_WIDE, width: 1200 },
          ]}
          sizes="(min-width: 48rem) 50vw, 100vw"
        />
      ),
    },
    {
      name: 'single',
      note: 'A hotel that sends one address: a plain src, no srcset; an unsafe width is left out.',
      render: () => (
        <Photo
          src={SAMPLE_PHOTO}
          alt="The garden"
          sources={[{ src: 'javascript:alert(1)', width: 900 }]}
        />
      ),
    },
    {
      name: 'failed',
      note: 'A picture that fails to load leaves a quiet placeholder, still named by its alt.',
      render: () => <Photo src={BROKEN_PHOTO} alt="The spa pool" ratio="16 / 9" />,
    },
    {
      name: 'unsafe',
      render: () => <Photo src="javascript:alert(1)" alt="An editor’s mistake" ratio="1 / 1" />,
    },
  ],
};
